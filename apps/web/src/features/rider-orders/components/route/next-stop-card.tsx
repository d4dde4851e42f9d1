import type { PlannedStop } from '@washday/core';
import { ChevronRight, Clock, MapPin, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconDetailRow } from '@/components/icon-detail-row';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { formatStopTime, formatStopWhen, stopAction, stopDestination } from '../../utils/route-format';
import { NavigateButton } from '../order-detail/navigate-button';
import { STOP_KIND_LOOK } from './stop-kind';

/** The late warning and the planner's not-yet-assigned note, shared by the next stop and the list. */
export function StopFlags({ stop, compact = false }: { stop: PlannedStop; compact?: boolean }) {
  const { t } = useTranslation('rider');
  return (
    <>
      {stop.late_minutes > 0 ? (
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full bg-red-50 font-bold text-red-700 ring-1 ring-red-200',
            compact ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-1 text-[13px]',
          )}
        >
          <TriangleAlert className={compact ? 'h-3 w-3' : 'h-3.5 w-3.5'} aria-hidden="true" />
          {stop.late_minutes >= 60
            ? t('route.lateHours', { hours: Math.floor(stop.late_minutes / 60), minutes: stop.late_minutes % 60 })
            : t('route.late', { count: stop.late_minutes })}
        </span>
      ) : null}
      {stop.trip_status === null ? (
        <span
          className={cn(
            'inline-flex items-center rounded-full bg-amber-50 font-semibold text-amber-800 ring-1 ring-amber-200',
            compact ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-1 text-[13px]',
          )}
        >
          {t('route.notAssigned')}
        </span>
      ) : null}
    </>
  );
}

/** The route's next stop, first and large: what to do, where, by when, directions there and the order. */
export function NextStopCard({ stop }: { stop: PlannedStop }) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const { Icon, tone, text } = STOP_KIND_LOOK[stop.kind];
  const window = stop.window;
  return (
    <article
      aria-label={t('route.nextLabel', { action: stopAction(stop.kind, t) })}
      data-testid="next-stop"
      className="overflow-hidden rounded-3xl bg-white shadow-soft ring-2 ring-brand-500"
    >
      <header className="flex items-start gap-3 px-4 pt-4 pb-3">
        <span className={cn('inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl ring-1', tone)}>
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{t('route.next')}</p>
          <h3 className={cn('text-xl leading-tight font-extrabold tracking-tight', text)}>{stopAction(stop.kind, t)}</h3>
          <p translate="no" className="mt-0.5 truncate text-[15px] font-semibold text-ink">
            {stop.label}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs font-medium text-slate-500">{t('route.arrive')}</span>
          <time dateTime={stop.arrival} className="block text-xl font-extrabold text-ink tabular-nums">
            {formatStopWhen(stop.arrival, locale, t)}
          </time>
        </p>
      </header>
      {stop.late_minutes > 0 || stop.trip_status === null ? (
        <div className="flex flex-wrap gap-2 px-4 pb-3">
          <StopFlags stop={stop} />
        </div>
      ) : null}
      <dl className="grid gap-3 border-t border-slate-100 px-4 py-4">
        <IconDetailRow icon={<MapPin className="h-4 w-4" aria-hidden="true" />} label={t('card.address')}>
          <span translate="no" className="block font-normal text-slate-700">
            {stop.address}
          </span>
        </IconDetailRow>
        {window ? (
          <IconDetailRow icon={<Clock className="h-4 w-4" aria-hidden="true" />} label={t('route.slot')}>
            <span className="tabular-nums">
              {t('route.between', { from: formatStopTime(window.from, locale), to: formatStopTime(window.to, locale) })}
            </span>
          </IconDetailRow>
        ) : null}
      </dl>
      <footer className="grid gap-2 border-t border-slate-100 bg-slate-50/60 px-4 py-3.5">
        <NavigateButton primary label={t('route.navigate')} destination={stopDestination(stop)} />
        <Link
          to={`/rider/orders/${stop.orderId}`}
          aria-label={t('route.orderLabel', { id: stop.custom_order_id })}
          className={cn(buttonClasses({ variant: 'secondary', size: 'lg' }), 'w-full')}
        >
          <span translate="no" className="tabular-nums">
            {stop.custom_order_id}
          </span>
          <span className="text-slate-500">·</span>
          {t('route.order')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </footer>
    </article>
  );
}
