import { contract, type EndpointResponse } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

export function deleteAddress(id: string): Promise<EndpointResponse<typeof contract.addresses.remove>> {
  return callEndpoint(contract.addresses.remove, { params: { id } });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
