import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { NOTIFICATION_POLL_MS, notificationKeys } from './notification-keys';

export function getNotifications({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.notifications.list, { signal });
}

export function getNotificationsQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.list(), queryFn: ({ signal }) => getNotifications({ signal }) });
}

/** The list, newest first; fetched while the dialog is open. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  const refetchInterval = useLivePollInterval(NOTIFICATION_POLL_MS);
  return useQuery({ ...getNotificationsQueryOptions(), enabled, refetchInterval });
}
