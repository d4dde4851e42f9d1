import { DELIVERY_FEE_LIST_PRICE, formatIndianMobile, HANDLING_FEE_LIST_PRICE, formatRupeesIn } from '@washday/core';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Banknote,
  CalendarCheck2,
  CircleCheckBig,
  House,
  MapPin,
  Phone,
  ReceiptText,
  XCircle,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';
import type { CustomerBooking } from '../api/booking-keys';
import {
  DEFAULT_DELIVERY_TIME,
  DEFAULT_PICKUP_TIME,
  formatDay,
  formatSlot,
  formatTime,
  normalizeStatus,
  orderIdOf,
  paymentMethodKey,
  paymentState,
} from '../utils/booking-format';
import { BookingStatusBadge } from './booking-status-badge';
import { CopyButton } from './copy-button';

export interface BookingConfirmationProps {
  booking: CustomerBooking;
  onViewBookings: () => void;
  onGoHome: () => void;
}

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 md:p-5">
      <h2 className="flex items-center gap-2 text-sm font-bold tracking-wide text-slate-500 uppercase">
        {icon}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A pickup or delivery slot, its icon inside the <dt>: a <dl>'s row may hold only its <dt> and <dd>. */
function SlotRow({ icon, tone, label, children }: { icon: ReactNode; tone: string; label: string; children: ReactNode }) {
  return (
    <div className="relative flex min-h-10 flex-col justify-center pl-13">
      <dt className="text-[13px] text-slate-500">
        <span
          className={`absolute top-1/2 left-0 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-xl ${tone}`}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-base font-bold text-ink">{children}</dd>
    </div>
  );
}

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3 text-ink'
          : 'flex items-baseline justify-between gap-3 text-slate-600'
      }
    >
      <dt className={strong ? 'text-base font-bold' : 'text-[15px]'}>{label}</dt>
      <dd className={strong ? 'text-xl font-extrabold tabular-nums' : 'text-[15px] font-medium tabular-nums'}>{value}</dd>
    </div>
  );
}

function Fee({ listPrice, charged }: { listPrice: number; charged: number }) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  if (charged > 0) return <>{formatRupeesIn(locale, charged)}</>;
  return (
    <span className="inline-flex items-baseline gap-1.5">
      <span className="text-slate-500 line-through">
        <span className="sr-only">{t('confirmation.was')}</span>
        {formatRupeesIn(locale, listPrice)}
      </span>
      <span className="font-bold text-emerald-700">{t('confirmation.free')}</span>
    </span>
  );
}

