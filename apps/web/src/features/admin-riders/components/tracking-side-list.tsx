import { locationFreshness, type ActiveRider, type LatLng, type TrackedOrder } from '@washday/core';
import { MapPinOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { FRESHNESS_STYLE, PHASE_STYLE, timeAgo, tripStatusLabel } from '../utils/rider-format';

export interface TrackingSideListProps {
  riders: ActiveRider[];
  orders: TrackedOrder[];
  /** Open orders beyond those answered (the map shows the earliest). */
  ordersTotal: number;
  now: Date;
  onFocus: (point: LatLng) => void;
}

/** Who and what is on the map, as lists: a click flies the map there. */
export function TrackingSideList({ riders, orders, ordersTotal, now, onFocus }: TrackingSideListProps) {
  const unmapped = orders.filter((o) => !o.coordinates).length;
  return (
    <div className="flex min-h-0 flex-col gap-4">
      <section
        aria-labelledby="tracking-riders"
        className="flex min-h-0 flex-col rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5"
      >
        <h3 id="tracking-riders" className="flex items-center justify-between px-4 pt-4 pb-2 text-sm font-bold text-ink">
          Active riders{' '}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-600">{riders.length}</span>
        </h3>
        {riders.length === 0 ? (
          <p className="px-4 pb-4 text-sm text-slate-500">No riders are active right now.</p>
        ) : (
          <ul className="max-h-64 overflow-y-auto px-2 pb-2">
            {riders.map((r) => {
              const freshness = locationFreshness(r.lastLocationUpdate ? new Date(r.lastLocationUpdate) : null, now);
              return (
                <li key={r._id}>
                  <button
                    type="button"
                    disabled={!r.location}
                    onClick={() => r.location && onFocus(r.location)}
                    className="flex w-full items-center gap-3 rounded-2xl px-2 py-2 text-left hover:bg-slate-50 disabled:cursor-default disabled:hover:bg-transparent"
                  >
                    <span
                      className="h-2.5 w-2.5 shrink-0 rounded-full"
                      style={{ background: FRESHNESS_STYLE[freshness].colour }}
                      aria-hidden="true"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-ink">{r.name}</span>
                      <span className="block text-xs text-slate-500">
                        {FRESHNESS_STYLE[freshness].label} · {timeAgo(r.lastLocationUpdate, now)}
                      </span>
                    </span>
                    <span className="shrink-0 text-xs font-semibold text-slate-500 tabular-nums">
                      {r.jobs.length} {r.jobs.length === 1 ? 'job' : 'jobs'}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="tracking-orders"
        className="flex min-h-0 flex-1 flex-col rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5"
      >
        <h3 id="tracking-orders" className="flex items-center justify-between px-4 pt-4 pb-2 text-sm font-bold text-ink">
          Open orders{' '}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-600">{ordersTotal}</span>
        </h3>
        {orders.length === 0 ? (
          <p className="px-4 pb-4 text-sm text-slate-500">No open orders.</p>
        ) : (
          <ul className="max-h-80 overflow-y-auto px-2 pb-2">
            {orders.map((o) => (
              <li key={o.bookingId}>
                <button
                  type="button"
                  disabled={!o.coordinates}
                  onClick={() => o.coordinates && onFocus(o.coordinates)}
                  className="flex w-full items-center gap-3 rounded-2xl px-2 py-2 text-left hover:bg-slate-50 disabled:cursor-default disabled:hover:bg-transparent"
                >
                  <span
                    className="ml-0.5 h-2.5 w-2.5 shrink-0 rotate-45 rounded-[3px]"
                    style={{ background: PHASE_STYLE[o.phase].colour }}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-mono text-xs font-bold text-ink">{o.custom_order_id}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {PHASE_STYLE[o.phase].label}
                      {o.trip && o.phase !== 'at_vendor' ? ` · ${tripStatusLabel(o.trip.kind, o.trip.status)}` : ''} ·{' '}
                      {o.trip?.rider?.name ?? 'no rider'}
                    </span>
                  </span>
                  {o.coordinates ? null : (
                    <MapPinOff className={cn('h-4 w-4 shrink-0 text-slate-500')} aria-label="No map position" />
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        {unmapped > 0 || ordersTotal > orders.length ? (
          <p className="border-t border-slate-100 px-4 py-2.5 text-xs text-slate-500">
            {unmapped > 0 ? `${unmapped} without a map position (no coordinates on the booking).` : ''}
            {ordersTotal > orders.length ? ` Showing the ${orders.length} earliest of ${ordersTotal}.` : ''}
          </p>
        ) : null}
      </section>
    </div>
  );
}
