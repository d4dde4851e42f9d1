import type { PlannedStop } from '@washday/core';
import { AlertTriangle, ArrowRightLeft, LoaderCircle, Lock, LockOpen } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import {
  formatLate,
  LATE_COLOUR,
  STOP_KIND_LABEL,
  formatIstTime,
  formatWindow,
  isDoorStop,
  tripMayChange,
  tripStatusLabel,
} from '../utils/route-format';

export interface RouteStopRowProps {
  stop: PlannedStop;
  colour: string;
  riderName: string;
  /** The trip's first stop on this route carries its status and actions (a trip has two stops). */
  withActions: boolean;
  picked: boolean;
  /** A lock, unlock or move of this trip is on its way. */
  busy: boolean;
  onPick: () => void;
  onLock: () => void;
  onUnlock: () => void;
  onMove: () => void;
}

const chip = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold';

/** One stop of a rider's route: when, what, where, its slot and lateness, who placed it, and the trip's controls. */
export function RouteStopRow({
  stop,
  colour,
  riderName,
  withActions,
  picked,
  busy,
  onPick,
  onLock,
  onUnlock,
  onMove,
}: RouteStopRowProps) {
  const ref = useRef<HTMLLIElement>(null);
  const late = stop.late_minutes > 0;
  const door = isDoorStop(stop.kind);
  const trip = `${stop.custom_order_id} ${stop.trip}`;

  // A stop picked on the map comes into view in the list.
  useEffect(() => {
    if (picked) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [picked]);

  return (
    <li
      ref={ref}
      aria-label={`Stop ${stop.sequence}: ${STOP_KIND_LABEL[stop.kind]} ${stop.custom_order_id}`}
      aria-current={picked ? 'true' : undefined}
      className={cn(
        'relative flex gap-3 px-4 py-3 transition-colors',
        late && 'bg-red-50/70',
        picked && 'bg-brand-50 ring-2 ring-brand-500 ring-inset',
      )}
    >
      <button
        type="button"
        onClick={onPick}
        aria-label={`Show stop ${stop.sequence} on the map`}
        className={cn(
          'flex h-7 w-7 shrink-0 items-center justify-center border-2 border-white text-xs font-extrabold text-white shadow-sm ring-1 ring-slate-900/10',
          door ? 'rounded-full' : 'rounded-md',
        )}
        style={{ background: late ? LATE_COLOUR : colour }}
      >
        {stop.sequence}
      </button>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-extrabold text-ink tabular-nums">{formatIstTime(stop.arrival)}</span>
          <span className="font-semibold text-slate-700">{STOP_KIND_LABEL[stop.kind]}</span>
          <span className="font-mono text-xs text-slate-500">{stop.custom_order_id}</span>
        </p>
        <p className="mt-0.5 truncate text-xs text-slate-500" title={stop.address}>
          <span className="font-semibold text-slate-600">{stop.label}</span>
          {stop.address && stop.address !== stop.label ? ` · ${stop.address}` : null}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          {stop.window ? (
            <span className={cn(chip, 'bg-slate-100 text-slate-700 tabular-nums')}>Slot {formatWindow(stop.window)}</span>
          ) : null}
          {late ? (
            <span className={cn(chip, 'bg-red-600 text-white')}>
              <AlertTriangle className="h-3 w-3" aria-hidden="true" />
              {formatLate(stop.late_minutes)}
            </span>
          ) : null}
          {withActions ? (
            <>
              <span className={cn(chip, stop.trip_status === null ? 'bg-sky-50 text-sky-800' : 'bg-slate-100 text-slate-700')}>
                {tripStatusLabel(stop.trip_status)}
              </span>
              {stop.assigned_by ? (
                <span
                  className={cn(
                    chip,
                    stop.assigned_by === 'operator' ? 'bg-violet-50 text-violet-800' : 'bg-emerald-50 text-emerald-800',
                  )}
                >
                  {stop.assigned_by}
                </span>
              ) : null}
              {stop.locked ? (
                <span className={cn(chip, 'bg-amber-100 text-amber-900')}>
                  <Lock className="h-3 w-3" aria-hidden="true" />
                  Locked
                </span>
              ) : null}
            </>
          ) : null}
        </div>
        {withActions && (stop.locked || tripMayChange(stop)) ? (
          <div className="mt-2 flex flex-wrap gap-1.5">
            {stop.locked ? (
              <StopAction label={`Unlock ${trip}`} busy={busy} onClick={onUnlock} icon={<LockOpen className="h-3.5 w-3.5" />}>
                Unlock
              </StopAction>
            ) : (
              <StopAction
                label={`Lock ${trip} to ${riderName}`}
                busy={busy}
                onClick={onLock}
                icon={<Lock className="h-3.5 w-3.5" />}
              >
                Lock
              </StopAction>
            )}
            {tripMayChange(stop) ? (
              <StopAction
                label={`Move to… (${trip})`}
                busy={busy}
                onClick={onMove}
                icon={<ArrowRightLeft className="h-3.5 w-3.5" />}
              >
                Move to…
              </StopAction>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

function StopAction({
  label,
  busy,
  onClick,
  icon,
  children,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={busy}
      onClick={onClick}
      className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-white px-2.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:text-ink disabled:opacity-50 [&_svg]:shrink-0"
    >
      {busy ? <LoaderCircle className="h-3.5 w-3.5 animate-spin" aria-hidden="true" /> : <span aria-hidden="true">{icon}</span>}
      {children}
    </button>
  );
}
