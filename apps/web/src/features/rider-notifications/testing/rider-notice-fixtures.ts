import type { RiderNotification } from '../api/rider-notification-keys';
import { makeRiderNotification } from './rider-notification-fixtures';

// Riders' order notifications as the server stores them: their data, and the English the API tests see the server
// write (apps/api: order-notifications.test.ts, orders.routes.test.ts, verifications.routes.test.ts).

const order = 'WD-7KQ2MX';
const address = 'B-204, Palm Court, Sector 45, Gurugram, Haryana 122003';
const common = {
  booking_id: 'b1',
  order_number: order,
  customer_name: 'Asha',
  address,
  pickup_time: 'Mon, 23 Nov at 10:00 AM',
  estimated_cost: 20,
};

export interface RiderNoticeFixture {
  type: RiderNotification['type'];
  title: string;
  data: Record<string, unknown>;
  english: string;
  values: string[];
}

export const RIDER_NOTICE_FIXTURES: RiderNoticeFixture[] = [
  {
    type: 'order_assigned',
    title: 'New Order Assigned',
    data: { ...common, trip: 'pickup', slot_date: '2026-11-23', slot_time: '10:00', notice: 'trip_assigned' },
    english: `Pick up order ${order} from ${address} on Mon, 23 Nov at 10:00 AM.`,
    values: [order, address],
  },
  {
    type: 'order_assigned',
    title: 'New Order Assigned',
    data: {
      ...common,
      pickup_time: 'Tue, 24 Nov at 10:00 AM',
      trip: 'delivery',
      slot_date: '2026-11-24',
      slot_time: '10:00',
      notice: 'trip_assigned',
    },
    english: `Deliver order ${order} to ${address} on Tue, 24 Nov at 10:00 AM.`,
    values: [order, address],
  },
  {
    type: 'order_cancelled',
    title: 'Order Reassigned',
    data: { ...common, trip: 'pickup', notice: 'trip_reassigned' },
    english: `The pickup of order ${order} has been given to another rider; you no longer need to go.`,
    values: [order],
  },
  {
    type: 'order_cancelled',
    title: 'Order Cancelled',
    data: { ...common, trip: 'pickup', notice: 'order_cancelled' },
    english: `Order ${order} has been cancelled; you no longer need to go.`,
    values: [order],
  },
  {
    type: 'order_updated',
    title: 'Order Updated',
    data: { ...common, trip: 'pickup', vendor_name: 'Sector 14 Laundry Hub', notice: 'take_to_vendor' },
    english: `Take order ${order} to Sector 14 Laundry Hub.`,
    values: [order, 'Sector 14 Laundry Hub'],
  },
  {
    type: 'order_updated',
    title: 'Customer approved the changes',
    data: {
      booking_id: 'b1',
      verification_id: 'v1',
      status: 'approved',
      reason: null,
      order_number: order,
      notice: 'changes_approved',
    },
    english: `Order ${order}: the customer approved the new items. Save the order now.`,
    values: [order],
  },
  {
    type: 'order_updated',
    title: 'Customer rejected the changes',
    data: {
      booking_id: 'b1',
      verification_id: 'v1',
      status: 'rejected',
      reason: 'Only one shirt',
      order_number: order,
      notice: 'changes_rejected',
    },
    english: `Order ${order}: the customer rejected the changes (Only one shirt). Please modify the order and send it again.`,
    values: [order, 'Only one shirt'],
  },
  // The laundry's intake flagged the pickup's tags (apps/api: garment-scans.routes.test.ts).
  {
    type: 'order_updated',
    title: 'Tags flagged at the laundry',
    data: { ...common, trip: 'pickup', code: 'WD-7K3F-02', notice: 'tag_unexpected' },
    english: `Order ${order}: the laundry scanned WD-7K3F-02, which is not a tag of this order. Operations will call you.`,
    values: [order, 'WD-7K3F-02'],
  },
  {
    type: 'order_updated',
    title: 'Tags flagged at the laundry',
    data: { ...common, trip: 'pickup', codes: 'WD-7K3F-02, WD-7K3F-03', notice: 'tags_missing' },
    english: `Order ${order}: the laundry did not receive WD-7K3F-02, WD-7K3F-03. Operations will call you.`,
    values: [order, 'WD-7K3F-02, WD-7K3F-03'],
  },
];

export const riderNoticeOf = (fixture: RiderNoticeFixture, overrides: Partial<RiderNotification> = {}): RiderNotification =>
  makeRiderNotification({ type: fixture.type, title: fixture.title, message: fixture.english, data: fixture.data, ...overrides });
