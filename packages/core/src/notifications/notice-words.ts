import { formatRupees } from '../money.js';
import { parseSlotTime, slotLabel } from '../ordering/slots.js';
import { intlNoticeFormats, type NoticeFormats } from './notice-formats.js';

// The words of customer notification bodies and how a language writes their values, without any schema, so the app's
// English strings can be these on its first load; composing a body from a notification's data is in
// customer-notice-text.ts.

/** The English words of the bodies: the app's English strings for them are these, and the Hindi is typed against them. */
export const CUSTOMER_NOTICE_TEXT = {
  yourRider: 'Your rider',
  aFriend: 'A friend',
  slot: '{{date}} at {{time}}',
  itemOne: '{{n}} item',
  itemMany: '{{n}} items',
  riderAssignedPickup: '{{rider}} will pick up your order {{order}} on {{slot}}.',
  riderAssignedDelivery: '{{rider}} will deliver your order {{order}} on {{slot}}.',
  onTheWay: '{{rider}} is on the way to collect your order {{order}}.',
  onTheWayEta: '{{rider}} is on the way to collect your order {{order}}, arriving in about {{minutes}} min.',
  pickedUp: '{{rider}} has collected your order {{order}}.',
  pickedUpItems: '{{rider}} has collected your order {{order}} ({{items}}).',
  atLaundry: 'Your {{items}} from order {{order}} have reached the laundry.',
  outForDelivery: '{{rider}} is on the way with your order {{order}}. Tell them your 4-digit handover code when they arrive.',
  confirmed: 'Your booking {{order}} is confirmed. Pickup on {{slot}}.',
  ready: 'Your order {{order}} is cleaned and ready. Delivery on {{slot}}.',
  delivered: 'Your order {{order}} has been delivered. Thank you for choosing Washday!',
  cancelled: 'Your booking {{order}} has been cancelled.',
  cancelledReason: 'Your booking {{order}} has been cancelled. Reason: {{reason}}',
  paymentReceived: 'We received {{amount}} for your order {{order}}. Thank you!',
  refundIssued: 'A refund of {{amount}} for your order {{order}} is on its way. Reason: {{reason}}',
  reminder: 'Our rider will arrive for your pickup (order {{order}}) {{day}} {{window}}.',
  today: 'today',
  tomorrow: 'tomorrow',
  onDate: 'on {{date}}',
  between: 'between {{from}} and {{to}}',
  atTime: 'at {{time}}',
  riderEdit: 'Your rider changed the items of order {{order}}: new total {{total}}. Please approve or reject.',
  riderEditChange: 'Your rider changed the items of order {{order}}: new total {{total}} ({{change}}). Please approve or reject.',
  bookedForYou: 'We have booked a pickup for you on {{slot}} (order {{order}}, {{amount}}, pay on delivery).',
  accountMade: 'A Washday account was made for this number: sign in with it to follow your order.',
  referralWelcome: '{{friend}} invited you: use coupon {{coupon}} for {{percent}}% off your first order (up to {{max}}).',
  referralJoined:
    "{{friend}} signed up with your referral code. You'll get a {{percent}}% off coupon once their first order is completed.",
  referralReward:
    '{{friend}} completed their first order. Use coupon {{coupon}} for {{percent}}% off your next order (up to {{max}}).',
  recurringReminder:
    'Your regular pickup (order {{order}}) is {{day}} {{window}}. Not needed this time? Reply {{keyword}}, or skip it in the app under Recurring pickups.',
  recurringMoved:
    'The {{asked}} slot on {{date}} was full, so your regular pickup is booked at {{time}} instead (order {{order}}).',
  recurringPausedAddress:
    'We paused your regular pickup: its address is no longer saved. Choose an address in Recurring pickups to resume it.',
  recurringPausedArea:
    'We paused your regular pickup: we no longer serve its address. Choose another address in Recurring pickups to resume it.',
  recurringPausedByUs: 'We paused your regular pickup: {{reason}}. Nothing is booked until it is resumed.',
  recurringResumedByUs: 'We resumed your regular pickup: {{reason}}. Your next pickups are booked as usual.',
  recurringMissed: 'We could not book your regular pickup on {{date}}. Please book this one yourself; the next ones stay on.',
  planRenewal: 'Your plan {{plan}} renews on {{date}}. Pay {{amount}} in Laundry plans to keep it going.',
  recurringSkipped: 'Done: your regular pickup on {{date}} is skipped. The next ones stay on.',
  recurringAlreadySkipped: 'Your regular pickup on {{date}} was already skipped.',
  recurringNothingToSkip: 'You have no upcoming regular pickup to skip. Open Recurring pickups in the app to see them.',
  recurringNotUnderstood: 'Reply {{keyword}} to skip your next regular pickup, or open Recurring pickups in the app.',
} as const;
export type CustomerNoticeTextKey = keyof typeof CUSTOMER_NOTICE_TEXT;

