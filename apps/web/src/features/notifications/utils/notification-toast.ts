import type { NotificationView } from '@washday/core';
import { createElement } from 'react';
import { decisionToastId, toast } from '@/lib/toast';
import { currentLanguage } from '@/lib/i18n';
import { NoticeBodyText } from '@/components/notice-body-text';
import { notificationBody } from './notification-body';
import { notificationTitle } from './notification-text';

/** The spec: success and info notifications clear themselves after 5 s. */
export const NOTIFICATION_TOAST_MS = 5_000;
const GOOD_NEWS = new Set([
  'order_confirmed',
  'rider_assigned',
  'rider_on_the_way',
  'order_picked_up',
  'order_ready',
  'order_out_for_delivery',
  'order_delivered',
]);

/**
 * A toast for a notification that just arrived live; one that needs the customer stays until dismissed. The server's
 * fixed titles and the bodies the app can put together (notification-body.ts) are in the interface language.
 */
export function showNotificationToast(notification: NotificationView): void {
  const title = notificationTitle(notification.title).text;
  const { parts } = notificationBody(notification, currentLanguage());
  const verificationId = (notification.data as { verification_id?: unknown } | null)?.verification_id;
  const id = typeof verificationId === 'string' ? decisionToastId(verificationId) : notification.id;
  const options = { id, description: createElement(NoticeBodyText, { parts }) };
  if (notification.action_required || notification.priority === 'urgent') {
    toast.warning(title, { ...options, duration: Infinity, closeButton: true });
  } else if (GOOD_NEWS.has(notification.type)) {
    toast.success(title, { ...options, duration: NOTIFICATION_TOAST_MS });
  } else {
    toast.info(title, { ...options, duration: NOTIFICATION_TOAST_MS });
  }
}
