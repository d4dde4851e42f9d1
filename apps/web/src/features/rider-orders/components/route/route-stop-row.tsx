import type { PlannedStop } from '@washday/core';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { formatStopWhen, stopAction } from '../../utils/route-format';
import { StopFlags } from './next-stop-card';
import { STOP_KIND_LOOK } from './stop-kind';

/** A later stop of the route: its place in the order, the planned time, what to do and where; it opens the order. */
export function RouteStopRow({ stop, position }: { stop: PlannedStop; position: number }) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const { Icon, text } = STOP_KIND_LOOK[stop.kind];
  return (
    <li data-testid="route-stop">
      <Link
        to={`/rider/orders/${stop.orderId}`}
        aria-label={t('route.stopLabel', {
          position,
          action: stopAction(stop.kind, t),
          place: stop.label,
          time: formatStopWhen(stop.arrival, locale, t),
        })}
        className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50 active:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-600 tabular-nums"
        >
          {position}
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('flex items-center gap-1.5 text-sm font-bold', text)}>
            <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
            {stopAction(stop.kind, t)}
          </span>
          <span translate="no" className="block truncate text-[15px] font-semibold text-ink">
            {stop.label}
          </span>
          {stop.late_minutes > 0 || stop.trip_status === null ? (
            <span className="mt-1 flex flex-wrap gap-1.5">
              <StopFlags stop={stop} compact />
            </span>
          ) : null}
        </span>
        <time dateTime={stop.arrival} className="shrink-0 text-base font-bold text-ink tabular-nums">
          {formatStopWhen(stop.arrival, locale, t)}
        </time>
        <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}
