import { contract, type EndpointBody } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { RIDER_LIST_TIMEOUT_MS, riderOrderKeys } from './rider-order-keys';

export type RiderOrderActionInput = EndpointBody<typeof contract.riderOrders.action>;

export function riderOrderAction(body: RiderOrderActionInput) {
  return callEndpoint(contract.riderOrders.action, { body, timeoutMs: RIDER_LIST_TIMEOUT_MS, authScope: 'rider' });
}

/** Accept, start or complete; the list and the order are re-asked from the server whatever the answer. */
export function useRiderOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: riderOrderAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: riderOrderKeys.all }),
  });
}
