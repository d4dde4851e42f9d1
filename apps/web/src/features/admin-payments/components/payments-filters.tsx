import { PAYMENT_RECORD_METHODS, PAYMENT_RECORD_STATUSES } from '@washday/core';
import { FilterX } from 'lucide-react';
import { FilterSelect } from '@/components/admin-table/table-toolbar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PAYMENT_METHOD_LABEL, PAYMENT_RECORD_STATUS_LABEL } from '@/lib/payment-labels';
import type { PaymentsQuery } from '../api/admin-payments-keys';
import { rangePresets } from '../utils/money-format';

type Patch = Partial<Record<keyof PaymentsQuery, string | undefined>>;

const dateInput =
  'h-10 rounded-xl bg-slate-50 px-3 text-sm font-medium text-ink tabular-nums ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-brand-500';

/** The days (a quick range or from–to), the method, the payment's status and the rider. */
export function PaymentsFilters({
  query,
  range,
  riders,
  now,
  onChange,
}: {
  query: PaymentsQuery;
  /** The days shown: the answer's, or today's before it arrives. */
  range: { from: string; to: string };
  riders: readonly { id: string; name: string }[];
  now: Date;
  onChange: (patch: Patch) => void;
}) {
  const presets = rangePresets(now);
  const filtered = Boolean(query.method || query.status || query.riderId);
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-3xl bg-white px-5 py-4 shadow-soft ring-1 ring-slate-900/5">
      <div role="group" aria-label="Days" className="inline-flex gap-1 rounded-2xl bg-slate-100 p-1">
        {presets.map((preset) => {
          const pressed = range.from === preset.from && range.to === preset.to;
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange({ from: preset.from, to: preset.to })}
              className={cn(
                'h-8 rounded-xl px-3 text-sm font-semibold text-slate-600 transition-colors hover:text-ink',
                pressed && 'bg-white text-brand-800 shadow-soft',
              )}
            >
              {preset.label}
            </button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
          From
          <input
            type="date"
            className={dateInput}
            value={range.from}
            max={range.to}
            onChange={(event) => event.target.value && onChange({ from: event.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
          To
          <input
            type="date"
            className={dateInput}
            value={range.to}
            min={range.from}
            onChange={(event) => event.target.value && onChange({ to: event.target.value })}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-end gap-2 xl:ml-auto">
        <FilterSelect
          label="Method"
          value={query.method ?? ''}
          onChange={(method) => onChange({ method })}
          options={[
            { value: '', label: 'All methods' },
            ...PAYMENT_RECORD_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABEL[m] })),
          ]}
        />
        <FilterSelect
          label="Payment status"
          value={query.status ?? ''}
          onChange={(status) => onChange({ status })}
          options={[
            { value: '', label: 'All statuses' },
            ...PAYMENT_RECORD_STATUSES.map((s) => ({ value: s, label: PAYMENT_RECORD_STATUS_LABEL[s] })),
          ]}
        />
        <FilterSelect
          label="Rider"
          value={query.riderId ?? ''}
          onChange={(riderId) => onChange({ riderId })}
          options={[{ value: '', label: 'All riders' }, ...riders.map((r) => ({ value: r.id, label: r.name }))]}
        />
        {filtered ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange({ method: undefined, status: undefined, riderId: undefined })}
          >
            <FilterX className="h-4 w-4" aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
