import { useServerEvents } from '@/hooks/use-server-events';
import { adminPaymentsKeys } from '../api/admin-payments-keys';

/** Every money move reaches admins as 'booking.updated': the payments, totals and unpaid orders are asked again. */
export function usePaymentsLive() {
  return useServerEvents({ as: 'admin', invalidate: { 'booking.updated': [adminPaymentsKeys.lists()] } });
}