/** The fixed title of each customer notification type, in English as the server stores it. */
export const CUSTOMER_NOTICE_TITLES = {
  rider_assigned: 'Rider Assigned',
  rider_on_the_way: 'Rider on the Way',
  order_picked_up: 'Order Picked Up',
  order_at_laundry: 'At the Laundry',
  order_out_for_delivery: 'Out for Delivery',
  order_confirmed: 'Booking Confirmed',
  order_ready: 'Order Ready',
  order_delivered: 'Order Delivered',
  order_cancelled: 'Booking Cancelled',
  payment_received: 'Payment Received',
  refund_issued: 'Refund Issued',
  pickup_reminder: 'Pickup Reminder',
  rider_edit: 'Order changes need your approval',
  booking_created: 'Booking Placed',
  referral_welcome: 'Welcome to Washday!',
  referral_joined: 'A friend joined with your code',
  referral_reward: 'You earned a referral reward!',
  recurring_reminder: 'Pickup Tomorrow',
  recurring_moved: 'Pickup Moved to a Free Slot',
  recurring_paused: 'Recurring Pickup Paused',
  recurring_missed: 'Pickup Not Booked',
  recurring_resumed: 'Recurring Pickup Resumed',
  plan_renewal: 'Your Plan Renews Soon',
  recurring_reply: 'Recurring Pickup',
} as const;

/** How one language says a set of bodies' words (`K`, the keys of their English) and writes their values. */
export interface NoticeLanguage<K extends string = CustomerNoticeTextKey> extends NoticeFormats {
  text(key: K, values?: Readonly<Record<string, string>>): string;
}

/** Fills a text's {{placeholders}}; a missing value is a mistake in the caller. */
export const fillNoticeText = (template: string, values: Readonly<Record<string, string>> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`notice text: no value for {{${name}}} in '${template}'`);
    return value;
  });

/**
 * The server's English values, which the app's English says again: en-IN days ('Wed, 2 Dec', as a person reads a
 * day; the stored texts said '2026-12-02' until issue 25 item 15), '10:00 AM', ₹ in en-IN.
 */
export const ENGLISH_NOTICE_FORMATS: NoticeFormats = {
  date: (isoDay) => intlNoticeFormats('en-IN', 'short').date(isoDay),
  hour: slotLabel,
  rupees: formatRupees,
  number: String,
  data: (value) => value,
};

export const ENGLISH_NOTICES: NoticeLanguage = {
  ...ENGLISH_NOTICE_FORMATS,
  text: (key, values) => fillNoticeText(CUSTOMER_NOTICE_TEXT[key], values),
};

/** 'Mon, 23 Nov at 10:00 AM'; a time that is not a listed slot is written as stored. */
export function noticeSlot(say: NoticeLanguage<'slot'>, date: string, time: string): string {
  const hour = parseSlotTime(time);
  return say.text('slot', { date: say.date(date), time: hour === null ? time : say.hour(hour) });
}
