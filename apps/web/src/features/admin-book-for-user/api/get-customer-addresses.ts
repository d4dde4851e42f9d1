import { contract, type AddressRecord } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { bookForUserKeys } from './book-for-user-keys';

export async function getCustomerAddresses({
  customerId,
  signal,
}: {
  customerId: string;
  signal?: AbortSignal;
}): Promise<AddressRecord[]> {
  const { data } = await callEndpoint(contract.adminBookForUser.customerAddresses, {
    params: { id: customerId },
    signal,
    authScope: 'admin',
  });
  return data;
}

export function customerAddressesQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: bookForUserKeys.addresses(customerId),
    queryFn: ({ signal }) => getCustomerAddresses({ customerId, signal }),
  });
}

/** The chosen customer's saved addresses, default first; nothing to ask for a new customer. */
export function useCustomerAddresses(customerId: string | null) {
  return useQuery({ ...customerAddressesQueryOptions(customerId ?? ''), enabled: Boolean(customerId) });
}
