import type { RiderOrder } from '@washday/core';
import { ArrowLeft } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { isQuickPickup, riderStatusLabel, tripLabel } from '../../utils/order-edit-format';
import { RIDER_DASHBOARD_PATH } from './order-detail-states';

const STATUS_STYLES: Record<string, string> = {
  assigned: 'bg-amber-50 text-amber-800 ring-amber-200',
  accepted: 'bg-sky-50 text-sky-800 ring-sky-200',
  picked_up: 'bg-violet-50 text-violet-800 ring-violet-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

export function RiderStatusPill({ status }: { status: string }) {
  const { t } = useTranslation('rider');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold ring-1',
        STATUS_STYLES[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      <span className="sr-only">{t('detail.riderStatus')}</span>
      {riderStatusLabel(status, t)}
    </span>
  );
}

/** Back to the dashboard, the order number, the trip and the rider status (rider-portal.md §2.4). */
export function OrderDetailHeader({ order }: { order: RiderOrder }) {
  const { t } = useTranslation('rider');
  const quick = isQuickPickup(order);
  return (
    <header className="flex items-start gap-3">
      <Link
        to={RIDER_DASHBOARD_PATH}
        aria-label={t('detail.backToDashboard')}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white text-ink shadow-soft ring-1 ring-slate-900/5 transition hover:bg-slate-50 active:bg-slate-100"
      >
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{tripLabel(order.tripType, t)}</p>
        <h1 className="truncate text-xl font-extrabold tracking-tight text-ink tabular-nums sm:text-2xl">
          <Trans
            t={t}
            i18nKey="detail.title"
            values={{ id: order.custom_order_id }}
            components={{ 1: <span translate="no" /> }}
          />
        </h1>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <RiderStatusPill status={order.riderStatus} />
          {quick ? (
            <span className="inline-flex items-center rounded-full bg-orange-50 px-2.5 py-1 text-xs font-bold text-orange-800 ring-1 ring-orange-200">
              {t('detail.quickPickup')}
            </span>
          ) : null}
        </div>
      </div>
    </header>
  );
}
