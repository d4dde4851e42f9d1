import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { RIDER_NOTIFICATION_POLL_MS, RIDER_NOTIFICATION_TIMEOUT_MS, riderNotificationKeys } from './rider-notification-keys';

/** Read and unread, newest first: the screens filter to unread themselves, so marking one read can drop it from view. */
export function getRiderNotifications({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.riderNotifications.list, {
    query: { includeRead: 'true' },
    signal,
    timeoutMs: RIDER_NOTIFICATION_TIMEOUT_MS,
    authScope: 'rider',
  });
}

export function getRiderNotificationsQueryOptions() {
  return queryOptions({ queryKey: riderNotificationKeys.list(), queryFn: ({ signal }) => getRiderNotifications({ signal }) });
}

/**
 * The rider's notifications. Without `refetchInterval` it polls every 30 s only while the live stream is down; the full
 * page's Auto refresh passes its own.
 */
export function useRiderNotifications({ refetchInterval }: { refetchInterval?: number | false } = {}) {
  const live = useLivePollInterval(RIDER_NOTIFICATION_POLL_MS);
  return useQuery({ ...getRiderNotificationsQueryOptions(), refetchInterval: refetchInterval ?? live });
}
