import type { RiderOrder } from '@washday/core';

/** Rider-private jobs; the rider's logout clears everything under `all`. */
export const riderOrderKeys = {
  all: ['rider', 'orders'] as const,
  list: () => [...riderOrderKeys.all, 'list'] as const,
  detail: (orderId: string) => [...riderOrderKeys.all, 'detail', orderId] as const,
  /** The planned route (GET /api/riders/route). */
  route: () => [...riderOrderKeys.all, 'route'] as const,
};

/** The spec's time limits (rider-portal.md §9): 15 s for the list and saves, 8 s for one order. */
export const RIDER_LIST_TIMEOUT_MS = 15_000;
export const RIDER_DETAIL_TIMEOUT_MS = 8_000;
/** Polling of the list while the live stream is down (rider-portal.md §9). */
export const RIDER_ORDERS_POLL_MS = 30_000;

export type { RiderOrder };
