import type { AddressRecord } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';

/** Customer-private: cleared with the session. */
export const ADDRESSES_QUERY_KEY = [...CUSTOMER_DATA_KEY, 'addresses'] as const;

/** The signed-in customer's saved addresses, default first. The spec reads them with a 10 s limit. */
export async function getAddresses({ signal }: { signal?: AbortSignal } = {}): Promise<AddressRecord[]> {
  const { callEndpoint, contract } = await loadEndpoints();
  const { data } = await callEndpoint(contract.addresses.list, { signal, timeoutMs: 10_000 });
  return data;
}

export function getAddressesQueryOptions() {
  return queryOptions({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: ({ signal }) => getAddresses({ signal }),
  });
}

/** `enabled` is false for guests: they have no server addresses. */
export function useAddresses(enabled: boolean) {
  return useQuery({ ...getAddressesQueryOptions(), enabled });
}
