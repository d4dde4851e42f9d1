import { contract, type RiderRoute } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { RIDER_LIST_TIMEOUT_MS, riderOrderKeys } from './rider-order-keys';

export type { RiderRoute };

export function getRiderRoute({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.riderRoute.route, { signal, timeoutMs: RIDER_LIST_TIMEOUT_MS, authScope: 'rider' });
}

/**
 * The signed-in rider's planned route (issue 28). Under the jobs' key, so a booking change or a notification, which
 * refresh the jobs, refresh the route with them; 'route.updated' refreshes it on its own.
 */
export function getRiderRouteQueryOptions() {
  return queryOptions({
    queryKey: riderOrderKeys.route(),
    queryFn: async ({ signal }) => (await getRiderRoute({ signal })).route,
  });
}

export function useRiderRoute({ refetchInterval }: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...getRiderRouteQueryOptions(), refetchInterval });
}
