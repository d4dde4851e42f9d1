import { formatRupeesIn } from '@washday/core';
import { TrendingDown, TrendingUp, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { translateMessage } from '@/lib/i18n';
import type { EditEstimate } from '../../utils/order-edit';
import { formatDifference } from '../../utils/order-edit-format';

/** The edit's total at today's prices, its difference from the original and the increase or decrease notice. */
export function OrderTotal({ estimate, discount }: { estimate: EditEstimate; discount: number }) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const { total, original, difference, problem } = estimate;
  return (
    <div className="rounded-2xl bg-slate-50 p-3.5 ring-1 ring-slate-100" aria-live="polite">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-slate-600">{t('total.title')}</p>
        <p className="text-xl font-extrabold text-ink tabular-nums" data-testid="edit-total">
          {problem ? '—' : formatRupeesIn(locale, total)}
        </p>
      </div>
      <p className="mt-0.5 text-right text-[13px] text-slate-500 tabular-nums">
        {t('total.original', { amount: formatRupeesIn(locale, original) })}
        {problem ? null : (
          <>
            {' · '}
            <span
              className={difference > 0 ? 'font-semibold text-amber-700' : difference < 0 ? 'font-semibold text-emerald-700' : ''}
              data-testid="edit-difference"
            >
              {formatDifference(difference, locale)}
            </span>
          </>
        )}
      </p>
      {problem ? (
        <p
          role="alert"
          className="mt-2.5 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-100"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {/* Core's pricing refusal: its fixed messages have Hindi; one naming a service stays as core wrote it. */}
          {translateMessage(problem)}
        </p>
      ) : difference > 0 ? (
        <p className="mt-2.5 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-100">
          <TrendingUp className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('total.increase', { amount: formatRupeesIn(locale, difference) })}
        </p>
      ) : difference < 0 ? (
        <p className="mt-2.5 flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-100">
          <TrendingDown className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('total.decrease', { amount: formatRupeesIn(locale, -difference) })}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-500">
        {discount > 0 ? t('total.estimateWithDiscount', { discount: formatRupeesIn(locale, discount) }) : t('total.estimate')}
      </p>
    </div>
  );
}
