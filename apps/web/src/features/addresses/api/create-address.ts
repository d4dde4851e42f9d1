import type { AddressInput, AddressRecord } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADDRESSES_QUERY_KEY, addressResponseSchema } from './get-addresses';

/** Saves a new address. The server re-checks the service area (422) and refuses duplicates (409). */
export async function createAddress(input: AddressInput): Promise<AddressRecord> {
  const { data } = await api.post('/api/addresses', input, { schema: addressResponseSchema });
  return data;
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
