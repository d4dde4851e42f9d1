import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myPlanInvoicesQuery } from '../api/plans-api';
import { PlanInvoiceRows } from './plan-invoice-rows';

/**
 * 'Past plan invoices': the tax invoices of the customer's plans other than the live one (all of them when no plan is
 * live), so an ended plan's invoices stay downloadable (decision 0042). The live plan's are on its card.
 */
export function PastPlanInvoices({ liveSubscriptionId }: { liveSubscriptionId: string | null }) {
  const { t } = useTranslation('plans');
  const invoices = useQuery(myPlanInvoicesQuery());
  const lines = (invoices.data ?? [])
    .filter((invoice) => invoice.subscription_id !== liveSubscriptionId)
    .map((invoice) => ({
      cycleId: invoice.cycle_id,
      invoiceNumber: invoice.invoice_number,
      periodStart: invoice.period_start,
      periodEnd: invoice.period_end,
      amount: invoice.amount,
      refunded: invoice.status === 'refunded',
      planName: invoice.plan_name,
    }));
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="past-plan-invoices-title"
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="past-plan-invoices"
    >
      <h2 id="past-plan-invoices-title" className="text-base font-extrabold text-ink">
        {t('invoices.pastTitle')}
      </h2>
      <PlanInvoiceRows lines={lines} />
    </section>
  );
}
