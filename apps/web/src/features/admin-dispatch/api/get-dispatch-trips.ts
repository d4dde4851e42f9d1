import { contract, DISPATCH_PAGE_SIZE, type EndpointResponse } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { DISPATCH_POLL_MS, dispatchKeys, type TripsQuery } from './dispatch-keys';

export type DispatchTripsAnswer = EndpointResponse<typeof contract.dispatch.trips>;

export function getDispatchTrips(query: TripsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.dispatch.trips, {
    query: {
      queue: query.queue,
      type: query.type,
      page: query.page,
      limit: DISPATCH_PAGE_SIZE,
      ...(query.search ? { search: query.search } : {}),
    },
    signal,
    authScope: 'admin',
  });
}

export function getDispatchTripsQueryOptions(query: TripsQuery) {
  return queryOptions({
    queryKey: dispatchKeys.trips(query),
    queryFn: ({ signal }) => getDispatchTrips(query, { signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    refetchInterval: DISPATCH_POLL_MS,
  });
}

/** One page of a dispatch queue, refreshed every 30 s (and on live events, see useDispatchLive). */
export function useDispatchTrips(query: TripsQuery) {
  return useQuery(getDispatchTripsQueryOptions(query));
}
