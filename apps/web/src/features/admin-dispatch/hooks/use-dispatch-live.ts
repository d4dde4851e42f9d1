import { useServerEvents } from '@/hooks/use-server-events';
import { dispatchKeys } from '../api/dispatch-keys';

/**
 * Keeps the dispatch board live: every order move reaches admins as 'booking.updated', and a new plan as
 * 'route.updated'; either refetches the queues, the routes and any open dialog. The 30 s poll of the queries stays on
 * as well (the spec's refresh), so a dropped stream costs at most 30 s.
 */
export function useDispatchLive() {
  return useServerEvents({
    as: 'admin',
    invalidate: { 'booking.updated': [dispatchKeys.all], 'route.updated': [dispatchKeys.all] },
  });
}
