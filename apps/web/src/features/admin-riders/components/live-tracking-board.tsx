import type { LatLng } from '@washday/core';
import { AlertTriangle, LoaderCircle, Maximize, MapPinOff, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { BLANK_MAP_GRID, TilesUnavailableNotice } from '@/components/map/tiles-unavailable';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useActiveRiders } from '../api/get-active-riders';
import { useTrackedOrders } from '../api/get-tracked-orders';
import { useRiderLiveUpdates } from '../hooks/use-rider-live-updates';
import { LiveStatus } from '@/components/admin-table/live-status';
import type { MapFocus } from './live-tracking-map';
import { TrackingLegend } from './tracking-legend';
import { TrackingSideList } from './tracking-side-list';

const LiveTrackingMap = lazy(() => import('./live-tracking-map'));

/** The spec's refresh choices for live tracking (admin-and-backend.md §9), 30 s by default. */
export const TRACKING_INTERVALS_S = [10, 30, 60, 120, 300] as const;
export const DEFAULT_TRACKING_INTERVAL_S = 30;

const intervalLabel = (s: number) => (s < 60 ? `${s} seconds` : s === 60 ? '1 minute' : `${s / 60} minutes`);

/**
 * Live tracking (admin-and-backend.md §2, §9): active riders by freshness and open orders on a map, refreshed at the
 * chosen interval and moved live by 'rider.location' and 'booking.updated' events.
 */
