import { contract, type EndpointResponse } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { DISPATCH_POLL_MS, dispatchKeys } from './dispatch-keys';

export type RoutePlanAnswer = EndpointResponse<typeof contract.routePlan.plan>;

export function getRoutePlan({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.routePlan.plan, { signal, authScope: 'admin' });
}

export function getRoutePlanQueryOptions() {
  return queryOptions({
    queryKey: dispatchKeys.plan(),
    queryFn: ({ signal }) => getRoutePlan({ signal }),
    // Riders move and the planner re-plans on its own: the board is at most 30 s old even without the live stream.
    refetchInterval: DISPATCH_POLL_MS,
  });
}

/** GET /api/admin/dispatch/plan: every rider's planned route, the trips left out and the areas' switches. */
export function useRoutePlan() {
  return useQuery(getRoutePlanQueryOptions());
}
