import type { VendorOrder, VendorStage } from '@washday/core';
import { BadgeCheck, PackageCheck, WashingMachine, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { describeError } from '@/lib/request-errors';
import { useSetVendorStage } from '../api/vendor-orders';
import { nextStage } from './vendor-order-format';

// Icons the customer's screens do not use, so no shared chunk grows on the customer's first load (.size-limit.cjs).
const ICONS: Record<VendorStage, LucideIcon> = { received: PackageCheck, processing: WashingMachine, ready: BadgeCheck };

/** The order's next stage as one large button (a tablet at the counter), or why there is none yet. */
export function StageButton({ order, className }: { order: VendorOrder; className?: string }) {
  const { t } = useTranslation('vendor');
  const move = useSetVendorStage();
  const stage = nextStage(order);
  if (!stage) {
    return (
      <p className="rounded-xl bg-slate-50 px-3 py-2.5 text-sm text-slate-500 ring-1 ring-slate-200/70">
        {order.vendorStage === 'ready' ? t('order.waitingForDelivery') : t('order.waitingForRider')}
      </p>
    );
  }
  const Icon = ICONS[stage];
  return (
    <Button
      size="lg"
      className={className}
      disabled={move.isPending}
      onClick={(event) => {
        event.stopPropagation();
        move.mutate(
          { id: order.id, stage },
          {
            onSuccess: () => toast.success(`${order.orderNumber}: ${t(`order.stage.${stage}`)}`),
            onError: (error) => toast.error(describeError(error, 'Could not update the order')),
          },
        );
      }}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
      {move.isPending ? t('order.moving') : t(`order.actions.${stage}`)}
    </Button>
  );
}
