import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { useLocale } from '@/hooks/use-locale';
import { useRiderRoute } from '../../api/get-rider-route';
import { RIDER_ORDERS_POLL_MS } from '../../api/rider-order-keys';
import { formatStopTime, stopsAhead } from '../../utils/route-format';
import { NextStopCard } from './next-stop-card';
import { RouteStopRow } from './route-stop-row';

/**
 * 'Your route' on the dashboard (issue 28): the planner's stops in route order with their arrival times, the next one
 * first with directions. It adds to the jobs list below, which stays the place to act on a job. While it loads, or when
 * it cannot be read (a server without the planner), nothing is shown: the jobs list says what is wrong with the
 * connection. No plan: a quiet line.
 */
export function RiderRoute() {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const route = useRiderRoute({ refetchInterval: useLivePollInterval(RIDER_ORDERS_POLL_MS) });
  if (route.data === undefined) return null;
  const stops = route.data ? stopsAhead(route.data.stops) : [];
  const [next, ...later] = stops;
  if (!route.data || !next) {
    return (
      <p className="flex items-center gap-2 px-1 text-sm text-slate-500" data-testid="no-route">
        <Route className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('route.none')}
      </p>
    );
  }
  return (
    <section aria-labelledby="rider-route-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="rider-route-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-ink">
          <Route className="h-5 w-5 text-brand-600" aria-hidden="true" />
          {t('route.title')}
          <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand-600 px-2 text-xs font-bold text-white tabular-nums">
            {stops.length}
          </span>
        </h2>
        <p className="text-[13px] text-slate-500">
          {t('route.plannedAt', { time: formatStopTime(route.data.computed_at, locale) })}
          {' · '}
          {t('route.shiftEnd', { time: formatStopTime(route.data.shift_end, locale) })}
        </p>
      </div>
      <NextStopCard stop={next} />
      {later.length > 0 ? (
        <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <h3 className="px-4 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('route.then')}</h3>
          <ol aria-label={t('route.listLabel')} className="divide-y divide-slate-100">
            {later.map((stop, index) => (
              <RouteStopRow key={`${stop.orderId}-${stop.kind}`} stop={stop} position={index + 2} />
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
