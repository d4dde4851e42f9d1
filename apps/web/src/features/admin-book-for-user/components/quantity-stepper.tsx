import { MAX_QUANTITY_PER_LINE } from '@washday/core';
import { Minus, Plus } from 'lucide-react';

/** − quantity +, with the item's name in the buttons' labels. */
export function QuantityStepper({
  label,
  quantity,
  onStep,
  min = 1,
}: {
  label: string;
  quantity: number;
  onStep: (delta: number) => void;
  min?: number;
}) {
  return (
    <div
      className="inline-flex items-center rounded-xl bg-white ring-1 ring-slate-200"
      role="group"
      aria-label={`${label} quantity`}
    >
      <button
        type="button"
        onClick={() => onStep(-1)}
        aria-label={quantity <= min ? `Remove ${label}` : `Fewer ${label}`}
        className="inline-flex h-8 w-8 items-center justify-center rounded-l-xl text-slate-600 hover:bg-slate-100"
      >
        <Minus className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
      <span className="min-w-8 px-1 text-center text-sm font-bold text-ink tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        onClick={() => onStep(1)}
        disabled={quantity >= MAX_QUANTITY_PER_LINE}
        aria-label={`More ${label}`}
        className="inline-flex h-8 w-8 items-center justify-center rounded-r-xl text-slate-600 hover:bg-slate-100 disabled:opacity-40"
      >
        <Plus className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}
