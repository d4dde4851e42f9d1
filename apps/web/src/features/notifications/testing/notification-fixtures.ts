import { notificationMaker } from '@/test/notification-fixture';
import type { CustomerNotification } from '../api/notification-keys';

/** A customer notification as the API answers it. */
export const makeNotification = notificationMaker<CustomerNotification>('0b7c2a55-7d1e-4f0b-9a55', {
  type: 'booking_confirmed',
  title: 'Booking confirmed',
  message: 'Your booking WD-1001 is confirmed.',
  priority: 'medium',
});
