import { contract, type EndpointResponse } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { dispatchKeys } from './dispatch-keys';

export type OrderVendorsAnswer = EndpointResponse<typeof contract.dispatch.vendors>;

export function getOrderVendors(orderId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.dispatch.vendors, { query: { orderId }, signal, authScope: 'admin' });
}

export function getOrderVendorsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: dispatchKeys.vendors(orderId),
    queryFn: ({ signal }) => getOrderVendors(orderId, { signal }),
    staleTime: 0,
  });
}

/** The vendors that handle the order's services, nearest first (the server filters and sorts). */
export function useOrderVendors(orderId: string) {
  return useQuery(getOrderVendorsQueryOptions(orderId));
}
