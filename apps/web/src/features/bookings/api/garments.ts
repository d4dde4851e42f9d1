import { contract, type EndpointResponse } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { bookingKeys } from './booking-keys';

export type OrderGarments = EndpointResponse<typeof contract.customerGarments.list>;

// Under the bookings key: a live booking.updated or notification re-asks it with the rest of the order.
export const garmentKeys = {
  order: (orderId: string) => [...bookingKeys.all, 'garments', orderId] as const,
};

/** The order's tagged garments or bags, each with its scans and the laundry's inspection notes (decision 0034). */
export function useOrderGarments(orderId: string) {
  return useQuery({
    queryKey: garmentKeys.order(orderId),
    queryFn: ({ signal }) => callEndpoint(contract.customerGarments.list, { params: { orderId }, signal }),
  });
}

export interface InspectionDecisionInput {
  inspectionId: string;
  decision: 'approve' | 'decline';
}

/** Approve cleaning a garment the laundry asked about, or decline it; the list is re-asked either way. */
export function useDecideInspection(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inspectionId, decision }: InspectionDecisionInput) =>
      callEndpoint(contract.customerGarments.decide, { params: { orderId, inspectionId }, body: { decision } }),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: garmentKeys.order(orderId) }),
  });
}
