import type { Checkout } from '@washday/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { CheckoutUnavailableError } from '@/lib/razorpay-checkout';
import { CheckoutDeclinedError, payWithLocalProvider, payWithRazorpay, type CheckoutResult } from '@/lib/provider-checkout';

/**
 * idle → starting (the server opens a provider order) → provider (Razorpay's window is open) or local (our test
 * checkout is open) → verifying (the server checks the signature) → idle, with what was paid counted or an error.
 */
export type CheckoutStep = 'idle' | 'starting' | 'provider' | 'local' | 'verifying';

/** What to say when a try fails, in the screen's own words. A refusal (4xx) says the server's message. */
export interface CheckoutFailureText {
  declined: string;
  unavailable: string;
  network: string;
  failed: string;
}

export interface ProviderCheckoutOptions<Args extends unknown[]> {
  /** Asks the server for a provider order (what is due, a tip's amount, a plan's cycle). */
  open: (...args: Args) => Promise<Checkout>;
  /** Sends the checkout's result to be verified and takes in the server's answer (caches, a toast). */
  verify: (result: CheckoutResult) => Promise<void>;
  text: CheckoutFailureText;
  /** The server refused (4xx): what the screen shows is stale (paid elsewhere, changed, cancelled). */
  onRefused?: () => void;
  /** After a verified payment, while the screen is still there. */
  onPaid?: () => void;
}

/** One online payment through the provider's checkout: the steps, the open test checkout, and why the last try failed. */
export function useProviderCheckout<Args extends unknown[]>(options: ProviderCheckoutOptions<Args>) {
  // The newest callbacks and words, for handlers that outlive a render (a checkout open across a language switch).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [step, setStep] = useState<CheckoutStep>('idle');
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

  const fail = useCallback((failure: unknown) => {
    if (!live.current) return;
    setCheckout(null);
    setLocalAction(null);
    setStep('idle');
    const { text, onRefused } = latest.current;
    const refused = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
    if (failure instanceof CheckoutDeclinedError) setError(text.declined);
    else if (failure instanceof CheckoutUnavailableError) setError(text.unavailable);
    else if (failure instanceof ApiError && (failure.code === 'NETWORK_ERROR' || failure.code === 'TIMEOUT'))
      setError(text.network);
    else if (refused && failure.code !== 'INVALID_RESPONSE') setError(translateMessage(failure.message));
    else setError(text.failed);
    if (refused) onRefused?.();
  }, []);

  const verify = useCallback(async (result: CheckoutResult) => {
    setStep('verifying');
    await latest.current.verify(result);
    if (!live.current) return;
    setCheckout(null);
    setLocalAction(null);
    setStep('idle');
    latest.current.onPaid?.();
  }, []);

  /** Opens a provider order and its checkout: Razorpay's window, or the test checkout for the local provider. */
  const start = useCallback(
    async (...args: Args) => {
      if (step !== 'idle') return;
      setError(null);
      setStep('starting');
      try {
        const opened = await latest.current.open(...args);
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
    },
    [fail, step, verify],
  );

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

  /** Closing the test checkout without choosing pays nothing, as closing Razorpay's window does. */
  const closeLocal = useCallback(() => {
    if (localAction) return;
    setCheckout(null);
    setStep('idle');
  }, [localAction]);

  return { step, checkout, localAction, error, start, settleLocal, closeLocal };
}

export type ProviderCheckout<Args extends unknown[] = []> = ReturnType<typeof useProviderCheckout<Args>>;
