import { businessDate } from '@washday/core';
import { Download, LoaderCircle } from 'lucide-react';
import { PolledLiveStatus } from '@/components/admin-table/live-status';
import { StaleNotice } from '@/components/admin-table/query-states';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { ListError } from '@/components/admin-table/table-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/request-errors';
import { toast } from '@/lib/toast';
import { PAYMENTS_POLL_MS } from '../api/admin-payments-keys';
import { useDownloadInvoiceRegister } from '../api/download-invoice-register';
import { useAdminPayments } from '../api/get-admin-payments';
import { useRiderOptions } from '../api/get-rider-options';
import { usePaymentsFilters } from '../hooks/use-payments-filters';
import { usePaymentsLive } from '../hooks/use-payments-live';
import { rangeLabel } from '../utils/money-format';
import { MoneyTotals } from './money-totals';
import { PaymentsFilters } from './payments-filters';
import { PaymentsLists } from './payments-lists';

/**
 * Payments (GET /api/admin/payments): a range of India's days (today unless chosen), filtered by method, status and
 * rider; the totals by method, net of refunds, against booked revenue; the payments, refunds and completed orders still
 * owing; and the invoice register of the same days as CSV.
 */
export function PaymentsScreen({ now = () => new Date() }: { now?: () => Date }) {
  const [query, update] = usePaymentsFilters();
  const live = usePaymentsLive();
  const payments = useAdminPayments(query, { refetchInterval: live.pollInterval(PAYMENTS_POLL_MS) });
  const riders = useRiderOptions();
  const register = useDownloadInvoiceRegister();
  const today = businessDate(now());
  const to = query.to ?? payments.data?.range.to ?? today;
  const range = { from: query.from ?? (query.to ? to : (payments.data?.range.from ?? to)), to };
  const data = payments.data;

  return (
    <section aria-labelledby="payments-title" className="space-y-4">
      <ScreenHeader
        id="payments-title"
        title="Payments"
        description="Money taken at the door and online, and given back, day by day. The invoice register holds the tax invoices and credit notes of the same days, for the GST return."
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <PolledLiveStatus connected={live.connected} query={payments} />
            <Button
              size="sm"
              variant="secondary"
              disabled={register.isPending}
              aria-busy={register.isPending}
              onClick={() =>
                register.mutate(range, {
                  onSuccess: (name) => void toast.success(`Saved ${name}`),
                  onError: (error) =>
                    void toast.error('Could not download the invoice register', {
                      description: describeError(error, 'The server did not answer.'),
                    }),
                })
              }
            >
              {register.isPending ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Download className="h-4 w-4" aria-hidden="true" />
              )}
              Download invoice register (CSV)
            </Button>
          </div>
        }
      />
      <PaymentsFilters query={query} range={range} riders={riders.data ?? []} now={now()} onChange={update} />
      {data ? (
        <>
          {payments.isError ? (
            <div className="overflow-hidden rounded-2xl">
              <StaleNotice error={payments.error} />
            </div>
          ) : null}
          <h3 className="text-sm font-bold text-slate-700">
            <span className="sr-only">Totals for</span> {rangeLabel(data.range)}
          </h3>
          <MoneyTotals totals={data.totals} />
          <PaymentsLists data={data} busy={payments.isPlaceholderData} />
        </>
      ) : payments.isError ? (
        <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <ListError
            title="Could not load the payments"
            message={describeError(payments.error, 'The server did not answer.')}
            onRetry={() => void payments.refetch()}
            retrying={payments.isFetching}
          />
        </div>
      ) : (
        <div role="status" aria-label="Loading the payments" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full rounded-3xl" />
          ))}
        </div>
      )}
    </section>
  );
}
