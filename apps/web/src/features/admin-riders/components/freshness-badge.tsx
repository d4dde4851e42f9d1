import type { LocationFreshness } from '@washday/core';
import { cn } from '@/lib/cn';
import { FRESHNESS_STYLE } from '../utils/rider-format';

/** Live, Recent, Stale or Old, in the colour the map uses for the same rider. */
export function FreshnessBadge({ freshness, className }: { freshness: LocationFreshness; className?: string }) {
  const style = FRESHNESS_STYLE[freshness];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
        style.badge,
        className,
      )}
    >
      <span className="relative flex h-2 w-2" aria-hidden="true">
        {freshness === 'live' ? (
          <span className={cn('absolute inline-flex h-full w-full animate-ping rounded-full opacity-60', style.dot)} />
        ) : null}
        <span className={cn('relative inline-flex h-2 w-2 rounded-full', style.dot)} />
      </span>
      {style.label}
    </span>
  );
}