/** The screen after placing an order: what was booked, when, where, and what it costs (all from the server). */
export function BookingConfirmation({ booking, onViewBookings, onGoHome }: BookingConfirmationProps) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const { bookedName } = useCatalogueText();
  const rupees = (amount: number) => formatRupeesIn(locale, amount);
  const orderId = orderIdOf(booking);
  const cancelled = normalizeStatus(booking.status) === 'cancelled';
  const pickupTime = booking.scheduled_time || DEFAULT_PICKUP_TIME;
  const charges = booking.charges_breakdown;
  // The screen a placed order lands on: focus starts at its heading, so a screen reader says it and the next Tab goes
  // on from here, not from the checkout's last button (issue 25 item 14).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);

  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="flex flex-col items-center text-center">
        {cancelled ? (
          <span className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-slate-100 text-slate-500 ring-8 ring-slate-50">
            <XCircle className="h-10 w-10" aria-hidden="true" />
          </span>
        ) : (
          <span className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-emerald-500 text-white shadow-lift ring-8 ring-emerald-100 transition-transform duration-500 starting:scale-50">
            <CircleCheckBig className="h-10 w-10" aria-hidden="true" />
          </span>
        )}
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-5 text-[28px] leading-tight font-extrabold tracking-tight text-ink outline-none md:text-4xl"
        >
          {cancelled ? t('confirmation.cancelledTitle') : t('confirmation.title')}
        </h1>
        <p className="mt-2 max-w-md text-[15px] text-slate-600 md:text-base">
          {cancelled
            ? t('confirmation.cancelledLine')
            : t('confirmation.pickupLine', {
                day: formatDay(booking.scheduled_date, locale),
                time: formatTime(pickupTime, locale),
              })}
        </p>
      </header>

      <div className="mt-6 flex items-center justify-between gap-3 rounded-2xl bg-gradient-to-br from-brand-50 to-emerald-50 px-4 py-4 ring-1 ring-brand-100 md:mx-auto md:max-w-xl md:px-5">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-800/80 uppercase">{t('confirmation.orderId')}</p>
          <p
            className="mt-0.5 truncate text-2xl font-extrabold tracking-tight text-ink tabular-nums md:text-[28px]"
            data-testid="order-id"
            translate="no"
          >
            {orderId}
          </p>
          <div className="mt-1.5">
            <BookingStatusBadge status={booking.status} className="h-6 text-xs" />
          </div>
        </div>
        <CopyButton value={orderId} label={t('confirmation.copyOrderId')} />
      </div>

      <div className="mt-6 grid gap-4 md:grid-cols-2 md:items-start">
        <div className="grid gap-4">
          <Card title={t('confirmation.schedule')} icon={<CalendarCheck2 className="h-4 w-4" aria-hidden="true" />}>
            <dl className="grid gap-3">
              <SlotRow
                icon={<ArrowUpFromLine className="h-5 w-5" aria-hidden="true" />}
                tone="bg-brand-50 text-brand-700"
                label={t('confirmation.pickup')}
              >
                {formatSlot(booking.scheduled_date, booking.scheduled_time, DEFAULT_PICKUP_TIME, locale)}
              </SlotRow>
              <SlotRow
                icon={<ArrowDownToLine className="h-5 w-5" aria-hidden="true" />}
                tone="bg-emerald-50 text-emerald-700"
                label={t('confirmation.delivery')}
              >
                {formatSlot(booking.delivery_date, booking.delivery_time, DEFAULT_DELIVERY_TIME, locale)}
              </SlotRow>
            </dl>
          </Card>

          <Card title={t('confirmation.pickupAddress')} icon={<MapPin className="h-4 w-4" aria-hidden="true" />}>
            {booking.address ? (
              <p className="text-[15px] leading-relaxed text-ink" translate="no">
                {booking.address}
              </p>
            ) : (
              <p className="text-[15px] leading-relaxed text-ink">{t('confirmation.noAddress')}</p>
            )}
            {booking.contact_phone ? (
              <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-500 tabular-nums">
                <Phone className="h-4 w-4" aria-hidden="true" />
                {formatIndianMobile(booking.contact_phone)}
              </p>
            ) : null}
            {booking.special_instructions ? (
              <p className="mt-3 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-100">
                <span className="font-semibold text-slate-700">{t('confirmation.instructions')}</span>
                <span translate="no">{booking.special_instructions}</span>
              </p>
            ) : null}
          </Card>

          <Card title={t('confirmation.payment')} icon={<Banknote className="h-4 w-4" aria-hidden="true" />}>
            <p className="text-base font-bold text-ink">{t(`payment.${paymentMethodKey(booking.payment_method)}`)}</p>
            <p className="mt-0.5 text-sm text-slate-500">
              {paymentState(booking.payment_status) === 'pending'
                ? t('confirmation.payOnDelivery', { amount: rupees(booking.final_amount) })
                : t(`payment.${paymentState(booking.payment_status)}`)}
            </p>
          </Card>
        </div>

        <Card title={t('confirmation.summary')} icon={<ReceiptText className="h-4 w-4" aria-hidden="true" />}>
          <ul className="divide-y divide-slate-100" aria-label={t('confirmation.items')}>
            {booking.item_prices.map((line, index) => (
              <li
                key={`${line.service_id ?? line.service_name}-${index}`}
                className="flex items-start justify-between gap-3 py-2.5 first:pt-0"
              >
                <div className="min-w-0">
                  <p
                    className="text-[15px] font-semibold text-ink"
                    translate={bookedName(line.service_id, line.service_name).translate}
                  >
                    {bookedName(line.service_id, line.service_name).text}
                  </p>
                  <p className="text-[13px] text-slate-500 tabular-nums">
                    {line.quantity} × {rupees(line.unit_price)}
                  </p>
                </div>
                <p className="text-[15px] font-semibold text-ink tabular-nums">{rupees(line.total_price)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-2 border-t border-dashed border-slate-200 pt-3">
            <Row label={t('confirmation.subtotal')} value={rupees(booking.total_price)} />
            {booking.discount_amount > 0 ? (
              <Row
                label={
                  booking.coupon_code ? (
                    <Trans
                      t={t}
                      i18nKey="confirmation.discountWithCode"
                      values={{ code: booking.coupon_code }}
                      components={{ 1: <span translate="no" /> }}
                    />
                  ) : (
                    t('confirmation.discount')
                  )
                }
                value={<span className="text-emerald-700">−{rupees(booking.discount_amount)}</span>}
              />
            ) : null}
            <Row
              label={t('confirmation.deliveryFee')}
              value={<Fee listPrice={DELIVERY_FEE_LIST_PRICE} charged={charges.delivery_fee} />}
            />
            <Row
              label={t('confirmation.handlingFee')}
              value={<Fee listPrice={HANDLING_FEE_LIST_PRICE} charged={charges.handling_fee} />}
            />
            <Row label={t('confirmation.total')} value={rupees(booking.final_amount)} strong />
          </dl>
        </Card>
      </div>

      <div className="mt-8 flex flex-col gap-3 min-[480px]:flex-row min-[480px]:justify-center">
        <Button size="lg" className="min-[480px]:min-w-56" onClick={onViewBookings}>
          <CalendarCheck2 className="h-5 w-5" aria-hidden="true" />
          {t('actions.viewBookings')}
        </Button>
        <Button variant="secondary" size="lg" className="min-[480px]:min-w-56" onClick={onGoHome}>
          <House className="h-5 w-5" aria-hidden="true" />
          {t('actions.backHome')}
        </Button>
      </div>
    </div>
  );
}

export function BookingConfirmationSkeleton() {
  const { t } = useTranslation('bookings');
  return (
    <div className="mx-auto w-full max-w-5xl" role="status" aria-label={t('confirmation.loading')}>
      <div className="flex flex-col items-center">
        <Skeleton className="h-20 w-20 rounded-full" />
        <Skeleton className="mt-5 h-8 w-64" />
        <Skeleton className="mt-3 h-4 w-72" />
      </div>
      <Skeleton className="mt-6 h-24 w-full rounded-2xl md:mx-auto md:max-w-xl" />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="grid gap-4">
          <Skeleton className="h-36 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}
