import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { callEndpoint } from '@/lib/api-endpoint';
import { dialogToastOptions } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const markNotificationRead = (id: string) => callEndpoint(contract.notifications.read, { params: { id } });
export const markAllNotificationsRead = () => callEndpoint(contract.notifications.markAllRead, {});
export const deleteNotification = (id: string) => callEndpoint(contract.notifications.remove, { params: { id } });
export const clearAllNotifications = () => callEndpoint(contract.notifications.clearAll, {});

/** The dialog's actions; each has the server's list and count re-asked once it answers. */
export function useNotificationActions() {
  const { t } = useTranslation('bookings');
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const markRead = useMutation({ mutationFn: markNotificationRead, onSettled });
  const markAllRead = useMutation({ mutationFn: markAllNotificationsRead, onSettled });
  const remove = useMutation({
    mutationFn: deleteNotification,
    onSettled,
    onSuccess: () => toast.success(t('notifications.deleted'), dialogToastOptions()),
    onError: (error) =>
      toast.error(
        error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT')
          ? t('notifications.deleteNetwork')
          : t('notifications.deleteFailed'),
        dialogToastOptions(),
      ),
  });
  // Keeps a notification still waiting for the customer's decision; the server says how many went (its message is
  // core's clearedAllMessage, said here in the interface language from the same count).
  const clearAll = useMutation({
    mutationFn: clearAllNotifications,
    onSettled,
    onSuccess: (answer) => toast.success(t('notifications.cleared', { count: answer.clearedCount }), dialogToastOptions()),
    onError: () => toast.error(t('notifications.clearFailed'), dialogToastOptions()),
  });
  return { markRead, markAllRead, remove, clearAll };
}
