import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { RIDER_NOTIFICATION_POLL_MS, RIDER_NOTIFICATION_TIMEOUT_MS, riderNotificationKeys } from './rider-notification-keys';

export async function getRiderUnreadCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const { unread_count } = await callEndpoint(contract.riderNotifications.unreadCount, {
    signal,
    timeoutMs: RIDER_NOTIFICATION_TIMEOUT_MS,
    authScope: 'rider',
  });
  return unread_count;
}

export function getRiderUnreadCountQueryOptions() {
  return queryOptions({ queryKey: riderNotificationKeys.count(), queryFn: ({ signal }) => getRiderUnreadCount({ signal }) });
}

/** The header badge's count: refreshed by live events, polled every 30 s while the stream is down. */
export function useRiderUnreadCount() {
  const refetchInterval = useLivePollInterval(RIDER_NOTIFICATION_POLL_MS);
  return useQuery({ ...getRiderUnreadCountQueryOptions(), refetchInterval });
}
