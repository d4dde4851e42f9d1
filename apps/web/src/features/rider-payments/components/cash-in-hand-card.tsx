import { formatRupeesIn } from '@washday/core';
import { Banknote, LoaderCircle, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { NETWORK_MESSAGES, describeError } from '@/lib/request-errors';
import { useRiderCash } from '../api/get-rider-cash';

/**
 * The dashboard's 'Cash in hand': what the rider holds now (everything taken at doors less everything handed over), with
 * today's collections and handovers below. A payment at a door refreshes it live.
 */
export function CashInHandCard() {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const rupees = (amount: number) => formatRupeesIn(locale, amount);
  const headingId = useId();
  const cash = useRiderCash();

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={cash.isPending && !cash.isError}
      className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 md:p-5"
      data-testid="cash-in-hand"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink">
        <Banknote className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('cashInHand.title')}
      </h2>
      {cash.data ? (
        <>
          <p className="mt-2 text-3xl font-extrabold tracking-tight text-ink tabular-nums">
            {t('cashInHand.inHand', { amount: rupees(cash.data.in_hand) })}
          </p>
          <p className="mt-1 text-sm text-slate-600 tabular-nums">
            {t('cashInHand.today', {
              collected: rupees(cash.data.collected_today),
              handed: rupees(cash.data.handed_over_today),
            })}
          </p>
        </>
      ) : cash.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 text-sm text-slate-700">
            <span className="font-semibold">{t('cashInHand.loadFailed')}</span>{' '}
            {describeError(cash.error, NETWORK_MESSAGES.unexpected)}
          </p>
          <button
            type="button"
            onClick={() => void cash.refetch()}
            disabled={cash.isFetching}
            className="inline-flex h-12 shrink-0 items-center gap-1.5 rounded-xl bg-white px-3 font-semibold text-brand-700 ring-1 ring-slate-200 disabled:opacity-60"
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {cash.isFetching ? t('cashInHand.retrying') : t('cashInHand.retry')}
          </button>
        </div>
      ) : (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          {t('cashInHand.loading')}
        </p>
      )}
    </section>
  );
}
