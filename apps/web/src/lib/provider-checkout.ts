import { contract, type Checkout } from '@washday/core';
import { callEndpoint } from '@/lib/api-endpoint';
import { CheckoutDeclinedError, openRazorpayCheckout, type RazorpayCheckoutResult } from '@/lib/razorpay-checkout';

// The provider's checkout for anything the customer pays online (an order, a tip, a plan's cycle): the server opens a
// provider order, one of these takes the money, and the server counts it once it has verified the signature.

export type CheckoutResult = RazorpayCheckoutResult;
export { CheckoutDeclinedError };

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
