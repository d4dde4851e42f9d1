import type { AddressInput, AddressRecord } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADDRESSES_QUERY_KEY, addressResponseSchema } from './get-addresses';

export interface UpdateAddressVariables {
  id: string;
  input: AddressInput;
}

export async function updateAddress({ id, input }: UpdateAddressVariables): Promise<AddressRecord> {
  const { data } = await api.put(`/api/addresses/${encodeURIComponent(id)}`, input, { schema: addressResponseSchema });
  return data;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
