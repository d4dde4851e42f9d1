import { BOOKING_MESSAGES, normalizeIndianMobile, validateSchedule } from '@washday/core';
import { ApiError } from '@/lib/api-client';
import type { CheckoutFormState } from './checkout-form-state';

export const CHECKOUT_MESSAGES = {
  signInRequired: 'Please sign in to complete your booking',
  fixTheFollowing: 'Please fix the following:',
  orderFailed: 'Failed to place order. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  waitingToSend: "Your order is waiting to send — we'll place it as soon as you're back online",
  sending: 'Sending your order…',
} as const;

/** The spec's checkout toasts (customer-app.md §8, Checkout): a title and the sentence under it. */
export const CHECKOUT_TOASTS = {
  /** A guest pressed Place Order. */
  signIn: { title: 'Login Required', message: CHECKOUT_MESSAGES.signInRequired },
  /** The session ended on the server meanwhile (a 401): the customer is no longer known. */
  sessionEnded: { title: 'Authentication Issue', message: 'Please sign in again to place your order.' },
  /** The server's check of the order's fields refused it (VALIDATION_ERROR). */
  invalid: { title: 'Validation Error', message: 'There was an error checking your form. Please try again.' },
  /** The server refused the order for a reason the list below names (slot full, coupon, open bookings...). */
  refused: { title: 'Checkout Failed', message: 'Failed to process your order. Please try again.' },
  /** An answer the app could not read: trying again is safe, the same attempt books once. */
  unreadable: { title: 'Checkout Failed', message: 'Unable to process your order. Please try again.' },
  /** The server failed (5xx). */
  serverFailed: { title: 'Order Failed', message: CHECKOUT_MESSAGES.orderFailed },
  /** Anything else: a fault in the app. */
  unexpected: { title: 'Checkout Error', message: CHECKOUT_MESSAGES.unexpected },
} as const;

export type CheckoutToast = keyof typeof CHECKOUT_TOASTS;

/** Which toast says why placing the order failed. (No answer at all keeps the order on the device instead.) */
export function checkoutFailureToast(error: unknown): CheckoutToast {
  if (!(error instanceof ApiError)) return 'unexpected';
  if (error.status === 401) return 'sessionEnded';
  if (error.status >= 500) return 'serverFailed';
  if (error.status < 400) return 'unreadable';
  return error.body.error === 'VALIDATION_ERROR' ? 'invalid' : 'refused';
}

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
