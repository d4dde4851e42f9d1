import { contract, type Checkout, type EndpointResponse, type RatingBody } from '@washday/core';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { bookingKeys } from './booking-keys';
import type { CheckoutResult } from '@/lib/provider-checkout';

// Rating a delivered order and tipping its rider (docs/decisions/0041-ratings-and-tips.md). A tip is paid through the
// same provider checkout as the order, but the server keeps it apart from the order's bill.

export type OrderRating = EndpointResponse<typeof contract.ratings.get>;

export const ratingKeys = {
  order: (orderId: string) => [...bookingKeys.all, 'rating', orderId] as const,
};

/** The customer's rating of the order, whether it can still change, and the tip given. */
export function useOrderRating(orderId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ratingKeys.order(orderId),
    queryFn: ({ signal }) => callEndpoint(contract.ratings.get, { params: { id: orderId }, signal }),
    enabled,
  });
}

export function saveRating(orderId: string, body: RatingBody) {
  return callEndpoint(contract.ratings.save, { params: { id: orderId }, body });
}

/** A provider order for the tip. */
export async function startTip(orderId: string, amount: number): Promise<Checkout> {
  const { checkout } = await callEndpoint(contract.tips.start, { params: { id: orderId }, body: { amount } });
  return checkout;
}

export function verifyTip(orderId: string, result: CheckoutResult) {
  return callEndpoint(contract.tips.verify, { params: { id: orderId }, body: result });
}
