import type { VendorOrder } from '@washday/core';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const STAGE_TONE = {
  none: 'bg-sky-50 text-sky-800 ring-sky-200',
  received: 'bg-violet-50 text-violet-800 ring-violet-200',
  processing: 'bg-amber-50 text-amber-900 ring-amber-200',
  ready: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
} as const;

const chip = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** Where the order is: on the way (collected or not), or its stage at the laundry. */
export function StageChip({ order }: { order: Pick<VendorOrder, 'vendorStage' | 'pickup'> }) {
  const { t } = useTranslation('vendor');
  const label = order.vendorStage
    ? t(`order.stage.${order.vendorStage}`)
    : order.pickup.status === 'completed'
      ? t('order.onTheWay')
      : t('order.notCollected');
  return <span className={cn(chip, STAGE_TONE[order.vendorStage ?? 'none'])}>{label}</span>;
}

export function RackChip({ rack }: { rack: string | null }) {
  const { t } = useTranslation('vendor');
  if (!rack) return null;
  return (
    <span className={cn(chip, 'bg-slate-900 font-mono text-white ring-slate-900')} aria-label={`${t('order.rack')} ${rack}`}>
      <MapPin className="h-3 w-3" aria-hidden="true" />
      {rack}
    </span>
  );
}
