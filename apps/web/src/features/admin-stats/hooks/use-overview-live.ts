import { useServerEvents } from '@/hooks/use-server-events';
import { adminStatsKeys } from '../api/admin-stats-keys';

/** An order moved ('booking.updated' to admins): the cards and the activity feed are asked again at once. */
export function useOverviewLive() {
  return useServerEvents({ as: 'admin', invalidate: { 'booking.updated': [adminStatsKeys.stats(), adminStatsKeys.activity()] } });
}
