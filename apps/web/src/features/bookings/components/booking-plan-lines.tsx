import '@/locales/plans-strings';
import { formatRupeesIn } from '@washday/core';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { usePlanUsage } from '../api/get-plan-usage';

/** The bill's 'Covered by plan' lines: what the customer's plan paid for, and what was charged on top. */
export function BookingPlanLines({ bookingId, final }: { bookingId: string; final: boolean }) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const usage = usePlanUsage(bookingId, final);
  const data = usage.data;
  if (!data) return null;
  const rupees = (amount: number) => formatRupeesIn(locale, amount);
  return (
    <div className="mt-2.5 rounded-xl bg-white px-3 py-2.5 ring-1 ring-emerald-100" data-testid="plan-lines">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
        <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
        {t('bill.title')} · {data.plan_name}
      </p>
      <ul className="mt-1.5 grid gap-1">
        {data.lines.map((line) => (
          <li key={`${line.name}-${line.kind}`} className="flex justify-between gap-3 text-[13px] text-slate-700">
            <span>
              {t(`bill.${line.kind === 'dry_clean' ? 'dryClean' : line.kind}`, { name: line.name, count: line.quantity })}
            </span>
            <span className="shrink-0 text-emerald-700 tabular-nums">−{rupees(line.amount)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-1.5 flex justify-between gap-3 border-t border-slate-100 pt-1.5 text-[13px]">
        <span className="text-slate-600">{t('bill.charged')}</span>
        <span className="font-semibold text-ink tabular-nums" data-testid="plan-charged">
          {rupees(data.charged)}
        </span>
      </div>
      {data.returned ? <p className="mt-1 text-[13px] text-slate-500">{t('bill.returned')}</p> : null}
    </div>
  );
}
