import type { PlanCycleView } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { PlanInvoiceRows } from './plan-invoice-rows';

/** The plan's paid months, newest first, each with its GST tax invoice to download (decision 0042). */
export function PlanInvoices({ cycles }: { cycles: PlanCycleView[] }) {
  const { t } = useTranslation('plans');
  const lines = cycles.flatMap((c) =>
    c.invoice_number
      ? [
          {
            cycleId: c.id,
            invoiceNumber: c.invoice_number,
            periodStart: c.period_start,
            periodEnd: c.period_end,
            amount: c.amount,
            refunded: c.status === 'refunded',
          },
        ]
      : [],
  );
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="plan-invoices-title" className="mt-4 border-t border-slate-100 pt-3" data-testid="plan-invoices">
      <h3 id="plan-invoices-title" className="text-sm font-semibold text-ink">
        {t('invoices.title')}
      </h3>
      <PlanInvoiceRows lines={lines} />
    </section>
  );
}
