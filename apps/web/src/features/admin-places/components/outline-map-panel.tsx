import type { ServiceArea } from '@washday/core';
import { Eraser, LoaderCircle, MapPinOff, PenLine, RotateCcw, Save, Spline, X } from 'lucide-react';
import { lazy, useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { MapBoundary, MapLoading } from '@/components/map/map-frame';
import { BLANK_MAP_GRID, TilesUnavailableNotice } from '@/components/map/tiles-unavailable';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useSetServiceAreaOutline } from '../api/set-service-area-outline';
import { cornerCount, type LngLatRing } from './outline-ring';

// Leaflet, react-leaflet and Geoman load only when this panel shows.
const OutlineMap = lazy(() => import('./outline-map'));

export interface OutlineMapPanelProps {
  areas: ServiceArea[];
  selected: ServiceArea | null;
  onSelect: (id: string) => void;
}

/** The map of every outline, and the tools to draw, edit, save or clear the selected area's outline. */
export function OutlineMapPanel({ areas, selected, onSelect }: OutlineMapPanelProps) {
  // Unavailable: the map itself could not load. Tiles that fail leave it ready, drawn on a blank background.
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<{ areaId: string; initial: LngLatRing | null; session: number } | null>(null);
  const [draft, setDraft] = useState<LngLatRing | null>(null);
  const saveOutline = useSetServiceAreaOutline();
  const onReady = useCallback(() => setStatus('ready'), []);
  const onUnavailable = useCallback(() => setStatus('unavailable'), []);
  const onTilesFailed = useCallback(() => {
    setTilesFailed(true);
    setStatus('ready');
  }, []);

  const current = selected && editing?.areaId === selected.id ? editing : null;
  const saved = (selected?.outline?.coordinates[0] as LngLatRing | undefined) ?? null;

  const start = (initial: LngLatRing | null) => {
    if (!selected) return;
    setDraft(initial);
    setEditing({ areaId: selected.id, initial, session: (editing?.session ?? 0) + 1 });
  };
  const stop = () => {
    setEditing(null);
    setDraft(null);
  };
  const save = (outline: LngLatRing | null) => {
    if (!selected) return;
    saveOutline.mutate(
      { id: selected.id, outline: outline ? { type: 'Polygon', coordinates: [outline] } : null },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          stop();
        },
        onError: (error) => toast.error(describeError(error, 'Could not save the outline. Please try again.')),
      },
    );
  };

  const busy = saveOutline.isPending;
  const canSave = Boolean(draft && cornerCount(draft) >= 3);

  return (
    <div className="flex h-[calc(100dvh-13rem)] min-h-[32rem] flex-col overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
      <div className="flex min-h-[3.75rem] flex-wrap items-center gap-2 border-b border-slate-100 px-5 py-3">
        {selected ? (
          <>
            <p className="mr-auto min-w-0 text-sm">
              <span className="font-bold text-ink">{selected.area}</span>
              <span className="text-slate-500">, {selected.city}</span>
              <span className="ml-2 text-xs text-slate-500 tabular-nums">
                {current
                  ? draft
                    ? `${cornerCount(draft)} corners · drag a corner, or a midpoint to add one`
                    : 'Click to place corners; click the first to finish'
                  : saved
                    ? `Outline with ${cornerCount(saved)} corners`
                    : 'No outline yet: matched by name and pincode'}
              </span>
            </p>
            {current ? (
              <>
                <Button size="sm" variant="secondary" onClick={stop} disabled={busy}>
                  <X className="h-4 w-4" aria-hidden="true" />
                  Cancel
                </Button>
                <Button size="sm" variant="secondary" onClick={() => start(null)} disabled={busy}>
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                  Redraw
                </Button>
                <Button size="sm" onClick={() => save(draft)} disabled={busy || !canSave} aria-busy={busy}>
                  {busy ? (
                    <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                  ) : (
                    <Save className="h-4 w-4" aria-hidden="true" />
                  )}
                  Save outline
                </Button>
              </>
            ) : (
              <>
                {saved ? (
                  <Button size="sm" variant="danger-ghost" onClick={() => save(null)} disabled={busy || status !== 'ready'}>
                    <Eraser className="h-4 w-4" aria-hidden="true" />
                    Clear outline
                  </Button>
                ) : null}
                <Button size="sm" onClick={() => start(saved)} disabled={status !== 'ready'}>
                  {saved ? <Spline className="h-4 w-4" aria-hidden="true" /> : <PenLine className="h-4 w-4" aria-hidden="true" />}
                  {saved ? 'Edit outline' : 'Draw outline'}
                </Button>
              </>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-500">Choose an area in the list (or click its outline) to draw or edit its outline.</p>
        )}
      </div>

      <div className={cn('relative isolate flex-1 bg-[#e8eef0]', tilesFailed && status === 'ready' && BLANK_MAP_GRID)}>
        {status === 'unavailable' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-100 px-4 text-center">
            <MapPinOff className="h-6 w-6 text-slate-500" aria-hidden="true" />
            <p className="max-w-xs text-sm text-slate-600">
              <span className="block font-bold text-ink">The map could not load</span>
              The areas still work by name and pincode; try the map again to draw outlines.
            </p>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setStatus('loading');
                setTilesFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              Retry map
            </Button>
          </div>
        ) : (
          <MapBoundary attempt={attempt} onUnavailable={onUnavailable}>
            <OutlineMap
              areas={areas}
              selectedId={selected?.id ?? null}
              onSelect={(id) => {
                if (!current) onSelect(id);
              }}
              editing={current ? { initial: current.initial, session: current.session } : null}
              onDraftChange={setDraft}
              onReady={onReady}
              onTilesFailed={onTilesFailed}
            />
          </MapBoundary>
        )}
        {tilesFailed && status === 'ready' ? <TilesUnavailableNotice /> : null}
        {status === 'loading' ? <MapLoading label="Loading map…" /> : null}
      </div>
    </div>
  );
}
