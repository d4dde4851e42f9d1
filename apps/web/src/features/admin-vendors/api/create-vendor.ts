import { contract, type VendorInput } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminVendorKeys } from './admin-vendor-keys';

export function createVendor(body: VendorInput) {
  return callEndpoint(contract.adminVendors.create, { body, authScope: 'admin' });
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminVendorKeys.all }),
  });
}
