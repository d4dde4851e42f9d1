import { contract, type EndpointBody, type EndpointResponse } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { RIDER_LIST_TIMEOUT_MS, riderOrderKeys } from './rider-order-keys';

export type RiderOrderUpdateBody = EndpointBody<typeof contract.riderOrders.update>;
export type RiderOrderUpdateResult = EndpointResponse<typeof contract.riderOrders.update>;

/**
 * PUT /api/riders/orders/:orderId/update: send items for the customer's verification, save the approved ones
 * (requiresVerification false) or withdraw the pending request (verificationStatus 'cancelled'). 15 s, as every save.
 */
export function updateRiderOrder({
  orderId,
  body,
}: {
  orderId: string;
  body: RiderOrderUpdateBody;
}): Promise<RiderOrderUpdateResult> {
  return callEndpoint(contract.riderOrders.update, {
    params: { orderId },
    body,
    timeoutMs: RIDER_LIST_TIMEOUT_MS,
    authScope: 'rider',
  });
}

/** The answer carries the order as it now is. A refusal may mean the order moved on meanwhile: it is asked again. */
export function useUpdateRiderOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRiderOrder,
    // Offline, fail at once with the spec's message instead of pausing until the connection returns.
    networkMode: 'always',
    onSuccess: (result, { orderId }) => {
      queryClient.setQueryData(riderOrderKeys.detail(orderId), result.order);
      void queryClient.invalidateQueries({ queryKey: riderOrderKeys.list() });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: riderOrderKeys.all }),
  });
}
