import type { CustomerNoticeType } from '@washday/core';
import type { CustomerNotification } from '../api/notification-keys';
import { makeNotification } from './notification-fixtures';

// Customer notifications as the server stores them: each type's data, and the English text the API tests see the
// server write for it (apps/api: orders.routes.test.ts, customer-notice-text.test.ts, referrals.routes.test.ts,
// admin-booking-create.routes.test.ts). Stored at 2026-11-22 11:00 in India, as there.

const order = 'WD-7KQ2MX';
const slots = { pickup_date: '2026-11-23', pickup_time: '10:00', delivery_date: '2026-11-24', delivery_time: '10:00' };
const at = { booking_id: '5b0f8c1e-0c55-4c9b-9f3e-1f4f7f0e2a11', status: 'confirmed', order_number: order };

export interface NoticeFixture {
  type: CustomerNoticeType;
  title: string;
  data: Record<string, unknown>;
  /** What the server stored. */
  english: string;
  /** The values that must show as they are in any language. */
  values: string[];
}

export const NOTICE_FIXTURES: NoticeFixture[] = [
  {
    type: 'rider_assigned',
    title: 'Rider Assigned',
    data: { ...at, ...slots, rider_name: 'Ravi Kumar', trip: 'pickup', related_rider: { name: 'Ravi Kumar' } },
    english: `Ravi Kumar will pick up your order ${order} on Mon, 23 Nov at 10:00 AM.`,
    values: ['Ravi Kumar', order],
  },
  {
    type: 'rider_assigned',
    title: 'Rider Assigned',
    data: { ...at, ...slots, rider_name: null, trip: 'delivery', related_rider: { name: 'Your rider' } },
    english: `Your rider will deliver your order ${order} on Tue, 24 Nov at 10:00 AM.`,
    values: [order],
  },
  {
    type: 'rider_on_the_way',
    title: 'Rider on the Way',
    data: { ...at, ...slots, rider_name: 'Ravi Kumar', eta_minutes: 12 },
    english: `Ravi Kumar is on the way to collect your order ${order}, arriving in about 12 min.`,
    values: ['Ravi Kumar', order],
  },
  {
    type: 'rider_on_the_way',
    title: 'Rider on the Way',
    data: { ...at, ...slots, rider_name: null, eta_minutes: null },
    english: `Your rider is on the way to collect your order ${order}.`,
    values: [order],
  },
  {
    type: 'order_picked_up',
    title: 'Order Picked Up',
    data: { ...at, ...slots, rider_name: 'Ravi Kumar', item_count: 1 },
    english: `Ravi Kumar has collected your order ${order} (1 item).`,
    values: ['Ravi Kumar', order],
  },
  {
    type: 'order_picked_up',
    title: 'Order Picked Up',
    data: { ...at, ...slots, rider_name: 'Ravi Kumar', item_count: 0 },
    english: `Ravi Kumar has collected your order ${order}.`,
    values: ['Ravi Kumar', order],
  },
  {
    type: 'order_at_laundry',
    title: 'At the Laundry',
    data: { ...at, ...slots, item_count: 5 },
    english: `Your 5 items from order ${order} have reached the laundry.`,
    values: [order],
  },
  {
    type: 'order_out_for_delivery',
    title: 'Out for Delivery',
    data: { ...at, ...slots, rider_name: 'Anil Yadav' },
    english: `Anil Yadav is on the way with your order ${order}. Tell them your 4-digit handover code when they arrive.`,
    values: ['Anil Yadav', order],
  },
  {
    type: 'order_confirmed',
    title: 'Booking Confirmed',
    data: { ...at, ...slots },
    english: `Your booking ${order} is confirmed. Pickup on Mon, 23 Nov at 10:00 AM.`,
    values: [order],
  },
  {
    type: 'order_ready',
    title: 'Order Ready',
    data: { ...at, ...slots },
    english: `Your order ${order} is cleaned and ready. Delivery on Tue, 24 Nov at 10:00 AM.`,
    values: [order],
  },
  {
    type: 'order_delivered',
    title: 'Order Delivered',
    data: { ...at, ...slots },
    english: `Your order ${order} has been delivered. Thank you for choosing Washday!`,
    values: [order],
  },
  {
    type: 'order_cancelled',
    title: 'Booking Cancelled',
    data: { ...at, ...slots, reason: 'No rider free in Sector 45' },
    english: `Your booking ${order} has been cancelled. Reason: No rider free in Sector 45`,
    values: [order, 'No rider free in Sector 45'],
  },
  {
    type: 'order_cancelled',
    title: 'Booking Cancelled',
    data: { ...at, ...slots, reason: null },
    english: `Your booking ${order} has been cancelled.`,
    values: [order],
  },
  {
    type: 'payment_received',
    title: 'Payment Received',
    data: { ...at, amount: 840 },
    english: `We received ₹840 for your order ${order}. Thank you!`,
    values: [order],
  },
  {
    type: 'refund_issued',
    title: 'Refund Issued',
    data: { ...at, amount: 120.5, reason: 'Shirt collar damaged' },
    english: `A refund of ₹120.50 for your order ${order} is on its way. Reason: Shirt collar damaged`,
    values: [order, 'Shirt collar damaged'],
  },
  {
    type: 'pickup_reminder',
    title: 'Pickup Reminder',
    data: { ...at, pickup_date: '2026-11-23', pickup_time: '10:00' },
    english: `Our rider will arrive for your pickup (order ${order}) tomorrow between 10:00 AM and 11:00 AM.`,
    values: [order],
  },
  {
    type: 'pickup_reminder',
    title: 'Pickup Reminder',
    data: { ...at, pickup_date: '2026-11-30', pickup_time: '12:00' },
    english: `Our rider will arrive for your pickup (order ${order}) on Mon, 30 Nov between 12:00 PM and 1:00 PM.`,
    values: [order],
  },
  {
    type: 'rider_edit',
    title: 'Order changes need your approval',
    data: {
      verification_id: 'v-1',
      booking_id: at.booking_id,
      order_number: order,
      new_total: 100,
      old_total: 20,
      price_change: 80,
      approved: null,
    },
    english: `Your rider changed the items of order ${order}: new total ₹100 (+₹80). Please approve or reject.`,
    values: [order],
  },
  {
    type: 'booking_created',
    title: 'Booking Placed',
    data: {
      booking_id: at.booking_id,
      custom_order_id: order,
      order_number: order,
      pickup_date: '2026-11-23',
      pickup_time: '10:00',
      amount: 210,
      account_created: true,
    },
    english: `We have booked a pickup for you on Mon, 23 Nov at 10:00 AM (order ${order}, ₹210, pay on delivery). A Washday account was made for this number: sign in with it to follow your order.`,
    values: [order],
  },
  {
    type: 'referral_welcome',
    title: 'Welcome to Washday!',
    data: { referrer_name: 'Ravi', coupon_code: 'FRIENDK7M2QX', discount_percentage: 30, max_discount: 200 },
    english: 'Ravi invited you: use coupon FRIENDK7M2QX for 30% off your first order (up to ₹200).',
    values: ['Ravi', 'FRIENDK7M2QX'],
  },
  {
    type: 'referral_joined',
    title: 'A friend joined with your code',
    data: { referee_name: 'Neha', reward_percentage: 50 },
    english: "Neha signed up with your referral code. You'll get a 50% off coupon once their first order is completed.",
    values: ['Neha'],
  },
  {
    type: 'referral_reward',
    title: 'You earned a referral reward!',
    data: { referee_name: null, coupon_code: 'REWARD9XK2PL', discount_percentage: 50, max_discount: 200, referral_id: 'r-1' },
    english: 'A friend completed their first order. Use coupon REWARD9XK2PL for 50% off your next order (up to ₹200).',
    values: ['REWARD9XK2PL'],
  },
  {
    type: 'plan_renewal',
    title: 'Your Plan Renews Soon',
    data: { plan_name: 'Family 30', renews_on: '2026-12-22', amount: 1499 },
    english: 'Your plan Family 30 renews on Tue, 22 Dec. Pay ₹1,499 in Laundry plans to keep it going.',
    values: ['Family 30'],
  },
  {
    type: 'recurring_reminder',
    title: 'Pickup Tomorrow',
    data: { order_number: order, pickup_date: '2026-11-23', pickup_time: '10:00' },
    english: `Your regular pickup (order ${order}) is tomorrow between 10:00 AM and 11:00 AM. Not needed this time? Reply SKIP, or skip it in the app under Recurring pickups.`,
    values: [order, 'SKIP'],
  },
  {
    type: 'recurring_moved',
    title: 'Pickup Moved to a Free Slot',
    data: { order_number: order, pickup_date: '2026-11-24', pickup_time: '12:00', asked_time: '10:00' },
    english: `The 10:00 AM slot on Tue, 24 Nov was full, so your regular pickup is booked at 12:00 PM instead (order ${order}).`,
    values: [order],
  },
  {
    type: 'recurring_paused',
    title: 'Recurring Pickup Paused',
    data: { reason: 'address_missing' },
    english:
      'We paused your regular pickup: its address is no longer saved. Choose an address in Recurring pickups to resume it.',
    values: [],
  },
  {
    type: 'recurring_paused',
    title: 'Recurring Pickup Paused',
    data: { reason: 'admin', note: 'Sector 45 is closed for the festival week' },
    english: 'We paused your regular pickup: Sector 45 is closed for the festival week. Nothing is booked until it is resumed.',
    values: ['Sector 45 is closed for the festival week'],
  },
  {
    type: 'recurring_resumed',
    title: 'Recurring Pickup Resumed',
    data: { note: 'Sector 45 is open again' },
    english: 'We resumed your regular pickup: Sector 45 is open again. Your next pickups are booked as usual.',
    values: ['Sector 45 is open again'],
  },
  {
    type: 'recurring_missed',
    title: 'Pickup Not Booked',
    data: { pickup_date: '2026-11-24' },
    english: 'We could not book your regular pickup on Tue, 24 Nov. Please book this one yourself; the next ones stay on.',
    values: [],
  },
  {
    type: 'recurring_reply',
    title: 'Recurring Pickup',
    data: { outcome: 'skipped', pickup_date: '2026-11-24' },
    english: 'Done: your regular pickup on Tue, 24 Nov is skipped. The next ones stay on.',
    values: [],
  },
];

/** A fixture as the notifications API answers it. */
export const noticeOf = (fixture: NoticeFixture, overrides: Partial<CustomerNotification> = {}): CustomerNotification =>
  makeNotification({ type: fixture.type, title: fixture.title, message: fixture.english, data: fixture.data, ...overrides });
