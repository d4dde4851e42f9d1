import { contract, endpointUrl, formatRupeesIn } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { InvoiceDownloadLink } from '@/components/invoice-download-link';
import { useLocale } from '@/hooks/use-locale';

/** A plan cycle's tax invoice as its rows show it (decision 0042), from the plan card's cycles or the customer's list. */
export interface PlanInvoiceLine {
  cycleId: string;
  invoiceNumber: string;
  periodStart: string | null;
  periodEnd: string | null;
  amount: number;
  refunded: boolean;
  /** Named when the list holds more than one plan's invoices. */
  planName?: string;
}

/** Plan cycles' invoices, one row each: the period, what was paid or refunded, and 'Download invoice' (its PDF). */
export function PlanInvoiceRows({ lines }: { lines: PlanInvoiceLine[] }) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const day = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
          new Date(iso),
        )
      : '';
  return (
    <ul className="mt-2 grid gap-2">
      {lines.map((line) => (
        <li key={line.cycleId} className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0 text-sm text-slate-600">
            {line.planName ? <p className="font-semibold text-ink">{line.planName}</p> : null}
            <p className="font-medium text-ink tabular-nums">
              {t('invoices.period', { from: day(line.periodStart), to: day(line.periodEnd) })}
            </p>
            <p className="tabular-nums">
              {line.refunded
                ? t('invoices.refunded', { amount: formatRupeesIn(locale, line.amount) })
                : t('invoices.paid', { amount: formatRupeesIn(locale, line.amount) })}
            </p>
          </div>
          <InvoiceDownloadLink
            href={endpointUrl(contract.plans.cycleInvoicePdf, { id: line.cycleId })}
            label={t('invoices.download')}
            accessibleName={t('invoices.downloadLabel', { number: line.invoiceNumber })}
          />
        </li>
      ))}
    </ul>
  );
}
