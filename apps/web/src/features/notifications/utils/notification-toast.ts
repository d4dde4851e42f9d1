import type { NotificationView } from '@washday/core';
import { toast } from 'sonner';

/** The spec: success and info notifications clear themselves after 5 s. */
export const NOTIFICATION_TOAST_MS = 5_000;
const GOOD_NEWS = new Set(['booking_confirmed', 'rider_assigned', 'order_ready', 'out_for_delivery', 'order_delivered', 'delivered']);

/** A toast for a notification that just arrived live; one that needs the customer stays until dismissed. */
export function showNotificationToast(notification: NotificationView): void {
  const options = { id: notification.id, description: notification.message };
  if (notification.action_required || notification.priority === 'urgent') {
    toast.warning(notification.title, { ...options, duration: Infinity, closeButton: true });
  } else if (GOOD_NEWS.has(notification.type)) {
    toast.success(notification.title, { ...options, duration: NOTIFICATION_TOAST_MS });
  } else {
    toast.info(notification.title, { ...options, duration: NOTIFICATION_TOAST_MS });
  }
}
