import { useServerEvents } from '@/hooks/use-server-events';
import { adminBookingKeys } from '../api/admin-booking-keys';

/**
 * Keeps the bookings tab live: every order move and edit reaches admins as 'booking.updated', which refetches the
 * list and any open audit trail. While the stream is down the list polls instead (pollInterval).
 */
export function useBookingsLive() {
  return useServerEvents({ as: 'admin', invalidate: { 'booking.updated': [adminBookingKeys.all] } });
}
