import type { RoutePlanView } from '@washday/core';
import { LoaderCircle, RefreshCcw } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { formatIstTime, formatTravel } from '../utils/route-format';

export interface RoutesHeaderProps {
  plan: RoutePlanView;
  replanning: boolean;
  onReplan: () => void;
  /** The area whose switch is being changed. */
  switchingArea: string | null;
  onAutoDispatch: (areaId: string, areaName: string, enabled: boolean) => void;
}

const ENGINE_LABEL: Record<string, string> = { local: 'In-house solver', vroom: 'VROOM' };

/** The plan at a glance: totals, when and how it was made, Re-plan now, and each area's auto-dispatch switch. */
export function RoutesHeader({ plan, replanning, onReplan, switchingArea, onAutoDispatch }: RoutesHeaderProps) {
  const { totals } = plan;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-stretch gap-3">
        <dl className="grid min-w-0 flex-1 grid-cols-2 gap-2 min-[40rem]:grid-cols-4">
          <Total label="Stops" value={String(totals.stops)} />
          <Total label="Late" value={String(totals.late)} tone={totals.late > 0 ? 'bad' : 'plain'} />
          <Total label="Not placed" value={String(totals.unplaced)} tone={totals.unplaced > 0 ? 'warn' : 'plain'} />
          <Total label="Travel time" value={formatTravel(totals.travel_seconds)} />
        </dl>
        <div className="flex min-w-0 basis-full flex-col justify-between gap-2 rounded-2xl bg-white px-4 py-3 shadow-soft ring-1 ring-slate-900/5 min-[40rem]:basis-auto">
          <p className="text-xs text-slate-500">
            {plan.plan ? (
              <>
                <span className="font-semibold text-slate-700">Planned {formatIstTime(plan.plan.computed_at)}</span>
                {' · '}
                {ENGINE_LABEL[plan.plan.engine] ?? plan.plan.engine} in {plan.plan.solve_ms} ms
                <br />
                Travel times: {plan.plan.travel_model}
              </>
            ) : (
              <span className="font-semibold text-slate-700">Not planned yet today</span>
            )}
          </p>
          <button
            type="button"
            onClick={onReplan}
            disabled={replanning}
            className="inline-flex h-9 items-center justify-center gap-1.5 rounded-xl bg-brand-600 px-3.5 text-sm font-semibold text-white shadow-soft hover:bg-brand-700 disabled:opacity-60"
          >
            {replanning ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCcw className="h-4 w-4" aria-hidden="true" />
            )}
            Re-plan now
          </button>
        </div>
      </div>
      {plan.areas.length > 0 ? (
        <section
          aria-labelledby="auto-dispatch-title"
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-white px-4 py-2.5 shadow-soft ring-1 ring-slate-900/5"
        >
          <h3 id="auto-dispatch-title" className="text-xs font-bold tracking-wide text-slate-500 uppercase">
            Auto-dispatch
          </h3>
          <ul className="flex flex-wrap gap-2" aria-label="Auto-dispatch by service area">
            {plan.areas.map((area) => (
              <li
                key={area.id}
                className="flex items-center gap-2.5 rounded-xl bg-slate-50 py-1 pr-1.5 pl-3 ring-1 ring-slate-200"
              >
                <span className="text-sm">
                  <span className="font-semibold text-ink">{area.name}</span>
                  <span className="ml-1.5 text-xs text-slate-500 tabular-nums">
                    {area.open_trips} open trip{area.open_trips === 1 ? '' : 's'}
                  </span>
                </span>
                {switchingArea === area.id ? (
                  <LoaderCircle className="h-4 w-4 animate-spin text-brand-600" aria-hidden="true" />
                ) : null}
                <Switch
                  checked={area.auto_dispatch}
                  disabled={switchingArea !== null}
                  onCheckedChange={(enabled) => onAutoDispatch(area.id, area.name, enabled)}
                  aria-label={`Auto-dispatch in ${area.name}`}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Total({ label, value, tone = 'plain' }: { label: string; value: string; tone?: 'plain' | 'warn' | 'bad' }) {
  return (
    <div
      className={cn(
        'rounded-2xl px-4 py-3 shadow-soft ring-1',
        tone === 'bad' ? 'bg-red-50 ring-red-200' : tone === 'warn' ? 'bg-amber-50 ring-amber-200' : 'bg-white ring-slate-900/5',
      )}
    >
      <dt
        className={cn(
          'text-[11px] font-bold tracking-wide uppercase',
          tone === 'bad' ? 'text-red-700' : tone === 'warn' ? 'text-amber-800' : 'text-slate-500',
        )}
      >
        {label}
      </dt>
      <dd
        className={cn(
          'mt-0.5 text-2xl font-extrabold tabular-nums',
          tone === 'bad' ? 'text-red-700' : tone === 'warn' ? 'text-amber-900' : 'text-ink',
        )}
      >
        {value}
      </dd>
    </div>
  );
}
