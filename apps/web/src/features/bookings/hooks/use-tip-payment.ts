import { formatRupeesIn } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { useProviderCheckout } from '@/hooks/use-provider-checkout';
import { toast } from '@/lib/toast';
import { ratingKeys, startTip, verifyTip } from '../api/ratings';

/** Paying a tip for the order's rider: the same steps and test checkout as paying the order. */
export function useTipPayment(orderId: string, onPaid?: () => void) {
  const { t } = useTranslation(['ratings', 'bookings']);
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useProviderCheckout({
    open: (amount: number) => startTip(orderId, amount),
    verify: async (result) => {
      const { tip } = await verifyTip(orderId, result);
      void queryClient.invalidateQueries({ queryKey: ratingKeys.order(orderId) });
      toast.success(t('ratings:sheet.tipSent', { amount: formatRupeesIn(locale, tip.amount) }));
    },
    onPaid,
    text: {
      declined: t('bookings:money.declined'),
      unavailable: t('bookings:money.unavailable'),
      network: t('bookings:money.network'),
      failed: t('bookings:money.failed'),
    },
  });
}
