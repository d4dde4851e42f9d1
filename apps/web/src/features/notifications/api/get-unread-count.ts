import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { NOTIFICATION_POLL_MS, notificationKeys } from './notification-keys';

/** The spec: the count request times out after 5 s. */
const COUNT_TIMEOUT_MS = 5_000;

export async function getUnreadCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const { callEndpoint, contract } = await loadEndpoints();
  const { unread_count } = await callEndpoint(contract.notifications.count, { signal, timeoutMs: COUNT_TIMEOUT_MS });
  return unread_count;
}

export function getUnreadCountQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.count(), queryFn: ({ signal }) => getUnreadCount({ signal }) });
}

/** The bell's count: refreshed by live events, polled every 30 s while the stream is down. A failure shows 0 (the spec). */
export function useUnreadCount({ enabled }: { enabled: boolean }) {
  const refetchInterval = useLivePollInterval(NOTIFICATION_POLL_MS);
  const query = useQuery({ ...getUnreadCountQueryOptions(), enabled, refetchInterval });
  return query.data ?? 0;
}
