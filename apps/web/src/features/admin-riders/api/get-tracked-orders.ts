import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminRiderKeys } from './admin-rider-keys';

export function getTrackedOrders({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.adminRiders.trackingOrders, { signal, authScope: 'admin' });
}

export function getTrackedOrdersQueryOptions() {
  return queryOptions({ queryKey: adminRiderKeys.trackedOrders(), queryFn: ({ signal }) => getTrackedOrders({ signal }) });
}

/** Open orders with their point, trip and rider, for the live map. */
export function useTrackedOrders({ refetchInterval }: { refetchInterval: number | false }) {
  return useQuery({ ...getTrackedOrdersQueryOptions(), refetchInterval });
}
