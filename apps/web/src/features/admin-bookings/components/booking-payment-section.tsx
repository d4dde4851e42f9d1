import { formatRupees, type Bill, type PaymentView, type RefundView } from '@washday/core';
import { FileText, HandCoins, Undo2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { PanelError } from '@/components/panel-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import type { AdminBooking } from '../api/admin-booking-keys';
import { useBookingMoney } from '../api/booking-money';
import { formatMoment } from '../utils/booking-format';
import { PAYMENT_METHOD_LABEL } from '@/lib/payment-labels';
import { PAYMENT_RECORD_LABEL, REFUND_STATUS_META, paymentStatusMeta, refundableOf } from '../utils/payment-format';
import { ToneBadge } from './booking-badges';
import { CollectLaterDialog, RefundDialog, type MoneyTarget } from './booking-money-dialogs';
import { Section } from './booking-details-sections';

/** The order's money (GET /api/bookings/:id/payments): the bill, each payment and refund, and Refund… and Collect later…. */
export function BookingPaymentSection({ booking }: { booking: AdminBooking }) {
  const money = useBookingMoney(booking.id);
  const [dialog, setDialog] = useState<'refund' | 'collect-later' | null>(null);
  const bill = money.data?.bill;
  const target: MoneyTarget | null = bill
    ? {
        bookingId: booking.id,
        orderId: booking.custom_order_id,
        paid: bill.paid,
        refunded: bill.refunded,
        refundable: refundableOf(bill),
        due: bill.due,
      }
    : null;
  const open = booking.status !== 'completed' && booking.status !== 'cancelled';
  const canRefund = target !== null && target.refundable > 0;
  const canCollectLater = bill !== undefined && open && bill.due > 0 && !bill.collect_later;

  return (
    <Section title="Payment" icon={<Wallet className="h-4 w-4 text-slate-500" aria-hidden="true" />}>
      {money.isPending ? (
        <div role="status" aria-label="Loading the payment" className="space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : money.isError ? (
        <PanelError
          className="py-4"
          title="Could not load the payment"
          message={describeError(money.error, 'The server did not answer.')}
          retrying={money.isFetching}
          onRetry={() => void money.refetch()}
        />
      ) : (
        <>
          <BillSummary bill={money.data.bill} />
          {canRefund || canCollectLater ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {canRefund ? (
                <Button size="sm" variant="secondary" onClick={() => setDialog('refund')}>
                  <Undo2 className="h-4 w-4" aria-hidden="true" />
                  Refund…
                </Button>
              ) : null}
              {canCollectLater ? (
                <Button size="sm" variant="secondary" onClick={() => setDialog('collect-later')}>
                  <HandCoins className="h-4 w-4" aria-hidden="true" />
                  Collect later…
                </Button>
              ) : null}
            </div>
          ) : null}
          <Payments payments={money.data.payments} />
          {money.data.refunds.length ? <Refunds refunds={money.data.refunds} /> : null}
        </>
      )}
      <RefundDialog target={dialog === 'refund' ? target : null} onClose={() => setDialog(null)} />
      <CollectLaterDialog target={dialog === 'collect-later' ? target : null} onClose={() => setDialog(null)} />
    </Section>
  );
}

function Figure({ label, value, detail, tone }: { label: string; value: number; detail?: string; tone?: 'due' | 'done' }) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-xl px-3 py-2',
        tone === 'due' ? 'bg-amber-50 ring-1 ring-amber-200' : tone === 'done' ? 'bg-emerald-50' : 'bg-slate-50',
      )}
    >
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-base font-extrabold text-ink tabular-nums">{formatRupees(value)}</dd>
      {detail ? <dd className="text-[11px] leading-tight text-slate-600">{detail}</dd> : null}
    </div>
  );
}

function BillSummary({ bill }: { bill: Bill }) {
  const status = paymentStatusMeta(bill.payment_status);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ToneBadge tone={status.tone}>{status.label}</ToneBadge>
        <span className="text-xs text-slate-600">
          {bill.final ? 'Final bill' : 'Estimate: the bill is final once the pickup rider has collected the items'}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Total" value={bill.amount} detail={`incl. ${formatRupees(bill.tax)} GST`} />
        <Figure label="Paid" value={bill.paid} tone={bill.paid > 0 && bill.due === 0 ? 'done' : undefined} />
        <Figure label="Refunded" value={bill.refunded} />
        <Figure label="Due" value={bill.due} tone={bill.due > 0 ? 'due' : undefined} />
      </dl>
      {bill.collect_later && bill.due > 0 ? (
        <p className="mt-2 rounded-xl bg-sky-50 px-3 py-2 text-xs text-sky-900">
          Collect later: the delivery can complete with {formatRupees(bill.due)} still due.
        </p>
      ) : null}
      {bill.invoice ? (
        <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-600">
          <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          Tax invoice <span className="font-mono font-semibold text-ink">{bill.invoice.number}</span> issued{' '}
          {formatMoment(bill.invoice.issued_at)}
        </p>
      ) : null}
    </>
  );
}

const listHeading = 'mt-4 text-xs font-bold tracking-wider text-slate-600 uppercase';

function Payments({ payments }: { payments: readonly PaymentView[] }) {
  return (
    <>
      <h4 className={listHeading}>Payments</h4>
      {payments.length === 0 ? (
        <p className="mt-1.5 text-sm text-slate-600">No payment yet.</p>
      ) : (
        <ul className="mt-1.5 space-y-1.5" aria-label="Payments">
          {payments.map((p) => {
            const state = PAYMENT_RECORD_LABEL[p.status];
            const received = p.received !== null && p.received > p.amount ? ` · ${formatRupees(p.received)} handed over` : '';
            return (
              <li key={p.id} className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                    {PAYMENT_METHOD_LABEL[p.method]}
                    {p.status === 'captured' ? null : <ToneBadge tone={state.tone}>{state.label}</ToneBadge>}
                  </p>
                  <p className="text-xs text-slate-600">
                    {formatMoment(p.captured_at ?? p.created_at)}
                    {p.collected_by ? ` · collected by ${p.collected_by}` : ''}
                    {received}
                    {p.refunded > 0 ? ` · ${formatRupees(p.refunded)} refunded` : ''}
                  </p>
                  {p.reference ? <p className="font-mono text-[11px] break-all text-slate-600">Ref. {p.reference}</p> : null}
                </div>
                <p className="text-sm font-bold text-ink tabular-nums">{formatRupees(p.amount)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function Refunds({ refunds }: { refunds: readonly RefundView[] }) {
  return (
    <>
      <h4 className={listHeading}>Refunds</h4>
      <ul className="mt-1.5 space-y-1.5" aria-label="Refunds">
        {refunds.map((f) => {
          const state = REFUND_STATUS_META[f.status];
          return (
            <li key={f.id} className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2">
              <div className="min-w-0">
                <p className="text-sm wrap-anywhere text-ink">{f.automatic ? `On cancellation: ${f.reason}` : f.reason}</p>
                <p className="text-xs text-slate-600">
                  {formatMoment(f.processed_at ?? f.created_at)}
                  {f.credit_note_number ? (
                    <>
                      {' · credit note '}
                      <span className="font-mono font-semibold text-slate-700">{f.credit_note_number}</span>
                    </>
                  ) : null}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <p className="text-sm font-bold text-ink tabular-nums">−{formatRupees(f.amount)}</p>
                <ToneBadge tone={state.tone}>{state.label}</ToneBadge>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
