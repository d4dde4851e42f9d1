import { useTranslation } from 'react-i18next';
import { TestCheckoutDialog } from '@/components/test-checkout-dialog';
import type { PayOnline } from '../hooks/use-pay-online';

/** The local provider's checkout for an order's payment or its rider's tip, in My Bookings' words. */
export function LocalCheckoutDialog({
  orderId,
  pay,
}: {
  orderId: string;
  pay: Pick<PayOnline, 'checkout' | 'localAction' | 'settleLocal' | 'closeLocal'>;
}) {
  const { t } = useTranslation('bookings');
  return (
    <TestCheckoutDialog
      pay={pay}
      subject={orderId}
      text={{
        title: t('money.testCheckout.title'),
        description: t('money.testCheckout.description'),
        subjectLabel: t('money.testCheckout.order'),
        amountLabel: t('money.testCheckout.amount'),
        pay: (amount) => t('money.testCheckout.pay', { amount }),
        paying: t('money.testCheckout.paying'),
        decline: t('money.testCheckout.decline'),
        declining: t('money.testCheckout.declining'),
      }}
    />
  );
}
