import { MapPinOff, RotateCcw } from 'lucide-react';
import { lazy, useCallback, useState } from 'react';
import { cn } from '@/lib/cn';
import { MapBoundary, MapLoading } from './map-frame';
import type { PinPickerMapProps } from './pin-picker-map';

const PinPickerMap = lazy(() => import('./pin-picker-map'));

export type PinPickerProps = Omit<PinPickerMapProps, 'onReady' | 'onUnavailable'> & {
  className?: string;
  /** Shown over the map until a point is chosen. */
  hint?: string;
};

/**
 * The pin map, loaded on demand, with a loading veil and, when tiles cannot load, a panel with Retry: the form
 * around it must offer another way to give the point (typed coordinates).
 */
export function PinPicker({ className, hint, ...map }: PinPickerProps) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [attempt, setAttempt] = useState(0);
  const onReady = useCallback(() => setStatus('ready'), []);
  const onUnavailable = useCallback(() => setStatus('unavailable'), []);

  if (status === 'unavailable') {
    return (
      <div
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-2xl bg-slate-100 px-4 text-center ring-1 ring-slate-200',
          className,
        )}
      >
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-slate-500 shadow-soft">
          <MapPinOff className="h-5 w-5" aria-hidden="true" />
        </span>
        <p className="max-w-xs text-sm text-slate-600">
          <span className="block font-bold text-ink">The map could not load</span>
          Type the coordinates instead, or try the map again.
        </p>
        <button
          type="button"
          onClick={() => {
            setStatus('loading');
            setAttempt((n) => n + 1);
          }}
          className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-700 shadow-soft ring-1 ring-slate-200 hover:bg-slate-50"
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Retry map
        </button>
      </div>
    );
  }

  return (
    <div className={cn('relative isolate overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200', className)}>
      <MapBoundary attempt={attempt} onUnavailable={onUnavailable}>
        <PinPickerMap {...map} onReady={onReady} onUnavailable={onUnavailable} />
      </MapBoundary>
      {status === 'loading' ? <MapLoading label="Loading map…" /> : null}
      {status === 'ready' && hint ? (
        <p className="pointer-events-none absolute inset-x-0 bottom-6 z-[1000] mx-auto w-fit rounded-full bg-ink/80 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur-sm">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
