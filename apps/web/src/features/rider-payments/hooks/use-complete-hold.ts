import { formatRupeesIn } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { useRiderPayment } from '../api/get-rider-payment';

/**
 * Why the handover code cannot be asked yet on a started delivery: money is due (and operations did not allow paying
 * later), or what is due is still being checked. Null when the code step is open, and also when the payment could not
 * be loaded (offline): then the server decides, and its refusal (PAYMENT_DUE) is shown.
 */
export function useCompleteHold(orderId: string, { enabled }: { enabled: boolean }): string | null {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const payment = useRiderPayment(orderId, { enabled });
  if (!enabled) return null;
  if (!payment.data) return payment.isError ? null : t('collect.loading');
  const { due, collect_later } = payment.data.bill;
  return due > 0 && !collect_later ? t('collect.messages.moneyDue', { amount: formatRupeesIn(locale, due) }) : null;
}
