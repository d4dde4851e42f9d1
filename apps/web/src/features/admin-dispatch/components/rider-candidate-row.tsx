import { formatIndianMobile, type DispatchRider } from '@washday/core';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FRESHNESS_LABEL, formatAgo, formatKm } from '../utils/dispatch-format';

const FRESHNESS_DOT = { live: 'bg-emerald-500', recent: 'bg-sky-500', stale: 'bg-amber-500', old: 'bg-slate-400' } as const;

export interface RiderCandidateRowProps {
  rider: DispatchRider;
  rank: number;
  now: Date;
  actionLabel: string;
  disabled: boolean;
  assigning: boolean;
  onAssign: () => void;
}

/** One candidate: where they are from the trip's start, how fresh that is, how busy they are. */
export function RiderCandidateRow({ rider, rank, now, actionLabel, disabled, assigning, onAssign }: RiderCandidateRowProps) {
  const trips = rider.open_trips;
  return (
    <li aria-label={rider.name} className={cn('flex items-center gap-4 px-5 py-3.5', rider.isCurrent && 'bg-brand-50/60')}>
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-600 tabular-nums">
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-bold text-ink">
          {rider.name}
          {rider.isCurrent ? (
            <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-[10px] font-bold tracking-wide text-white uppercase">
              Current
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <span className="tabular-nums">{formatIndianMobile(rider.phone)}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1.5">
            <span className={cn('h-2 w-2 rounded-full', FRESHNESS_DOT[rider.freshness])} aria-hidden="true" />
            {rider.location
              ? `${FRESHNESS_LABEL[rider.freshness]} · ${formatAgo(rider.lastLocationUpdate, now)}`
              : 'No position yet'}
          </span>
        </p>
      </div>
      <div className="w-20 text-right">
        <p className="text-base font-extrabold text-ink tabular-nums" aria-label={`Distance ${formatKm(rider.distance_km)}`}>
          {formatKm(rider.distance_km)}
        </p>
        <p className="text-[11px] text-slate-500">away</p>
      </div>
      <div className="w-24 text-right">
        <span
          className={cn(
            'inline-block rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
            trips === 0
              ? 'bg-emerald-50 text-emerald-700'
              : trips < 3
                ? 'bg-slate-100 text-slate-700'
                : 'bg-amber-50 text-amber-700',
          )}
        >
          {trips === 0 ? 'Free' : `${trips} open trip${trips === 1 ? '' : 's'}`}
        </span>
      </div>
      <Button
        size="sm"
        className="w-28"
        variant={rider.isCurrent ? 'secondary' : 'primary'}
        disabled={disabled || rider.isCurrent}
        onClick={onAssign}
      >
        {assigning ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {rider.isCurrent ? 'Has it' : actionLabel}
      </Button>
    </li>
  );
}
