import { notificationMaker } from '@/test/notification-fixture';
import type { RiderNotification } from '../api/rider-notification-keys';

/** A rider notification as the API answers it: a new pickup by default. */
export const makeRiderNotification = notificationMaker<RiderNotification>('7c1d2e3f-4a5b-4c6d-8e7f', {
  type: 'order_assigned',
  title: 'New Order Assigned',
  message: 'Pick up order WD-1042 from Flat 12, DLF Phase 2 on 2026-11-23 at 9 AM - 11 AM.',
  priority: 'high',
});

/** What a new pickup's notification carries about the order (booking id aside). */
export const PICKUP_DETAILS = {
  order_number: 'WD-1042',
  trip: 'pickup',
  customer_name: 'Asha Verma',
  address: 'Flat 12, DLF Phase 2, Gurugram',
  pickup_time: '2026-11-23 at 9 AM - 11 AM',
  estimated_cost: 1240,
} as const;
