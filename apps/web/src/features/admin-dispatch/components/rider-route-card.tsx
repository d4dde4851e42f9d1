import type { PlannedRoute, PlannedStop } from '@washday/core';
import type { ReactNode } from 'react';
import { AlertTriangle, Clock, Flag, Route as RouteIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatPhone } from '../utils/dispatch-format';
import { formatIstTime, formatTravel, stopKey, tripKey } from '../utils/route-format';
import type { RoutesSelection } from './routes-selection';
import { RouteStopRow } from './route-stop-row';

export interface StopActions {
  onLock: (stop: PlannedStop, route: PlannedRoute) => void;
  onUnlock: (stop: PlannedStop) => void;
  onMove: (stop: PlannedStop, route: PlannedRoute) => void;
  /** The trip an action is on its way for. */
  busyTrip: string | null;
}

export interface RiderRouteCardProps extends StopActions {
  route: PlannedRoute;
  colour: string;
  selection: RoutesSelection;
  onSelect: (selection: RoutesSelection) => void;
}

/** One rider's route: who, how full, until when, how far; then the stops in order. */
export function RiderRouteCard({ route, colour, selection, onSelect, onLock, onUnlock, onMove, busyTrip }: RiderRouteCardProps) {
  const picked = selection?.riderId === route.rider.id;
  const peak = route.stops.reduce((max, s) => Math.max(max, s.load_after), 0);
  const full = peak >= route.capacity_bags;
  const seen = new Set<string>();
  const titleId = `route-${route.rider.id}`;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-slate-900/5 transition-shadow',
        picked && 'ring-2 ring-brand-500',
      )}
    >
      <div className="flex items-stretch">
        <span className="w-1.5 shrink-0" style={{ background: colour }} aria-hidden="true" />
        <div className="min-w-0 flex-1 px-4 pt-3 pb-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 id={titleId} className="truncate text-sm font-extrabold text-ink">
                <button
                  type="button"
                  className="text-left hover:underline focus-visible:underline"
                  onClick={() => onSelect({ riderId: route.rider.id, stop: null })}
                  aria-pressed={picked}
                >
                  {route.rider.name}
                </button>
              </h3>
              <p className="text-xs text-slate-500 tabular-nums">{formatPhone(route.rider.phone)}</p>
            </div>
            {route.late_stops > 0 ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-[11px] font-bold text-white">
                <AlertTriangle className="h-3 w-3" aria-hidden="true" />
                {route.late_stops} late
              </span>
            ) : null}
          </div>
          <dl className="mt-2.5 grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs min-[30rem]:grid-cols-4">
            <Fact label="Load">
              <span className={cn('tabular-nums', full && 'text-amber-700')}>
                {peak}/{route.capacity_bags} bags
              </span>
              <span className="mt-1 block h-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <span
                  className={cn('block h-full rounded-full', full ? 'bg-amber-500' : 'bg-brand-500')}
                  style={{ width: `${Math.min(100, (peak / route.capacity_bags) * 100)}%` }}
                />
              </span>
            </Fact>
            <Fact label="Shift ends" icon={<Clock className="h-3 w-3" />}>
              {formatIstTime(route.shift_end)}
            </Fact>
            <Fact label="Finishes" icon={<Flag className="h-3 w-3" />}>
              {route.finish ? formatIstTime(route.finish) : '—'}
            </Fact>
            <Fact label="Travel" icon={<RouteIcon className="h-3 w-3" />}>
              {formatTravel(route.travel_seconds)}
            </Fact>
          </dl>
        </div>
      </div>
      {route.stops.length === 0 ? (
        <p className="border-t border-slate-100 px-4 py-3 text-xs text-slate-500">No stops planned: free for new trips.</p>
      ) : (
        <ol aria-label={`${route.rider.name}'s stops in order`} className="divide-y divide-slate-100 border-t border-slate-100">
          {route.stops.map((stop) => {
            const key = tripKey(stop);
            const first = !seen.has(key);
            seen.add(key);
            return (
              <RouteStopRow
                key={stopKey(stop)}
                stop={stop}
                colour={colour}
                riderName={route.rider.name}
                withActions={first}
                picked={selection?.stop === stopKey(stop)}
                busy={busyTrip === key}
                onPick={() => onSelect({ riderId: route.rider.id, stop: stopKey(stop) })}
                onLock={() => onLock(stop, route)}
                onUnlock={() => onUnlock(stop)}
                onMove={() => onMove(stop, route)}
              />
            );
          })}
        </ol>
      )}
    </article>
  );
}

function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-[10px] font-bold tracking-wide text-slate-500 uppercase">
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {label}
      </dt>
      <dd className="mt-0.5 font-bold text-ink">{children}</dd>
    </div>
  );
}
