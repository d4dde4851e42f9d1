import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { RIDER_DETAIL_TIMEOUT_MS, riderOrderKeys } from './rider-order-keys';

export function getRiderOrder(orderId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.riderOrders.get, {
    params: { orderId },
    signal,
    timeoutMs: RIDER_DETAIL_TIMEOUT_MS,
    authScope: 'rider',
  });
}

export function getRiderOrderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: riderOrderKeys.detail(orderId), queryFn: ({ signal }) => getRiderOrder(orderId, { signal }) });
}

/** One job with its items, the pending change proposal and the vendor. */
export function useRiderOrder(orderId: string, { refetchInterval }: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...getRiderOrderQueryOptions(orderId), refetchInterval });
}
