import { formatRupeesIn } from '@washday/core';
import type { TFunction } from 'i18next';
import type { RiderNotification } from '../api/rider-notification-keys';

/** The spec's notification types (rider-portal.md §3); anything else is shown as 'other'. */
export const RIDER_NOTIFICATION_TYPES = [
  'order_assigned',
  'order_updated',
  'order_cancelled',
  'location_request',
  'other',
] as const;
export type RiderNotificationType = (typeof RIDER_NOTIFICATION_TYPES)[number];

export function notificationType(notification: RiderNotification): RiderNotificationType {
  return (RIDER_NOTIFICATION_TYPES as readonly string[]).includes(notification.type)
    ? (notification.type as RiderNotificationType)
    : 'other';
}

export interface NotificationDetail {
  label: string;
  value: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The data block (rider-portal.md §2.2): order number, customer, address, pickup time, estimated cost in rupees; only the
 * fields the notification carries. A delivery job's time is its delivery slot, so it is labelled as such.
 */
export function notificationDetails(
  notification: RiderNotification,
  t: TFunction<'rider'>,
  locale: string,
): NotificationDetail[] {
  const data = notification.data ?? {};
  const details: NotificationDetail[] = [];
  const add = (label: string, value: string | null) => {
    if (value) details.push({ label, value });
  };
  add(t('notifications.details.order'), text(data.order_number));
  add(t('notifications.details.customer'), text(data.customer_name));
  add(t('notifications.details.address'), text(data.address));
  add(
    data.trip === 'delivery' ? t('notifications.details.deliveryTime') : t('notifications.details.pickupTime'),
    text(data.pickup_time),
  );
  const cost = data.estimated_cost;
  if (typeof cost === 'number' && Number.isFinite(cost))
    add(t('notifications.details.estimatedCost'), formatRupeesIn(locale, cost));
  return details;
}

/**
 * The order a notification is about, when the rider can still open it: a job taken off them (order_cancelled) is not
 * theirs to open any more.
 */
export function notificationOrderId(notification: RiderNotification): string | null {
  if (notification.type === 'order_cancelled') return null;
  return text(notification.data?.booking_id) ?? notification.related_order?.bookingId ?? null;
}

/** The header badge: the count, or 9+ above 9 (rider-portal.md §2). */
export function formatUnreadBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}
