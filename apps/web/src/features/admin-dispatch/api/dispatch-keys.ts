import type { DispatchQueue } from '@washday/core';

export interface TripsQuery {
  queue: DispatchQueue;
  type: 'all' | 'quick' | 'regular';
  search: string;
  page: number;
}

/** Everything dispatch reads lives under `all`, so one live event refreshes the whole board. */
export const dispatchKeys = {
  all: ['admin', 'dispatch'] as const,
  trips: (query: TripsQuery) => [...dispatchKeys.all, 'trips', query] as const,
  riders: (orderId: string, trip: 'pickup' | 'delivery') => [...dispatchKeys.all, 'riders', orderId, trip] as const,
  vendors: (orderId: string) => [...dispatchKeys.all, 'vendors', orderId] as const,
  plan: () => [...dispatchKeys.all, 'plan'] as const,
};

/** The spec's refresh of the order lists (admin-and-backend.md §9). */
export const DISPATCH_POLL_MS = 30_000;
