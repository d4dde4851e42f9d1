import { contract, type VendorInput } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminVendorKeys } from './admin-vendor-keys';

export function updateVendor({ id, body }: { id: string; body: VendorInput }) {
  return callEndpoint(contract.adminVendors.update, { params: { id }, body, authScope: 'admin' });
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminVendorKeys.all }),
  });
}
