import { BOOKING_MESSAGES, normalizeIndianMobile, validateSchedule } from '@washday/core';
import type { CheckoutFormState } from './checkout-form-state';

export const CHECKOUT_MESSAGES = {
  signInRequired: 'Please sign in to complete your booking',
  fixTheFollowing: 'Please fix the following:',
  orderFailed: 'Failed to place order. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  waitingToSend: "Your order is waiting to send — we'll place it as soon as you're back online",
  sending: 'Sending your order…',
} as const;

export interface CheckoutCheckInput {
  form: Pick<CheckoutFormState, 'pickupDate' | 'pickupTime' | 'deliveryDate' | 'deliveryTime' | 'phone'>;
  signedIn: boolean;
  addressId: string | null;
  /** Categories of the cart's services (dry-clean ones need 48 h). */
  categories: readonly string[];
  now: Date;
}

/**
 * Everything 'Place Order' checks, in the order the customer reads it (customer-app.md §5 Checkout).
 * A guest cannot have saved addresses yet, so for them the address line waits until they sign in.
 */
export function checkoutErrors({ form, signedIn, addressId, categories, now }: CheckoutCheckInput): string[] {
  const errors: string[] = [];
  if (!signedIn) errors.push(CHECKOUT_MESSAGES.signInRequired);
  else if (!addressId) errors.push(BOOKING_MESSAGES.addressRequired);

  const phone = form.phone.trim();
  if (!phone) errors.push(BOOKING_MESSAGES.phoneRequired);
  else if (!normalizeIndianMobile(phone)) errors.push(BOOKING_MESSAGES.phoneInvalid);

  // The same schedule rules the server applies, so a form that passes is a schedule it accepts.
  for (const error of validateSchedule(form, categories, now)) errors.push(error.message);
  return errors;
}
