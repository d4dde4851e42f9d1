import type { LiveEventData, NotificationView } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { riderNotificationKeys } from '@/features/rider-notifications/api/rider-notification-keys';
import { riderOrderKeys } from '@/features/rider-orders/api/rider-order-keys';
import { refreshRouteWithNotice } from '@/features/rider-orders/utils/route-notice';
import { riderPaymentKeys } from '@/features/rider-payments/api/rider-payment-keys';
import { LivePollContext } from '@/hooks/use-live-poll-interval';
import { translateMessage } from '@/lib/i18n';
import { useServerEvents } from '@/hooks/use-server-events';
import { forgetRiderSavedCopy } from './rider-saved-copy';

/** Every query holding the signed-in rider's data starts with this, so signing out clears all of it at once. */
export const RIDER_DATA_KEY = ['rider'] as const;

/** A notification that arrived live: a toast, so a rider on another screen sees a new job at once. */
function showRiderNotificationToast(notification: NotificationView) {
  // The server's fixed titles and messages have Hindi; one carrying order details stays as the server wrote it.
  const title = translateMessage(notification.title);
  const options = { id: notification.id, description: translateMessage(notification.message) };
  if (notification.type === 'order_cancelled' || notification.priority === 'urgent') toast.warning(title, options);
  else toast.info(title, options);
}

/**
 * The signed-in rider's live stream (docs/decisions/0009): a notification refreshes the notifications and the jobs (the
 * customer's decision on a change reaches the rider as one); a booking change refreshes the jobs and what to collect; a
 * route change refreshes the planned route with a notice. While the stream is
 * down the screens poll every 30 s instead (LivePollContext).
 */
export function RiderLiveEvents({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { pollInterval } = useServerEvents({
    as: 'rider',
    invalidate: {
      notification: [riderNotificationKeys.all, riderOrderKeys.all],
      // A saved change resolves its 'save the order' notice: the notices are asked again too.
      // A payment (cash, the UPI QR's webhook, the customer online) is one too: what to collect is asked again.
      'booking.updated': [riderOrderKeys.all, riderNotificationKeys.all, riderPaymentKeys.all],
      'verification.decided': [riderOrderKeys.all],
      // The planner changed the route (issue 28): read again, with a short notice of the next stop.
      'route.updated': [riderOrderKeys.route()],
    },
    onEvent: (name, data) => {
      if (name === 'notification') showRiderNotificationToast(data as NotificationView);
      if (name === 'route.updated') void refreshRouteWithNotice(queryClient, data as LiveEventData<'route.updated'>);
    },
  });
  return <LivePollContext value={pollInterval}>{children}</LivePollContext>;
}

/** Once there is no rider session (logout, or a 401 ended it), nothing of the rider's stays in the cache or on the phone. */
export function useClearRiderDataWhenSignedOut(signedOut: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedOut) return;
    queryClient.removeQueries({ queryKey: RIDER_DATA_KEY });
    forgetRiderSavedCopy();
  }, [signedOut, queryClient]);
}
