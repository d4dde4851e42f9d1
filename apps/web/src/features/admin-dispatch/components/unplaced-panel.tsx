import type { UnplacedTrip } from '@washday/core';
import { CircleAlert, UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { formatWindow, tripKey } from '../utils/route-format';
import type { RoutesSelection } from './routes-selection';

export interface UnplacedPanelProps {
  trips: UnplacedTrip[];
  selection: RoutesSelection;
  onSelect: (selection: RoutesSelection) => void;
  onAssign: (trip: UnplacedTrip) => void;
  /** False when no rider is on a route to give a trip to. */
  canAssign: boolean;
}

/** The trips the planner could not fit, with its reason: the operator's exceptions, first on the board. */
export function UnplacedPanel({ trips, selection, onSelect, onAssign, canAssign }: UnplacedPanelProps) {
  if (trips.length === 0) return null;
  return (
    <section aria-labelledby="unplaced-title" className="overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-amber-200">
      <h3
        id="unplaced-title"
        className="flex items-center gap-2 border-b border-amber-100 bg-amber-50 px-4 py-2.5 text-sm font-extrabold text-amber-950"
      >
        <CircleAlert className="h-4 w-4 text-amber-600" aria-hidden="true" />
        Not placed
        <span className="rounded-full bg-amber-500 px-1.5 py-0.5 text-[11px] font-bold text-white tabular-nums">
          {trips.length}
        </span>
      </h3>
      <ul aria-label="Trips not placed on any route" className="divide-y divide-slate-100">
        {trips.map((trip) => (
          <UnplacedRow
            key={tripKey(trip)}
            trip={trip}
            picked={selection?.unplaced === tripKey(trip)}
            onPick={() => onSelect({ riderId: null, stop: null, unplaced: tripKey(trip) })}
            onAssign={() => onAssign(trip)}
            canAssign={canAssign}
          />
        ))}
      </ul>
    </section>
  );
}

function UnplacedRow({
  trip,
  picked,
  onPick,
  onAssign,
  canAssign,
}: {
  trip: UnplacedTrip;
  picked: boolean;
  onPick: () => void;
  onAssign: () => void;
  canAssign: boolean;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (picked) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [picked]);
  const name = `${trip.custom_order_id} ${trip.trip}`;
  return (
    <li
      ref={ref}
      aria-label={`Not placed: ${name}`}
      aria-current={picked ? 'true' : undefined}
      className={cn(
        'flex flex-wrap items-start gap-x-3 gap-y-2 px-4 py-3',
        picked && 'bg-brand-50 ring-2 ring-brand-500 ring-inset',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <button
            type="button"
            onClick={onPick}
            disabled={!trip.coordinates}
            className="font-mono text-xs font-bold text-ink hover:underline disabled:no-underline"
            aria-label={`${trip.custom_order_id}: show on the map`}
          >
            {trip.custom_order_id}
          </button>
          <span className="font-semibold text-slate-700 capitalize">{trip.trip}</span>
          {trip.area ? <span className="text-xs text-slate-500">{trip.area}</span> : null}
        </p>
        <p className="mt-0.5 truncate text-xs text-slate-500" title={trip.address}>
          {trip.address}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          {trip.window ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-700 tabular-nums">
              Slot {formatWindow(trip.window)}
            </span>
          ) : null}
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-[11px] font-semibold text-amber-900 ring-1 ring-amber-200">
            {trip.message}
          </span>
        </div>
      </div>
      {canAssign ? (
        <button
          type="button"
          onClick={onAssign}
          aria-label={`Assign to… (${name})`}
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg bg-brand-600 px-2.5 text-xs font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          <UserPlus className="h-3.5 w-3.5" aria-hidden="true" />
          Assign to…
        </button>
      ) : null}
    </li>
  );
}
