import { contract, endpointUrl, formatRupeesIn, type PlanCycleView } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { InvoiceDownloadLink } from '@/components/invoice-download-link';
import { useLocale } from '@/hooks/use-locale';

/** The plan's paid months, newest first, each with its GST tax invoice to download (decision 0042). */
export function PlanInvoices({ cycles }: { cycles: PlanCycleView[] }) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const invoiced = cycles.flatMap((c) => (c.invoice_number ? [{ ...c, invoice_number: c.invoice_number }] : []));
  if (invoiced.length === 0) return null;
  const day = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
          new Date(iso),
        )
      : '';
  return (
    <section aria-labelledby="plan-invoices-title" className="mt-4 border-t border-slate-100 pt-3" data-testid="plan-invoices">
      <h3 id="plan-invoices-title" className="text-sm font-semibold text-ink">
        {t('invoices.title')}
      </h3>
      <ul className="mt-2 grid gap-2">
        {invoiced.map((cycle) => (
          <li key={cycle.id} className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0 text-sm text-slate-600">
              <p className="font-medium text-ink tabular-nums">
                {t('invoices.period', { from: day(cycle.period_start), to: day(cycle.period_end) })}
              </p>
              <p className="tabular-nums">
                {cycle.status === 'refunded'
                  ? t('invoices.refunded', { amount: formatRupeesIn(locale, cycle.amount) })
                  : t('invoices.paid', { amount: formatRupeesIn(locale, cycle.amount) })}
              </p>
            </div>
            <InvoiceDownloadLink
              href={endpointUrl(contract.plans.cycleInvoicePdf, { id: cycle.id })}
              label={t('invoices.download')}
              accessibleName={t('invoices.downloadLabel', { number: cycle.invoice_number })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
