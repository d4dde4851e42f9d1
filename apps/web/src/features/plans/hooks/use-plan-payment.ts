import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProviderCheckout } from '@/hooks/use-provider-checkout';
import { toast } from '@/lib/toast';
import { planKeys, startPlanPayment, verifyPlanPayment } from '../api/plans-api';

/** Paying the plan's cycle that is due, through the same provider checkout as an order. */
export function usePlanPayment() {
  const { t } = useTranslation('plans');
  const queryClient = useQueryClient();
  return useProviderCheckout({
    open: startPlanPayment,
    verify: async (result) => {
      const answer = await verifyPlanPayment(result);
      queryClient.setQueryData(planKeys.mine, answer.subscription);
      toast.success(t('card.paid'));
    },
    // A refusal means the card is stale (paid already, plan ended): show the server's.
    onRefused: () => void queryClient.invalidateQueries({ queryKey: planKeys.mine }),
    text: {
      declined: t('card.declined'),
      unavailable: t('card.unavailable'),
      network: t('card.network'),
      failed: t('card.failed'),
    },
  });
}
export type PlanPayment = ReturnType<typeof usePlanPayment>;
