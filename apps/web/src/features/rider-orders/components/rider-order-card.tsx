import { formatIndianMobile, type Rider, type RiderOrder } from '@washday/core';
import { ArrowDownToLine, ArrowUpFromLine, Clock, MapPin, PencilLine, Phone, User, Wallet, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconDetailRow } from '@/components/icon-detail-row';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import {
  addressExtras,
  formatTripSlot,
  riderStatusMeta,
  slotFieldLabel,
  telHref,
  tripLabel,
  type Tone,
} from '../utils/rider-order-format';
import { OrderActionButtons } from './order-action-buttons';

const TONES: Record<Tone, string> = {
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function RiderOrderStatusBadge({
  order,
  className,
}: {
  order: Pick<RiderOrder, 'riderStatus' | 'tripType'>;
  className?: string;
}) {
  const { t } = useTranslation('rider');
  const { label, tone } = riderStatusMeta(order, t);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-bold ring-1',
        TONES[tone],
        className,
      )}
    >
      {label}
    </span>
  );
}

export interface RiderOrderCardProps {
  order: RiderOrder;
  rider: Rider | null | undefined;
  /** The list could not be refreshed: the card is shown dimmed as last loaded. */
  outdated?: boolean;
}

/** One job on the dashboard: which trip, who, where, when, and the next step (rider-portal.md §2.3). */
export function RiderOrderCard({ order, rider, outdated = false }: RiderOrderCardProps) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const delivery = order.tripType === 'delivery';
  const extras = addressExtras(order, t);
  const TripIcon = delivery ? ArrowDownToLine : ArrowUpFromLine;
  // A started delivery not paid yet: the money is collected on the order page, before the handover code.
  const collectFirst = delivery && order.riderStatus === 'picked_up' && order.payment_status === 'pending';

  return (
    <article
      aria-label={t('card.label', { id: order.custom_order_id })}
      className={cn(
        'overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5 transition-opacity',
        outdated && 'opacity-60 saturate-50',
      )}
    >
      <header className="flex items-start justify-between gap-3 px-4 pt-4 pb-3">
        <div className="min-w-0">
          <p
            className={cn(
              'inline-flex items-center gap-1.5 text-[13px] font-bold',
              delivery ? 'text-violet-700' : 'text-brand-700',
            )}
          >
            <TripIcon className="h-4 w-4" aria-hidden="true" />
            {tripLabel(order, t)}
          </p>
          <h3 translate="no" className="mt-0.5 truncate text-lg font-extrabold tracking-tight text-ink tabular-nums">
            {order.custom_order_id}
          </h3>
          <p
            className={cn(
              'mt-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
              order.type === 'Quick Pickup'
                ? 'bg-amber-50 text-amber-800 ring-amber-200'
                : 'bg-slate-50 text-slate-600 ring-slate-200',
            )}
          >
            {order.type === 'Quick Pickup' ? <Zap className="h-3 w-3" aria-hidden="true" /> : null}
            {order.type === 'Quick Pickup' ? t('card.quickPickup') : t('card.regular')}
          </p>
        </div>
        <RiderOrderStatusBadge order={order} />
      </header>

      <dl className="grid gap-3 border-t border-slate-100 px-4 py-4">
        <IconDetailRow icon={<User className="h-4 w-4" aria-hidden="true" />} label={t('card.customer')}>
          <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
            <span translate="no" className="min-w-0 wrap-anywhere">
              {order.customerName}
            </span>
            <a
              href={telHref(order.customerPhone)}
              aria-label={t('card.call', { name: order.customerName, phone: formatIndianMobile(order.customerPhone) })}
              className="inline-flex h-12 items-center gap-1.5 rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 tabular-nums hover:bg-brand-100"
            >
              <Phone className="h-4 w-4" aria-hidden="true" />
              {formatIndianMobile(order.customerPhone)}
            </a>
          </span>
        </IconDetailRow>
        <IconDetailRow icon={<MapPin className="h-4 w-4" aria-hidden="true" />} label={t('card.address')}>
          {order.address ? (
            <span translate="no" className="block font-normal text-slate-700">
              {order.address}
            </span>
          ) : (
            <span className="block font-normal text-slate-700">{t('card.noAddress')}</span>
          )}
          {extras ? <span className="mt-0.5 block text-[13px] font-semibold text-slate-600">{extras}</span> : null}
        </IconDetailRow>
        <IconDetailRow icon={<Clock className="h-4 w-4" aria-hidden="true" />} label={slotFieldLabel(order, t)}>
          {formatTripSlot(order, { t, locale })}
        </IconDetailRow>
      </dl>

      <footer className="grid gap-2 border-t border-slate-100 bg-slate-50/60 px-4 py-3.5">
        {collectFirst ? (
          <Link to={`/rider/orders/${order._id}`} className={cn(buttonClasses({ size: 'lg' }), 'w-full')}>
            <Wallet className="h-5 w-5" aria-hidden="true" />
            {t('collect.cardAction')}
          </Link>
        ) : (
          <>
            <OrderActionButtons order={order} rider={rider} />
            <Link to={`/rider/orders/${order._id}`} className={cn(buttonClasses({ variant: 'secondary', size: 'lg' }), 'w-full')}>
              <PencilLine className="h-4 w-4" aria-hidden="true" />
              {t('card.editOrder')}
            </Link>
          </>
        )}
      </footer>
    </article>
  );
}
