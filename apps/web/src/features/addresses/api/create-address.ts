import { contract, type AddressInput, type AddressRecord } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

/** Saves a new address. The server re-checks the service area (422) and refuses duplicates (409). */
export async function createAddress(input: AddressInput): Promise<AddressRecord> {
  const { data } = await callEndpoint(contract.addresses.create, { body: input });
  return data;
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
