import type { Checkout } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { CheckoutUnavailableError } from '@/lib/razorpay-checkout';
import { toast } from '@/lib/toast';
import { formatRupeesIn } from '@washday/core';
import { useLocale } from '@/hooks/use-locale';
import { CheckoutDeclinedError, payWithLocalProvider, payWithRazorpay, type CheckoutResult } from '../api/pay-online';
import { ratingKeys, startTip, verifyTip } from '../api/ratings';
import type { PayStep } from './use-pay-online';

/** Paying a tip for the order's rider: the same steps and test checkout as paying the order (use-pay-online.ts). */
export function useTipPayment(orderId: string, onPaid?: () => void) {
  const { t } = useTranslation(['ratings', 'bookings']);
  const locale = useLocale();
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

  const fail = useCallback(
    (failure: unknown) => {
      if (!live.current) return;
      setCheckout(null);
      setLocalAction(null);
      setStep('idle');
      let message: string = t('bookings:money.failed');
      if (failure instanceof CheckoutDeclinedError) message = t('bookings:money.declined');
      else if (failure instanceof CheckoutUnavailableError) message = t('bookings:money.unavailable');
      else if (failure instanceof ApiError && (failure.code === 'NETWORK_ERROR' || failure.code === 'TIMEOUT'))
        message = t('bookings:money.network');
      else if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500)
        message = translateMessage(failure.message);
      setError(message);
    },
    [t],
  );

  const verify = useCallback(
    async (result: CheckoutResult) => {
      setStep('verifying');
      const { tip } = await verifyTip(orderId, result);
      void queryClient.invalidateQueries({ queryKey: ratingKeys.order(orderId) });
      toast.success(t('ratings:sheet.tipSent', { amount: formatRupeesIn(locale, tip.amount) }));
      if (!live.current) return;
      setCheckout(null);
      setLocalAction(null);
      setStep('idle');
      onPaid?.();
    },
    [locale, onPaid, orderId, queryClient, t],
  );

  const start = useCallback(
    async (amount: number) => {
      if (step !== 'idle') return;
      setError(null);
      setStep('starting');
      try {
        const opened = await startTip(orderId, amount);
        if (!live.current) return;
        if (opened.provider === 'local') {
          setCheckout(opened);
          setStep('local');
          return;
        }
        setStep('provider');
        const result = await payWithRazorpay(opened);
        if (result === null) {
          if (live.current) setStep('idle');
          return;
        }
        await verify(result);
      } catch (failure) {
        fail(failure);
      }
    },
    [fail, orderId, step, verify],
  );

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

  const closeLocal = useCallback(() => {
    if (localAction) return;
    setCheckout(null);
    setStep('idle');
  }, [localAction]);

  return { step, checkout, localAction, error, start, settleLocal, closeLocal };
}
