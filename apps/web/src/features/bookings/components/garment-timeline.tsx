import type { CustomerGarment } from '@washday/core';
import { Check, Shirt, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import '@/locales/garments-strings';
import { useOrderGarments } from '../api/garments';
import { formatStepTime } from '../utils/order-timeline';
import { GarmentInspection } from './garment-inspection';

type Step = CustomerGarment['steps'][number];

const STEP_ICON = {
  ok: { icon: Check, className: 'bg-brand-500 text-white' },
  missing: { icon: X, className: 'bg-red-500 text-white' },
  unexpected: { icon: TriangleAlert, className: 'bg-amber-100 text-amber-900' },
} as const;

function GarmentStep({ step }: { step: Step }) {
  const { t } = useTranslation('garments');
  const locale = useLocale();
  const { icon: Icon, className } = STEP_ICON[step.outcome];
  return (
    <li className="flex items-start gap-2.5" data-outcome={step.outcome}>
      <span
        aria-hidden="true"
        className={cn('mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full', className)}
      >
        <Icon className="h-3.5 w-3.5" />
      </span>
      <p className="min-w-0 flex-1 text-sm leading-snug">
        <span className={step.outcome === 'missing' ? 'font-semibold text-red-700' : 'font-semibold text-ink'}>
          {t(`steps.${step.outcome}.${step.stage}`)}
        </span>{' '}
        <time dateTime={step.at} className="text-xs whitespace-nowrap text-slate-500">
          {formatStepTime(step.at, locale)}
        </time>
      </p>
    </li>
  );
}

function GarmentCard({ orderId, garment }: { orderId: string; garment: CustomerGarment }) {
  const { t } = useTranslation('garments');
  return (
    <li className="rounded-2xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-100" data-testid="garment">
      <p className="flex items-center justify-between gap-2">
        <span translate="no" className="font-mono text-sm font-bold tracking-wide text-ink">
          {garment.code}
        </span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200">
          {t(`kind.${garment.kind}`)}
        </span>
      </p>
      {garment.steps.length > 0 ? (
        <ol className="mt-2 grid gap-1.5" aria-label={t('trail', { code: garment.code })}>
          {garment.steps.map((step) => (
            <GarmentStep key={`${step.stage}-${step.outcome}-${step.at}`} step={step} />
          ))}
        </ol>
      ) : (
        <p className="mt-1.5 text-sm text-slate-500">{t('steps.none')}</p>
      )}
      {garment.inspections.map((inspection) => (
        <GarmentInspection key={inspection.id} orderId={orderId} inspection={inspection} />
      ))}
    </li>
  );
}

/**
 * 'Your garments' on the Track sheet (decision 0034): each tag of the order with its way through the laundry and what
 * the laundry noted before cleaning. Loaded lazily with its strings; an order without tags shows nothing.
 */
export default function GarmentTimeline({ orderId }: { orderId: string }) {
  const { t } = useTranslation('garments');
  const garments = useOrderGarments(orderId);
  if (garments.isPending) return <Skeleton className="h-24 rounded-2xl" aria-label={t('loading')} />;
  // 404: a server without garment trails yet; nothing to show.
  if (garments.isError && garments.error instanceof ApiError && garments.error.status === 404) return null;
  if (garments.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-700">
        {t('failed')}
      </p>
    );
  }
  const list = garments.data.garments;
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="garments-title">
      <h3 id="garments-title" className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <Shirt className="h-4 w-4 text-brand-600" aria-hidden="true" />
        {t('title')}
        <span className="ml-auto font-normal tracking-normal normal-case">{t('summary', { count: list.length })}</span>
      </h3>
      <ul className="mt-2.5 grid gap-2.5">
        {list.map((garment) => (
          <GarmentCard key={garment.id} orderId={orderId} garment={garment} />
        ))}
      </ul>
    </section>
  );
}
