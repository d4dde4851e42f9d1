import { contract, type Checkout, type EndpointResponse } from '@washday/core';
import { callEndpoint } from '@/lib/api-endpoint';
import type { CheckoutResult } from '@/lib/provider-checkout';

// Paying a booking online (docs/decisions/0033-money.md): the server opens a provider order for exactly what is due,
// the provider's checkout (lib/provider-checkout.ts) takes the money, and the server counts it only once it has
// verified the checkout's signature.

export type VerifiedPayment = EndpointResponse<typeof contract.payments.verifyOnline>;

/** A provider order for what is due now. */
export async function startOnlinePayment(bookingId: string): Promise<Checkout> {
  const { checkout } = await callEndpoint(contract.payments.payOnline, { params: { id: bookingId } });
  return checkout;
}

/** Sends the checkout's result to be verified; answers the booking's money with the payment counted. */
export function verifyOnlinePayment(bookingId: string, result: CheckoutResult): Promise<VerifiedPayment> {
  return callEndpoint(contract.payments.verifyOnline, { params: { id: bookingId }, body: result });
}
