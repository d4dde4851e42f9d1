import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';
import { translateMessage } from '@/lib/i18n';
import { riderNotificationKeys, type RiderNotificationList } from './rider-notification-keys';

export const markRiderNotificationRead = (id: string) =>
  callEndpoint(contract.riderNotifications.read, { params: { id }, authScope: 'rider' });
export const markAllRiderNotificationsRead = () => callEndpoint(contract.riderNotifications.markAllRead, { authScope: 'rider' });

/** The spec's messages (rider-portal.md §8.2), in English: the toasts translate them. */
export const RIDER_NOTIFICATION_MESSAGES = {
  markFailed: 'Failed to mark notification as read',
  networkError: 'Network error. Please try again.',
  markAllFailed: 'Failed to mark all notifications as read',
} as const;

const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');

function readInList(list: RiderNotificationList, id: string): RiderNotificationList {
  const target = list.notifications.find((n) => n.id === id);
  if (!target || target.read) return list;
  const at = new Date().toISOString();
  return {
    ...list,
    unread_count: Math.max(0, list.unread_count - 1),
    notifications: list.notifications.map((n) => (n.id === id ? { ...n, read: true, is_read: true, read_at: at } : n)),
  };
}

/**
 * Marks one read. The list and the badge change at once (the spec updates the list locally), go back if the server
 * refuses, and are re-asked from the server either way.
 */
export function useMarkRiderNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRiderNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: riderNotificationKeys.all });
      const list = queryClient.getQueryData<RiderNotificationList>(riderNotificationKeys.list());
      const count = queryClient.getQueryData<number>(riderNotificationKeys.count());
      const wasUnread = list?.notifications.some((n) => n.id === id && !n.read) ?? true;
      if (list) queryClient.setQueryData(riderNotificationKeys.list(), readInList(list, id));
      if (count !== undefined && wasUnread) queryClient.setQueryData(riderNotificationKeys.count(), Math.max(0, count - 1));
      return { list, count };
    },
    onError: (error, _id, before) => {
      if (before?.list) queryClient.setQueryData(riderNotificationKeys.list(), before.list);
      if (before?.count !== undefined) queryClient.setQueryData(riderNotificationKeys.count(), before.count);
      toast.error(
        translateMessage(
          isNetworkFailure(error) ? RIDER_NOTIFICATION_MESSAGES.networkError : RIDER_NOTIFICATION_MESSAGES.markFailed,
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: riderNotificationKeys.all }),
  });
}

/** Marks every one read: 'Marked {n} notifications as read' (core's markedAllReadMessage), with n from the server. */
export function useMarkAllRiderNotificationsRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('rider');
  return useMutation({
    mutationFn: markAllRiderNotificationsRead,
    onSuccess: ({ markedCount }) => toast.success(t('notifications.markedAllRead', { count: markedCount })),
    onError: () => toast.error(translateMessage(RIDER_NOTIFICATION_MESSAGES.markAllFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: riderNotificationKeys.all }),
  });
}
