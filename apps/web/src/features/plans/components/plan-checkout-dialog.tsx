import { useTranslation } from 'react-i18next';
import { TestCheckoutDialog } from '@/components/test-checkout-dialog';
import type { PlanPayment } from '../hooks/use-plan-payment';

/** The local provider's checkout for a plan's cycle (development and tests), in place of Razorpay's window. */
export function PlanCheckoutDialog({ pay, planName }: { pay: PlanPayment; planName: string | null }) {
  const { t } = useTranslation('plans');
  return (
    <TestCheckoutDialog
      pay={pay}
      subject={planName ?? pay.checkout?.description ?? ''}
      text={{
        title: t('checkout.title'),
        description: t('checkout.description'),
        subjectLabel: t('checkout.plan'),
        amountLabel: t('checkout.amount'),
        pay: (amount) => t('checkout.pay', { amount }),
        paying: t('checkout.paying'),
        decline: t('checkout.decline'),
        declining: t('checkout.declining'),
      }}
    />
  );
}
