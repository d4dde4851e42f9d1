import { contract, type EndpointBody } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { dispatchKeys } from './dispatch-keys';

export type AssignVendorInput = EndpointBody<typeof contract.adminOrders.assignVendor>;

export function assignVendor(body: AssignVendorInput) {
  return callEndpoint(contract.adminOrders.assignVendor, { body, authScope: 'admin' });
}

/** POST /api/admin/orders/assign-vendor; the server reads the vendor's own record, the rest is for the record. */
export function useAssignVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignVendor,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}
