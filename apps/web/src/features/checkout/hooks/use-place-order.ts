import type { Booking, CreateBookingBody } from '@washday/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dialogToastOptions } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCreateBooking } from '../api/create-booking';
import { pendingOrdersStore } from '../stores/pending-orders-store';
import { clearCheckoutState } from '../utils/checkout-state-storage';
import { CHECKOUT_MESSAGES, CHECKOUT_TOASTS, checkoutFailureToast, type CheckoutToast } from '../utils/checkout-validation';
import { newIdempotencyKey } from '../utils/idempotency-key';

export type PlaceOrderResult =
  | { status: 'placed'; booking: Booking }
  /** Kept on the device; it is sent when the connection returns. */
  | { status: 'queued' }
  | { status: 'sign-in' }
  /** `error` says which field, if any, the server refused. */
  | { status: 'error'; message: string; error: unknown }
  | { status: 'busy' };

function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500) return CHECKOUT_MESSAGES.orderFailed;
    return error.message || CHECKOUT_MESSAGES.orderFailed;
  }
  return CHECKOUT_MESSAGES.unexpected;
}

const CHECKOUT_TOAST_ID = 'checkout-failed';
/** The toasts that open the sign-in dialog with them. */
const asksToSignIn = (kind: CheckoutToast) => kind === 'signIn' || kind === 'sessionEnded';

/**
 * The spec's toast for a failed Place Order, in the interface language; a newer one replaces it. One asking to sign
 * in shows over the sign-in dialog: on phones at the top, clear of the dialog's buttons.
 */
function showCheckoutToast(kind: CheckoutToast) {
  const { title, message } = CHECKOUT_TOASTS[kind];
  toast.error(translateMessage(title), {
    id: CHECKOUT_TOAST_ID,
    description: translateMessage(message),
    ...(asksToSignIn(kind) ? dialogToastOptions() : {}),
  });
}

/**
 * Sends the order once per attempt. Each attempt has its own Idempotency-Key; trying the same order
 * again (after a failure) reuses it, a changed order gets a new one. Without a connection the order is
 * queued on the device instead of being lost.
 */
export function usePlaceOrder({ userId, onPlaced }: { userId: string | null; onPlaced: (booking: Booking) => void }) {
  const attempt = useRef<{ key: string; json: string } | null>(null);
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const { mutateAsync } = useCreateBooking();

  // A toast asking to sign in goes once the customer has: it has done its job.
  const signInToastShown = useRef(false);
  const showToast = useCallback((kind: CheckoutToast) => {
    signInToastShown.current = asksToSignIn(kind);
    showCheckoutToast(kind);
  }, []);
  useEffect(() => {
    if (!userId || !signInToastShown.current) return;
    signInToastShown.current = false;
    toast.dismiss(CHECKOUT_TOAST_ID);
  }, [userId]);
  /** 'Login Required': a guest pressed Place Order (the form asks them to sign in). */
  const askToSignIn = useCallback(() => showToast('signIn'), [showToast]);

  const placeOrder = useCallback(
    async (body: CreateBookingBody): Promise<PlaceOrderResult> => {
      if (inFlight.current) return { status: 'busy' };
      if (!userId) return { status: 'sign-in' };
      const json = JSON.stringify(body);
      if (!attempt.current || attempt.current.json !== json) attempt.current = { key: newIdempotencyKey(), json };
      const idempotencyKey = attempt.current.key;

      const queue = (): PlaceOrderResult => {
        pendingOrdersStore.add({ idempotencyKey, body, createdAt: new Date().toISOString(), userId });
        attempt.current = null;
        return { status: 'queued' };
      };

      if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();

      inFlight.current = true;
      setPlacing(true);
      try {
        const { booking } = await mutateAsync({ body, idempotencyKey });
        attempt.current = null;
        clearCheckoutState();
        onPlaced(booking);
        return { status: 'placed', booking };
      } catch (error) {
        // No answer at all (offline, or the request timed out): the order may or may not have arrived,
        // so it is kept with the same key; sending it again cannot book it twice.
        if (error instanceof ApiError && error.status === 0) return queue();
        const kind = checkoutFailureToast(error);
        showToast(kind);
        if (kind === 'sessionEnded') return { status: 'sign-in' };
        return { status: 'error', message: orderErrorMessage(error), error };
      } finally {
        inFlight.current = false;
        setPlacing(false);
      }
    },
    [mutateAsync, onPlaced, showToast, userId],
  );

  return { placeOrder, placing, askToSignIn };
}