export function LiveTrackingBoard() {
  const [intervalS, setIntervalS] = useState<number>(DEFAULT_TRACKING_INTERVAL_S);
  const [show, setShow] = useState({ riders: true, orders: true });
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [fitSeq, setFitSeq] = useState(0);
  const [mapKey, setMapKey] = useState(0);
  const [tilesFailed, setTilesFailed] = useState(false);
  const selectId = useId();
  const live = useRiderLiveUpdates();
  const riders = useActiveRiders({ refetchInterval: intervalS * 1000 });
  const orders = useTrackedOrders({ refetchInterval: intervalS * 1000 });
  const tick = useNow(15_000);
  // Never behind the last answer: a fresh list reads "just now", not a tick earlier.
  const now = new Date(Math.max(tick.getTime(), riders.dataUpdatedAt) + (riders.data?.clockOffsetMs ?? 0));
  const riderList = riders.data?.riders ?? [];
  const orderList = orders.data?.orders ?? [];
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const focusOn = (point: LatLng) => setFocus((f) => ({ point, seq: (f?.seq ?? 0) + 1 }));
  const loading = riders.isPending || orders.isPending;
  const refreshing = riders.isFetching || orders.isFetching;

  return (
    <section aria-labelledby="live-tracking-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="live-tracking-title" className="text-lg font-bold text-ink">
            Live tracking
          </h2>
          <p className="text-sm text-slate-500">Riders on duty and every open order on one map.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={selectId} className="flex items-center gap-2 text-xs font-semibold text-slate-500">
            Refresh every
            <select
              id={selectId}
              value={intervalS}
              onChange={(e) => setIntervalS(Number(e.target.value))}
              className="h-8 rounded-xl bg-white px-2.5 text-sm font-semibold text-ink shadow-soft ring-1 ring-slate-900/5 outline-none focus:ring-2 focus:ring-brand-500"
            >
              {TRACKING_INTERVALS_S.map((s) => (
                <option key={s} value={s}>
                  {intervalLabel(s)}
                </option>
              ))}
            </select>
          </label>
          <LiveStatus
            connected={live.connected}
            updatedAt={Math.max(riders.dataUpdatedAt, orders.dataUpdatedAt)}
            refreshing={refreshing}
            onRefresh={() => {
              void riders.refetch();
              void orders.refetch();
            }}
            liveText="Live updates on"
            offText={`Live updates off · refreshing every ${intervalLabel(intervalS)}`}
          />
        </div>
      </div>

      {[
        { query: riders, what: 'active riders' },
        { query: orders, what: 'open orders' },
      ].map(({ query, what }) =>
        query.isError ? (
          <div
            key={what}
            role="alert"
            className="flex items-center justify-between gap-3 rounded-2xl bg-red-50 px-4 py-2.5 text-sm text-red-800 ring-1 ring-red-100"
          >
            <span className="flex items-center gap-2">
              <AlertTriangle className="h-4 w-4" aria-hidden="true" />
              Could not load {what}: {describeError(query.error, 'Please try again.')}
            </span>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="inline-flex items-center gap-1 font-semibold hover:underline"
            >
              <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
              Retry
            </button>
          </div>
        ) : null,
      )}

      <TrackingLegend />

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div
          className={cn(
            'relative isolate h-[560px] overflow-hidden rounded-3xl bg-[#e8eef0] shadow-soft ring-1 ring-slate-900/5',
            // Without tiles, a quiet grid keeps the markers readable as places.
            tilesFailed && BLANK_MAP_GRID,
          )}
        >
          {loading ? (
            <MapMessage icon={<LoaderCircle className="h-5 w-5 animate-spin text-brand-600" aria-hidden="true" />}>
              Loading riders and orders…
            </MapMessage>
          ) : (
            <ErrorBoundary
              key={mapKey}
              fallback={
                <MapMessage icon={<MapPinOff className="h-5 w-5 text-slate-500" aria-hidden="true" />}>
                  The map could not load.{' '}
                  <button
                    type="button"
                    className="font-semibold text-brand-700 hover:underline"
                    onClick={() => setMapKey((k) => k + 1)}
                  >
                    Retry
                  </button>
                </MapMessage>
              }
            >
              <Suspense
                fallback={
                  <MapMessage icon={<LoaderCircle className="h-5 w-5 animate-spin text-brand-600" aria-hidden="true" />}>
                    Loading map…
                  </MapMessage>
                }
              >
                <LiveTrackingMap
                  riders={show.riders ? riderList : []}
                  orders={show.orders ? orderList : []}
                  now={now}
                  focus={focus}
                  fitSeq={fitSeq}
                  onTilesFailed={onTilesFailed}
                />
              </Suspense>
            </ErrorBoundary>
          )}
          <div
            className="absolute top-3 left-3 z-[1000] flex gap-1 rounded-2xl bg-white/95 p-1 shadow-lift ring-1 ring-slate-900/5"
            role="group"
            aria-label="Show on the map"
          >
            {(['riders', 'orders'] as const).map((layer) => (
              <button
                key={layer}
                type="button"
                aria-pressed={show[layer]}
                onClick={() => setShow((s) => ({ ...s, [layer]: !s[layer] }))}
                className={cn(
                  'h-8 rounded-xl px-3 text-xs font-bold transition-colors',
                  show[layer] ? 'bg-ink text-white' : 'text-slate-600 hover:bg-slate-100',
                )}
              >
                {layer === 'riders' ? `Riders (${riderList.length})` : `Orders (${orderList.length})`}
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setFitSeq((n) => n + 1)}
            className="absolute top-3 right-3 z-[1000] inline-flex h-10 items-center gap-1.5 rounded-2xl bg-white/95 px-3 text-xs font-bold text-slate-700 shadow-lift ring-1 ring-slate-900/5 hover:text-ink"
          >
            <Maximize className="h-3.5 w-3.5" aria-hidden="true" />
            Fit all
          </button>
          {tilesFailed ? <TilesUnavailableNotice still="markers" /> : null}
        </div>
        <TrackingSideList
          riders={riderList}
          orders={orderList}
          ordersTotal={orders.data?.total ?? 0}
          now={now}
          onFocus={focusOn}
        />
      </div>
    </section>
  );
}

function MapMessage({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center" role="status">
      <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-600 shadow-soft">
        {icon}
        {children}
      </span>
    </div>
  );
}
