import type { RiderStatus } from '@washday/core';

/** Operations' rider data: verification lists, the verifying view of one rider, active riders and the map's orders. */
export const adminRiderKeys = {
  all: ['admin', 'riders'] as const,
  lists: () => [...adminRiderKeys.all, 'list'] as const,
  list: (status: RiderStatus, page: number) => [...adminRiderKeys.lists(), status, page] as const,
  detail: (riderId: string) => [...adminRiderKeys.all, 'detail', riderId] as const,
  active: () => [...adminRiderKeys.all, 'active'] as const,
  trackedOrders: () => [...adminRiderKeys.all, 'tracked-orders'] as const,
};

/** The spec's refresh of the active-rider list (admin-and-backend.md §9); live events move positions in between. */
export const ACTIVE_RIDERS_REFRESH_MS = 30_000;
/** Rider cards per page of the verification list. */
export const VERIFICATION_PAGE_SIZE = 12;
