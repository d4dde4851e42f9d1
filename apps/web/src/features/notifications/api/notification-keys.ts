import type { contract, EndpointResponse } from '@washday/core';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';

export type NotificationList = EndpointResponse<typeof contract.notifications.list>;
export type CustomerNotification = NotificationList['notifications'][number];

/** Customer-private, so logout drops them with the rest of CUSTOMER_DATA_KEY. */
export const notificationKeys = {
  all: [...CUSTOMER_DATA_KEY, 'notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  count: () => [...notificationKeys.all, 'count'] as const,
};

/** The spec's polling of the count while the live stream is down (customer-app.md §9). */
export const NOTIFICATION_POLL_MS = 30_000;
