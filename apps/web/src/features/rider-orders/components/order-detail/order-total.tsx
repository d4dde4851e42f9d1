import { formatRupees } from '@washday/core';
import { TrendingDown, TrendingUp, TriangleAlert } from 'lucide-react';
import type { EditEstimate } from '../../utils/order-edit';
import { formatDifference } from '../../utils/order-edit-format';

/** The edit's total at today's prices, its difference from the original and the increase or decrease notice. */
export function OrderTotal({ estimate, discount }: { estimate: EditEstimate; discount: number }) {
  const { total, original, difference, problem } = estimate;
  return (
    <div className="rounded-2xl bg-slate-50 p-3.5 ring-1 ring-slate-100" aria-live="polite">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-slate-600">Total amount</p>
        <p className="text-xl font-extrabold text-ink tabular-nums" data-testid="edit-total">
          {problem ? '—' : formatRupees(total)}
        </p>
      </div>
      <p className="mt-0.5 text-right text-[13px] text-slate-500 tabular-nums">
        Original {formatRupees(original)}
        {problem ? null : (
          <>
            {' · '}
            <span className={difference > 0 ? 'font-semibold text-amber-700' : difference < 0 ? 'font-semibold text-emerald-700' : ''} data-testid="edit-difference">
              {formatDifference(difference)}
            </span>
          </>
        )}
      </p>
      {problem ? (
        <p role="alert" className="mt-2.5 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-100">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {problem}
        </p>
      ) : difference > 0 ? (
        <p className="mt-2.5 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-100">
          <TrendingUp className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Price increase of {formatRupees(difference)}. The customer must approve it before you save.
        </p>
      ) : difference < 0 ? (
        <p className="mt-2.5 flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-100">
          <TrendingDown className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Price decrease of {formatRupees(-difference)}. The customer is asked to approve the new items.
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-500">
        Estimate from current prices{discount > 0 ? `, before the ${formatRupees(discount)} discount (worked out again on save)` : ''}. Washday confirms
        the final amount.
      </p>
    </div>
  );
}
