import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProviderCheckout, type CheckoutStep } from '@/hooks/use-provider-checkout';
import { bookingKeys } from '../api/booking-keys';
import { startOnlinePayment, verifyOnlinePayment } from '../api/pay-online';

export type PayStep = CheckoutStep;

/** Paying one booking online: 'Pay ₹X now' opens a provider order for what is due and its checkout. */
export function usePayOnline(bookingId: string) {
  const { t } = useTranslation('bookings');
  const queryClient = useQueryClient();
  return useProviderCheckout({
    open: () => startOnlinePayment(bookingId),
    verify: async (result) => {
      const { bill, payments, refunds } = await verifyOnlinePayment(bookingId, result);
      queryClient.setQueryData(bookingKeys.money(bookingId), { success: true as const, bill, payments, refunds });
      // The booking's payment_status changed too. No toast of ours: the server's 'Payment Received' notification
      // arrives on the live stream and shows one.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
    },
    // A refusal means our bill is stale (paid elsewhere, changed, cancelled): show the server's.
    onRefused: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.money(bookingId) }),
    text: {
      declined: t('money.declined'),
      unavailable: t('money.unavailable'),
      network: t('money.network'),
      failed: t('money.failed'),
    },
  });
}

export type PayOnline = ReturnType<typeof usePayOnline>;
