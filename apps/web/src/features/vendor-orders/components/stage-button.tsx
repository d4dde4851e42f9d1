import { VENDOR_STAFF_MESSAGES, type VendorOrder, type VendorStage } from '@washday/core';
import { BadgeCheck, PackageCheck, WashingMachine, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useSetVendorStage } from '../api/vendor-orders';
import { vendorErrorMessage, vendorMessage } from '../utils/vendor-messages';
import { nextStage } from './vendor-order-format';

// Icons the customer's screens do not use, so no shared chunk grows on the customer's first load (.size-limit.cjs).
const ICONS: Record<VendorStage, LucideIcon> = { received: PackageCheck, processing: WashingMachine, ready: BadgeCheck };

type Said = { tone: 'done' | 'note' | 'refused'; text: string };
const TONES: Record<Said['tone'], string> = {
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  note: 'bg-amber-50 text-amber-900 ring-amber-200',
  refused: 'bg-red-50 text-red-700 ring-red-200',
};

/**
 * The order's next stage as one large button (a tablet at the counter), or why there is none yet. What the server
 * says stays under it: a refusal (tags not packed, the customer not answered yet) or what the move flagged (tags
 * missing at intake).
 */
export function StageButton({ order, className }: { order: VendorOrder; className?: string }) {
  const { t } = useTranslation('vendor');
  const move = useSetVendorStage();
  const [said, setSaid] = useState<Said | null>(null);
  const stage = nextStage(order);
  const message = said ? (
    <p
      role={said.tone === 'refused' ? 'alert' : 'status'}
      className={cn('mt-2 rounded-2xl px-3 py-2.5 text-sm font-semibold ring-1', TONES[said.tone])}
    >
      {said.text}
    </p>
  ) : null;
  if (!stage) {
    return (
      <div className={className}>
        <p className="rounded-xl bg-slate-50 px-3 py-2.5 text-sm text-slate-500 ring-1 ring-slate-200/70">
          {order.vendorStage === 'ready' ? t('order.waitingForDelivery') : t('order.waitingForRider')}
        </p>
        {message}
      </div>
    );
  }
  const Icon = ICONS[stage];
  return (
    <div className={className}>
      <Button
        size="lg"
        className="w-full"
        disabled={move.isPending}
        onClick={(event) => {
          event.stopPropagation();
          setSaid(null);
          move.mutate(
            { id: order.id, stage },
            {
              onSuccess: (answer) => {
                const plain = answer.message === VENDOR_STAFF_MESSAGES.stageSet(order.orderNumber, stage);
                const text = vendorMessage(answer.message, t);
                setSaid({ tone: plain ? 'done' : 'note', text });
                if (plain) toast.success(`${order.orderNumber}: ${t(`order.stage.${stage}`)}`);
                else toast.warning(text);
              },
              onError: (error) => {
                const text = vendorErrorMessage(error, t, t('order.moveFailed'));
                setSaid({ tone: 'refused', text });
                toast.error(text);
              },
            },
          );
        }}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
        {move.isPending ? t('order.moving') : t(`order.actions.${stage}`)}
      </Button>
      {message}
    </div>
  );
}
