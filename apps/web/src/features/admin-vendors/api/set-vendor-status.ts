import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminVendorKeys } from './admin-vendor-keys';

export function setVendorStatus({ id, isActive }: { id: string; isActive: boolean }) {
  return callEndpoint(contract.adminVendors.setStatus, { params: { id }, body: { isActive }, authScope: 'admin' });
}

/** Deactivate or reactivate; the lists are re-asked whatever the answer (another admin may have done it first). */
export function useSetVendorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVendorStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminVendorKeys.all }),
  });
}
