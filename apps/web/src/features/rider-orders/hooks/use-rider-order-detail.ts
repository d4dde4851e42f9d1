import type { RiderOrder } from '@washday/core';
import { useQuery } from '@tanstack/react-query';
import { getRiderOrderQueryOptions } from '../api/get-rider-order';

/** The spec's re-check of a pending verification (rider-portal.md §4.4, §9); the live event refetches sooner. */
export const VERIFICATION_POLL_MS = 5_000;

const waitingForCustomer = (order: RiderOrder | undefined) => order?.verification?.status === 'pending';

/** One job, polled every 5 s while the customer has changes to answer, so their decision shows without a reload. */
export function useRiderOrderDetail(orderId: string) {
  return useQuery({
    ...getRiderOrderQueryOptions(orderId),
    // Offline, say so (with Retry) rather than wait silently on a skeleton.
    networkMode: 'always',
    refetchInterval: (query) => (waitingForCustomer(query.state.data) ? VERIFICATION_POLL_MS : false),
  });
}
