import { formatRupeesIn, type BookingMoney, type RefundView } from '@washday/core';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import type { CustomerBooking } from '../api/booking-keys';
import { formatBookedOn, isAwaitingItems, normalizeStatus, paymentState } from '../utils/booking-format';
import { billKind } from '../utils/booking-money';
import { PaymentStatusLabel } from './booking-status-badge';

/**
 * The card's money at a glance: 'Estimated ₹X' before the pickup is completed, 'Total ₹X (incl. GST ₹Y)' after, with
 * the payment status. The server's bill when it has been read (`money`), else what the booking says.
 */
export function BookingBill({ booking, money }: { booking: CustomerBooking; money: BookingMoney | undefined }) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const rupees = (amount: number) => formatRupeesIn(locale, amount);
  const bill = money?.bill;
  const kind = billKind(booking, money);
  const awaitingItems = isAwaitingItems(booking);
  const status = paymentState(bill?.payment_status ?? booking.payment_status);
  const amount = bill?.amount ?? booking.final_amount;
  const tax = bill?.tax ?? booking.charges_breakdown.tax_amount;
  const hasDiscount = booking.discount_amount > 0;
  // Nothing is due on a cancelled order, before a quick pickup is priced, or on a final bill of ₹0 (a laundry plan
  // covered it all), so "Payment pending" would mislead.
  const nothingToPay = kind === 'final' && amount === 0;
  const showStatus = status !== 'pending' || !(normalizeStatus(booking.status) === 'cancelled' || awaitingItems || nothingToPay);

  return (
    <div className="flex items-end justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase" data-testid="booking-total-label">
          {kind === 'estimate' ? t('money.estimated') : t('money.total')}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-xl font-extrabold text-ink tabular-nums" data-testid="booking-total">
            {awaitingItems ? (
              <span className="text-base font-bold text-slate-600">{t('awaitingItems.total')}</span>
            ) : (
              rupees(amount)
            )}
          </span>
          {hasDiscount && !awaitingItems ? (
            <span className="text-sm text-slate-500 tabular-nums line-through">
              <span className="sr-only">{t('card.was')}</span>
              {rupees(booking.total_price)}
            </span>
          ) : null}
          {kind === 'final' && tax > 0 ? (
            <span className="text-[13px] text-slate-500 tabular-nums">{t('money.inclGst', { amount: rupees(tax) })}</span>
          ) : null}
        </p>
        {bill && bill.paid > 0 && bill.due > 0 && normalizeStatus(booking.status) !== 'cancelled' ? (
          <p className="mt-0.5 text-[13px] text-slate-600 tabular-nums">
            {t('money.paidSoFar', { paid: rupees(bill.paid), due: rupees(bill.due) })}
          </p>
        ) : null}
      </div>
      {showStatus ? <PaymentStatusLabel paymentStatus={status} className="mb-1" /> : null}
    </div>
  );
}

function RefundLine({ refund }: { refund: RefundView }) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const amount = formatRupeesIn(locale, refund.amount);
  const headline =
    refund.status === 'processed'
      ? t('money.refunded', { amount })
      : refund.status === 'pending'
        ? t('money.refundPending', { amount })
        : t('money.refundFailed', { amount });
  const date = formatBookedOn(refund.processed_at ?? refund.created_at, locale);
  return (
    <li data-refund-status={refund.status} className="flex items-start gap-2 text-[13px] leading-snug text-slate-600">
      <Undo2
        className={cn('mt-0.5 h-3.5 w-3.5 shrink-0', refund.status === 'failed' ? 'text-amber-700' : 'text-blue-700')}
        aria-hidden="true"
      />
      <span className="min-w-0">
        <span className="font-semibold text-ink tabular-nums">{headline}</span>
        {' · '}
        <span translate="no" className="break-words">
          {refund.reason}
        </span>
        {date ? <> · {date}</> : null}
      </span>
    </li>
  );
}

/** 'Refunded ₹X · reason · date' for each refund; one still with the provider reads 'Refund on its way'. */
export function BookingRefunds({ refunds }: { refunds: RefundView[] }) {
  const { t } = useTranslation('bookings');
  if (refunds.length === 0) return null;
  return (
    <ul aria-label={t('money.refunds')} className="mt-2.5 grid gap-1.5">
      {refunds.map((refund) => (
        <RefundLine key={refund.id} refund={refund} />
      ))}
    </ul>
  );
}
