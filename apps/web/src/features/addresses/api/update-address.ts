import { contract, type AddressInput, type AddressRecord } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

export interface UpdateAddressVariables {
  id: string;
  input: AddressInput;
}

export async function updateAddress({ id, input }: UpdateAddressVariables): Promise<AddressRecord> {
  const { data } = await callEndpoint(contract.addresses.update, { params: { id }, body: input });
  return data;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
