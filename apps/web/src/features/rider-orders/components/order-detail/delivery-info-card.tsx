import type { RiderOrder } from '@washday/core';
import { Check, Clock, Factory, MapPinned, Route, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { formatMinutes, formatVendorDistance } from '../../utils/order-edit-format';
import { processSteps } from '../../utils/order-edit-steps';
import { DetailCard } from './detail-card';
import { NavigateButton } from './navigate-button';

/** Where the items go (the assigned vendor) and the trip's four steps (rider-portal.md §2.4). */
export function DeliveryInfoCard({ order }: { order: RiderOrder }) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const vendor = order.assignedVendorDetails;
  return (
    <DetailCard title={t('delivery.title')} icon={<Truck className="h-5 w-5" />}>
      {vendor ? (
        <div className="rounded-2xl bg-slate-50 p-3.5 ring-1 ring-slate-100">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Factory className="h-4 w-4 text-brand-600" aria-hidden="true" />
            {t('delivery.vendor')}
          </p>
          <p translate="no" className="mt-1 text-[17px] font-bold text-ink">
            {vendor.name}
          </p>
          <p translate="no" className="text-sm text-slate-600">
            {vendor.address}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2">
            <div className="flex items-center gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200">
              <MapPinned className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
              <div>
                <dt className="text-[11px] font-medium text-slate-500">{t('delivery.distance')}</dt>
                <dd className="text-sm font-bold text-ink tabular-nums">
                  {formatVendorDistance(vendor.distance, { t, locale })}
                </dd>
              </div>
            </div>
            <div className="flex items-center gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200">
              <Clock className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
              <div>
                <dt className="text-[11px] font-medium text-slate-500">{t('delivery.estimatedTime')}</dt>
                <dd className="text-sm font-bold text-ink tabular-nums">{formatMinutes(vendor.estimatedTime, { t, locale })}</dd>
              </div>
            </div>
          </dl>
          <div className="mt-3">
            <NavigateButton label={t('delivery.navigate')} destination={vendor.coordinates ?? vendor.address} />
          </div>
        </div>
      ) : (
        <p className="rounded-2xl bg-amber-50 px-3.5 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-100">
          {t('delivery.noVendor')}
        </p>
      )}

      <h3 className="mt-4 flex items-center gap-2 text-sm font-bold text-ink">
        <Route className="h-4 w-4 text-brand-600" aria-hidden="true" />
        {t('delivery.process')}
      </h3>
      <ol className="mt-2 space-y-2" aria-label={t('delivery.processSteps')}>
        {processSteps(order, t).map((step, index) => (
          <li
            key={step.title}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={cn(
              'flex gap-3 rounded-2xl px-3 py-2.5',
              step.state === 'current' ? 'bg-brand-50 ring-1 ring-brand-200' : 'bg-transparent',
            )}
          >
            <span
              className={cn(
                'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                step.state === 'done' && 'bg-emerald-500 text-white',
                step.state === 'current' && 'bg-brand-600 text-white',
                step.state === 'upcoming' && 'bg-slate-100 text-slate-500',
              )}
            >
              {step.state === 'done' ? <Check className="h-4 w-4" aria-hidden="true" /> : index + 1}
              {step.state === 'done' ? <span className="sr-only">{t('delivery.done')}</span> : null}
            </span>
            <div className="min-w-0">
              <p className={cn('text-sm font-semibold', step.state === 'upcoming' ? 'text-slate-500' : 'text-ink')}>
                {step.title}
                {step.state === 'current' ? (
                  <span className="ml-2 text-xs font-bold text-brand-700">{t('delivery.now')}</span>
                ) : null}
              </p>
              <p className="text-[13px] text-slate-500">{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </DetailCard>
  );
}
