import { contract, type EndpointBody, type RiderOrder } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { RIDER_LIST_TIMEOUT_MS, riderOrderKeys } from './rider-order-keys';

export type RiderOrderActionInput = EndpointBody<typeof contract.riderOrders.action>;

export function riderOrderAction(body: RiderOrderActionInput) {
  return callEndpoint(contract.riderOrders.action, { body, timeoutMs: RIDER_LIST_TIMEOUT_MS, authScope: 'rider' });
}

/**
 * Accept, start or complete. The job as the server now has it replaces the cached one at once (a completed trip
 * leaves the list), then the list and the order are re-asked whatever the answer. The result does not wait for
 * that refresh: on a weak connection it could take long, and the map must open soon after the tap.
 */
export function useRiderOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: riderOrderAction,
    // Offline, fail at once with the spec's network message instead of pausing until the connection returns.
    networkMode: 'always',
    onSuccess: ({ order }) => {
      const same = (job: RiderOrder) => job._id === order._id && job.tripType === order.tripType;
      queryClient.setQueryData<RiderOrder[]>(riderOrderKeys.list(), (jobs) =>
        jobs?.flatMap((job) => (!same(job) ? [job] : order.riderStatus === 'completed' ? [] : [order])),
      );
      queryClient.setQueryData<RiderOrder>(riderOrderKeys.detail(order._id), order);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: riderOrderKeys.all });
    },
  });
}
