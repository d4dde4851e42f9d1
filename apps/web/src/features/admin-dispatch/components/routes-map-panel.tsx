import type { PlannedRoute, UnplacedTrip } from '@washday/core';
import { LoaderCircle, MapPinOff, Maximize } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { MapBoundary } from '@/components/map/map-frame';
import { BLANK_MAP_GRID, TilesUnavailableNotice } from '@/components/map/tiles-unavailable';
import { cn } from '@/lib/cn';
import { LATE_COLOUR } from '../utils/route-format';
import type { RoutesMapFocus } from './routes-map';
import type { RoutesSelection } from './routes-selection';

const RoutesMap = lazy(() => import('./routes-map'));

export interface RoutesMapPanelProps {
  routes: PlannedRoute[];
  unplaced: UnplacedTrip[];
  selection: RoutesSelection;
  onSelect: (selection: RoutesSelection) => void;
  focus: RoutesMapFocus | null;
  className?: string;
}

/** The map's frame: loads Leaflet on demand, says when it cannot, Fit all, and what the markers mean. */
export function RoutesMapPanel({ routes, unplaced, selection, onSelect, focus, className }: RoutesMapPanelProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [fitSeq, setFitSeq] = useState(0);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);

  return (
    <div
      className={cn(
        'relative isolate overflow-hidden rounded-3xl bg-[#e8eef0] shadow-soft ring-1 ring-slate-900/5',
        tilesFailed && BLANK_MAP_GRID,
        className,
      )}
    >
      {failed ? (
        <div className="absolute inset-0 flex items-center justify-center" role="status">
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-600 shadow-soft">
            <MapPinOff className="h-5 w-5 text-slate-500" aria-hidden="true" />
            The map could not load.
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Retry map
            </button>
          </span>
        </div>
      ) : (
        <MapBoundary attempt={attempt} onUnavailable={() => setFailed(true)}>
          <Suspense
            fallback={
              <div className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
                <LoaderCircle className="h-5 w-5 animate-spin text-brand-600" />
              </div>
            }
          >
            <div className="absolute inset-0">
              <RoutesMap
                routes={routes}
                unplaced={unplaced}
                selection={selection}
                onSelect={onSelect}
                focus={focus}
                fitSeq={fitSeq}
                onTilesFailed={onTilesFailed}
              />
            </div>
          </Suspense>
        </MapBoundary>
      )}
      <button
        type="button"
        onClick={() => setFitSeq((n) => n + 1)}
        className="absolute top-3 right-3 z-[1000] inline-flex h-9 items-center gap-1.5 rounded-xl bg-white/95 px-3 text-xs font-bold text-slate-700 shadow-lift ring-1 ring-slate-900/5 hover:text-ink"
      >
        <Maximize className="h-3.5 w-3.5" aria-hidden="true" />
        Fit all
      </button>
      <MapLegend />
      {tilesFailed ? <TilesUnavailableNotice still="markers" /> : null}
    </div>
  );
}

/** What the marker shapes and colours mean. */
function MapLegend() {
  const item = 'inline-flex items-center gap-1.5';
  return (
    <ul
      aria-label="Map legend"
      className="absolute top-3 left-3 z-[1000] flex max-w-[calc(100%-7rem)] flex-wrap gap-x-3 gap-y-1 rounded-xl bg-white/95 px-3 py-1.5 text-[11px] font-semibold text-slate-700 shadow-lift ring-1 ring-slate-900/5"
    >
      <li className={item}>
        <span className="h-3 w-3 rounded-full bg-slate-600" aria-hidden="true" />
        Door
      </li>
      <li className={item}>
        <span className="h-3 w-3 rounded-[3px] bg-slate-600" aria-hidden="true" />
        Laundry
      </li>
      <li className={item}>
        <span className="h-3 w-3 rounded-full" style={{ background: LATE_COLOUR }} aria-hidden="true" />
        Late
      </li>
      <li className={item}>
        <span className="h-2.5 w-2.5 rotate-45 rounded-[2px] bg-amber-500" aria-hidden="true" />
        Not placed
      </li>
    </ul>
  );
}
