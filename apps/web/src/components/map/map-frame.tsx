// The frame around a lazily loaded map (no Leaflet here, so the pages that hold a map do not load it up front).
import { LoaderCircle } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';

/** The map chunk, loaded on demand; a failed load or render counts as the map being unavailable. `attempt` retries. */
export function MapBoundary({
  attempt,
  onUnavailable,
  children,
}: {
  attempt: number;
  onUnavailable: () => void;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary key={attempt} fallback={null} onError={onUnavailable}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** Over the map while its first tiles load. */
export function MapLoading({ label }: { label: string }) {
  return (
    <div className="absolute inset-0 z-[1000] flex items-center justify-center bg-slate-100/90" role="status">
      <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-600 shadow-soft">
        <LoaderCircle className="h-4 w-4 animate-spin text-brand-600" aria-hidden="true" />
        {label}
      </span>
    </div>
  );
}
