import { contract, type EndpointResponse } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { DISPATCH_POLL_MS, dispatchKeys } from './dispatch-keys';

export type TripRidersAnswer = EndpointResponse<typeof contract.dispatch.riders>;

export function getTripRiders(orderId: string, trip: 'pickup' | 'delivery', { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.dispatch.riders, { query: { orderId, trip }, signal, authScope: 'admin' });
}

export function getTripRidersQueryOptions(orderId: string, trip: 'pickup' | 'delivery') {
  return queryOptions({
    queryKey: dispatchKeys.riders(orderId, trip),
    queryFn: ({ signal }) => getTripRiders(orderId, trip, { signal }),
    // Riders move: what the dialog shows is at most 30 s old.
    refetchInterval: DISPATCH_POLL_MS,
    staleTime: 0,
  });
}

/** The approved active riders for a trip, nearest first (the server sorts), and who has the trip now. */
export function useTripRiders(orderId: string, trip: 'pickup' | 'delivery') {
  return useQuery(getTripRidersQueryOptions(orderId, trip));
}
