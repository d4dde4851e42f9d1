import { contract, type Checkout, type EndpointBody, type EndpointResponse } from '@washday/core';
import { callEndpoint } from '@/lib/api-endpoint';
import { CheckoutDeclinedError, openRazorpayCheckout } from '@/lib/razorpay-checkout';

// Paying a booking online (docs/decisions/0033-money.md): the server opens a provider order for exactly what is due,
// the provider's checkout takes the money, and the server counts it only once it has verified the checkout's signature.

export type CheckoutResult = EndpointBody<typeof contract.payments.verifyOnline>;
export type VerifiedPayment = EndpointResponse<typeof contract.payments.verifyOnline>;
export { CheckoutDeclinedError };

/** A provider order for what is due now. */
export async function startOnlinePayment(bookingId: string): Promise<Checkout> {
  const { checkout } = await callEndpoint(contract.payments.payOnline, { params: { id: bookingId } });
  return checkout;
}

/** Sends the checkout's result to be verified; answers the booking's money with the payment counted. */
export function verifyOnlinePayment(bookingId: string, result: CheckoutResult): Promise<VerifiedPayment> {
  return callEndpoint(contract.payments.verifyOnline, { params: { id: bookingId }, body: result });
}

/**
 * Razorpay's own checkout window: its result, or null when the customer closed it without paying. A declined payment
 * rejects with CheckoutDeclinedError.
 */
export function payWithRazorpay(checkout: Checkout): Promise<CheckoutResult | null> {
  return openRazorpayCheckout({
    key: checkout.key_id,
    order_id: checkout.order_id,
    amount: checkout.amount,
    currency: checkout.currency,
    name: checkout.name,
    description: checkout.description,
    prefill: checkout.prefill,
    theme: { color: '#0d8078' },
  });
}

/**
 * The local provider's test checkout (development and tests): pays or declines the order as a bank would, and answers
 * what Razorpay's handler would hand over. A decline rejects with CheckoutDeclinedError.
 */
export async function payWithLocalProvider(checkout: Checkout, outcome: 'pay' | 'fail'): Promise<CheckoutResult> {
  const answer = await callEndpoint(contract.dev.localCheckout, {
    params: { providerOrderId: checkout.order_id, outcome },
  });
  if (answer.outcome !== 'paid' || answer.razorpay_signature === null) throw new CheckoutDeclinedError('Payment failed');
  return {
    razorpay_order_id: answer.razorpay_order_id,
    razorpay_payment_id: answer.razorpay_payment_id,
    razorpay_signature: answer.razorpay_signature,
  };
}
