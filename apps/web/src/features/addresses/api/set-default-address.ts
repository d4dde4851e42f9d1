import { contract, type AddressRecord } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

export async function setDefaultAddress(id: string): Promise<AddressRecord> {
  const { data } = await callEndpoint(contract.addresses.setDefault, { params: { id } });
  return data;
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
