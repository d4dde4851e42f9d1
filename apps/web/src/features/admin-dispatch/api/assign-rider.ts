import { contract, type EndpointBody } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { dispatchKeys } from './dispatch-keys';

export type AssignRiderInput = EndpointBody<typeof contract.adminOrders.assign>;

export function assignRider(body: AssignRiderInput) {
  return callEndpoint(contract.adminOrders.assign, { body, authScope: 'admin' });
}

/**
 * POST /api/admin/orders/assign. Whatever the answer, the board and the dialog are read again: after a win they
 * show the new rider, after a refusal (another admin was quicker) they show who has the trip.
 */
export function useAssignRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRider,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}
