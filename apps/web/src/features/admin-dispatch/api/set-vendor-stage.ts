import { contract, type VendorStage } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { dispatchKeys } from './dispatch-keys';

export function setVendorStage({ orderId, stage }: { orderId: string; stage: VendorStage }) {
  return callEndpoint(contract.adminOrders.setStatus, { params: { id: orderId }, body: { status: stage }, authScope: 'admin' });
}

/** PUT /api/admin/bookings/:id/status with a vendor stage; the lifecycle on the server decides whether it may move. */
export function useSetVendorStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVendorStage,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}
