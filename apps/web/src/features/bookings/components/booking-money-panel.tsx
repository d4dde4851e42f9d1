import { formatRupeesIn, type PaymentView } from '@washday/core';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import type { CustomerBooking } from '../api/booking-keys';
import { useBookingMoney } from '../api/get-booking-money';
import { formatBookedOn } from '../utils/booking-format';
import { needsBill } from '../utils/booking-money';
import { BookingBill, BookingRefunds } from './booking-bill';
import { BookingPayActions } from './booking-pay-actions';
import { BookingPlanLines } from './booking-plan-lines';

/** Money that reached us: captured, or refunded since (a failed try is not a payment). */
const received = (payment: PaymentView) => payment.status !== 'failed' && payment.status !== 'created';

function PaymentLine({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const date = formatBookedOn(payment.captured_at ?? payment.created_at, locale);
  return (
    <li className="text-[13px] leading-snug text-slate-600">
      <span className="font-semibold text-ink tabular-nums">
        {t(`money.methods.${payment.method}`, { amount: formatRupeesIn(locale, payment.amount) })}
      </span>
      {date ? <> · {date}</> : null}
    </li>
  );
}

/** The Track sheet's money: the bill, how it was paid, refunds, and paying or the invoice. */
export function BookingMoneyPanel({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation('bookings');
  const money = useBookingMoney(booking.id, { enabled: needsBill(booking) });
  const payments = (money.data?.payments ?? []).filter(received);
  return (
    <section aria-labelledby="booking-money-title" className="rounded-2xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-100">
      <h3
        id="booking-money-title"
        className="mb-2 flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        <Wallet className="h-4 w-4 text-brand-600" aria-hidden="true" />
        {t('money.title')}
      </h3>
      <BookingBill booking={booking} money={money.data} />
      <BookingPlanLines bookingId={booking.id} final={money.data?.bill.final === true} />
      {payments.length > 0 ? (
        <ul aria-label={t('money.payments')} className="mt-2.5 grid gap-1">
          {payments.map((payment) => (
            <PaymentLine key={payment.id} payment={payment} />
          ))}
        </ul>
      ) : null}
      <BookingRefunds refunds={money.data?.refunds ?? []} />
      <BookingPayActions booking={booking} money={money.data} />
    </section>
  );
}
