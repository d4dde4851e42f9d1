import type { Checkout } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { CheckoutUnavailableError } from '@/lib/razorpay-checkout';
import { bookingKeys } from '../api/booking-keys';
import {
  CheckoutDeclinedError,
  payWithLocalProvider,
  payWithRazorpay,
  startOnlinePayment,
  verifyOnlinePayment,
  type CheckoutResult,
} from '../api/pay-online';

/**
 * idle → starting (the server opens a provider order) → provider (Razorpay's window is open) or local (our test
 * checkout is open) → verifying (the server checks the signature) → idle, with the money refreshed or an error.
 */
export type PayStep = 'idle' | 'starting' | 'provider' | 'local' | 'verifying';

/** Paying one booking online: the steps, the open test checkout, and why the last try failed. */
export function usePayOnline(bookingId: string) {
  const { t } = useTranslation('bookings');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PayStep>('idle');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [localAction, setLocalAction] = useState<'pay' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const explain = useCallback(
    (failure: unknown): string => {
      if (failure instanceof CheckoutDeclinedError) return t('money.declined');
      if (failure instanceof CheckoutUnavailableError) return t('money.unavailable');
      if (failure instanceof ApiError && (failure.code === 'NETWORK_ERROR' || failure.code === 'TIMEOUT'))
        return t('money.network');
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.code !== 'INVALID_RESPONSE')
        return translateMessage(failure.message);
      return t('money.failed');
    },
    [t],
  );

  const fail = useCallback(
    (failure: unknown) => {
      if (!live.current) return;
      setCheckout(null);
      setLocalAction(null);
      setStep('idle');
      setError(explain(failure));
      // A refusal means our bill is stale (paid elsewhere, changed, cancelled): show the server's.
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500)
        void queryClient.invalidateQueries({ queryKey: bookingKeys.money(bookingId) });
    },
    [bookingId, explain, queryClient],
  );

  const verify = useCallback(
    async (result: CheckoutResult) => {
      setStep('verifying');
      const { bill, payments, refunds } = await verifyOnlinePayment(bookingId, result);
      queryClient.setQueryData(bookingKeys.money(bookingId), { success: true as const, bill, payments, refunds });
      // The booking's payment_status changed too. No toast of ours: the server's 'Payment Received' notification
      // arrives on the live stream and shows one.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
      if (!live.current) return;
      setCheckout(null);
      setLocalAction(null);
      setStep('idle');
    },
    [bookingId, queryClient],
  );

  /** 'Pay ₹X now': opens a provider order for what is due and its checkout. */
  const start = useCallback(async () => {
    if (step !== 'idle') return;
    setError(null);
    setStep('starting');
    try {
      const opened = await startOnlinePayment(bookingId);
      if (!live.current) return;
      if (opened.provider === 'local') {
        setCheckout(opened);
        setStep('local');
        return;
      }
      setStep('provider');
      const result = await payWithRazorpay(opened);
      if (result === null) {
        // Closed without paying: nothing to say.
        if (live.current) setStep('idle');
        return;
      }
      await verify(result);
    } catch (failure) {
      fail(failure);
    }
  }, [bookingId, fail, step, verify]);

  /** The test checkout's Pay or Decline (the local provider, in development and tests). */
  const settleLocal = useCallback(
    async (outcome: 'pay' | 'fail') => {
      if (!checkout || localAction) return;
      setLocalAction(outcome);
      try {
        await verify(await payWithLocalProvider(checkout, outcome));
      } catch (failure) {
        fail(failure);
      }
    },
    [checkout, fail, localAction, verify],
  );

  /** Closing the test checkout without choosing leaves the order unpaid, as closing Razorpay's window does. */
  const closeLocal = useCallback(() => {
    if (localAction) return;
    setCheckout(null);
    setStep('idle');
  }, [localAction]);

  return { step, checkout, localAction, error, start, settleLocal, closeLocal };
}

export type PayOnline = ReturnType<typeof usePayOnline>;
