import type { AnalyticsRange } from '@washday/core';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { matchingPreset, presetRange, RANGE_PRESETS } from '../../utils/analytics-range';
import { checkDraft } from '../../utils/range-draft';

interface RangeFilterProps {
  range: AnalyticsRange;
  today: string;
  onChange: (range: AnalyticsRange) => void;
}

const fieldClasses =
  'h-10 rounded-xl bg-white px-3 text-sm text-ink tabular-nums ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-red-400';

/**
 * Render with `key` set to the shown range. The last 7, 30 or 90 days in one click, or any days up to a year in the two date fields. A range that cannot be
 * shown is said under the fields and not asked for; the charts keep the last good one.
 */
export function RangeFilter({ range, today, onChange }: RangeFilterProps) {
  const id = useId();
  // What is typed; the dashboard keys this component by the shown range, so a preset or the address resets it.
  const [current, setDraft] = useState({ from: range.from, to: range.to });
  const checked = checkDraft(current, today);
  const preset = matchingPreset(range, today);

  const edit = (field: 'from' | 'to', value: string) => {
    const next = { ...current, [field]: value };
    setDraft(next);
    const result = checkDraft(next, today);
    if (result.ok) onChange(result.range);
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Quick ranges" className="inline-flex rounded-xl bg-slate-100 p-1">
        {RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={preset === days}
            onClick={() => onChange(presetRange(days, today))}
            className={cn(
              'h-8 rounded-lg px-3 text-sm font-semibold text-slate-600 transition-colors hover:text-ink',
              preset === days && 'bg-white text-brand-800 shadow-soft ring-1 ring-slate-900/5',
            )}
          >
            {days} days
          </button>
        ))}
      </div>
      <div className="flex items-end gap-2">
        <label className="text-xs font-semibold text-slate-600">
          From
          <input
            type="date"
            className={cn(fieldClasses, 'mt-1 block')}
            value={current.from}
            max={today}
            onChange={(e) => edit('from', e.target.value)}
            aria-invalid={!checked.ok}
            aria-describedby={checked.ok ? undefined : `${id}-error`}
          />
        </label>
        <span className="pb-2.5 text-slate-500" aria-hidden="true">
          –
        </span>
        <label className="text-xs font-semibold text-slate-600">
          To
          <input
            type="date"
            className={cn(fieldClasses, 'mt-1 block')}
            value={current.to}
            max={today}
            onChange={(e) => edit('to', e.target.value)}
            aria-invalid={!checked.ok}
            aria-describedby={checked.ok ? undefined : `${id}-error`}
          />
        </label>
      </div>
      {checked.ok ? null : (
        <p id={`${id}-error`} role="alert" className="basis-full text-[13px] font-medium text-red-600">
          {checked.message}
        </p>
      )}
    </div>
  );
}
