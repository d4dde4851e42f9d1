import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { RIDER_LIST_TIMEOUT_MS, riderOrderKeys } from './rider-order-keys';

export function getRiderOrders({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.riderOrders.list, { signal, timeoutMs: RIDER_LIST_TIMEOUT_MS, authScope: 'rider' });
}

export function getRiderOrdersQueryOptions() {
  return queryOptions({ queryKey: riderOrderKeys.list(), queryFn: ({ signal }) => getRiderOrders({ signal }) });
}

/** The rider's open jobs, earliest pickup first (the server sorts). `refetchInterval` is the live stream's fallback. */
export function useRiderOrders({
  enabled = true,
  refetchInterval,
}: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  return useQuery({ ...getRiderOrdersQueryOptions(), enabled, refetchInterval });
}
