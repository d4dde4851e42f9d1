import type { contract, EndpointResponse } from '@washday/core';

export type RiderNotificationList = EndpointResponse<typeof contract.riderNotifications.list>;
export type RiderNotification = RiderNotificationList['notifications'][number];

/** Rider-private, under ['rider'] like the rider's jobs, so the rider's logout clears them together. */
export const riderNotificationKeys = {
  all: ['rider', 'notifications'] as const,
  list: () => [...riderNotificationKeys.all, 'list'] as const,
  count: () => [...riderNotificationKeys.all, 'count'] as const,
};

/** The spec's polling of the list and the count (rider-portal.md §9); the live stream makes it a fallback. */
export const RIDER_NOTIFICATION_POLL_MS = 30_000;
/** The spec's time limit for the unread count (rider-portal.md §9); the list gets the same. */
export const RIDER_NOTIFICATION_TIMEOUT_MS = 15_000;
