import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

export const deleteAddressResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export function deleteAddress(id: string): Promise<z.infer<typeof deleteAddressResponseSchema>> {
  return api.delete(`/api/addresses/${encodeURIComponent(id)}`, { schema: deleteAddressResponseSchema });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
