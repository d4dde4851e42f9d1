import type { AddressRecord } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADDRESSES_QUERY_KEY, addressResponseSchema } from './get-addresses';

export async function setDefaultAddress(id: string): Promise<AddressRecord> {
  const { data } = await api.patch(`/api/addresses/${encodeURIComponent(id)}/set-default`, undefined, {
    schema: addressResponseSchema,
  });
  return data;
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
