import { contract, type Checkout } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callEndpoint } from '@/lib/api-endpoint';
import { CheckoutDeclinedError, openRazorpayCheckout } from '@/lib/razorpay-checkout';
import { planKeys, startPlanPayment, verifyPlanPayment, type PlanCheckoutResult } from '../api/plans-api';

/**
 * Paying the plan's cycle that is due: the server opens a provider order, Razorpay's window (or the local test
 * checkout in development) takes the money, and the server counts it once it has verified the signature.
 */
export function usePlanPayment() {
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [busy, setBusy] = useState<'starting' | 'pay' | 'fail' | 'verifying' | null>(null);
  const [outcome, setOutcome] = useState<'paid' | 'declined' | 'failed' | null>(null);

  const verify = useCallback(
    async (result: PlanCheckoutResult) => {
      setBusy('verifying');
      const answer = await verifyPlanPayment(result);
      queryClient.setQueryData(planKeys.mine, answer.subscription);
      setOutcome('paid');
    },
    [queryClient],
  );

  const finish = useCallback((error: unknown) => {
    setOutcome(error instanceof CheckoutDeclinedError ? 'declined' : 'failed');
  }, []);

  const start = useCallback(async () => {
    setOutcome(null);
    setBusy('starting');
    try {
      const opened = await startPlanPayment();
      if (opened.provider === 'local') {
        setCheckout(opened);
        return;
      }
      const result = await openRazorpayCheckout({
        key: opened.key_id,
        order_id: opened.order_id,
        amount: opened.amount,
        currency: opened.currency,
        name: opened.name,
        description: opened.description,
        prefill: opened.prefill,
        theme: { color: '#0d8078' },
      });
      if (result) await verify(result);
    } catch (error) {
      finish(error);
    } finally {
      setBusy((b) => (b === 'starting' || b === 'verifying' ? null : b));
    }
  }, [finish, verify]);

  /** The local provider's test checkout: pay, or have the bank decline. */
  const settleLocal = useCallback(
    async (action: 'pay' | 'fail') => {
      if (!checkout) return;
      setBusy(action);
      try {
        const answer = await callEndpoint(contract.dev.localCheckout, {
          params: { providerOrderId: checkout.order_id, outcome: action },
        });
        if (answer.outcome !== 'paid' || answer.razorpay_signature === null) throw new CheckoutDeclinedError('Payment failed');
        await verify({
          razorpay_order_id: answer.razorpay_order_id,
          razorpay_payment_id: answer.razorpay_payment_id,
          razorpay_signature: answer.razorpay_signature,
        });
      } catch (error) {
        finish(error);
      } finally {
        setCheckout(null);
        setBusy(null);
      }
    },
    [checkout, finish, verify],
  );

  return { start, checkout, busy, outcome, settleLocal, closeLocal: () => setCheckout(null) };
}
export type PlanPayment = ReturnType<typeof usePlanPayment>;
