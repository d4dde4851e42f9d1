import { formatRupeesIn } from '@washday/core';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Ban,
  Headset,
  MapPin,
  MessageSquareText,
  PencilLine,
  Route,
  Shirt,
  TicketPercent,
  Zap,
} from 'lucide-react';
import { Fragment, lazy, Suspense, useRef, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { IconDetailRow } from '@/components/icon-detail-row';
import { Button } from '@/components/ui/button';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';
import { useSeenOnce } from '@/hooks/use-seen-once';
import { cn } from '@/lib/cn';
import type { CustomerBooking } from '../api/booking-keys';
import { useBookingMoney } from '../api/get-booking-money';
import {
  canCancelBooking,
  canEditBooking,
  DEFAULT_DELIVERY_TIME,
  DEFAULT_PICKUP_TIME,
  formatBookedOn,
  formatSlot,
  isAwaitingItems,
  orderIdOf,
  servicesSummary,
} from '../utils/booking-format';
import { awaitsRider } from '../utils/arrival';
import { needsBill } from '../utils/booking-money';
import { BookingBill, BookingRefunds } from './booking-bill';
import { BookingClaims } from './booking-claims';
import { BookingPayActions } from './booking-pay-actions';
import { BookingRating } from './booking-rating';
import { BookingStatusBadge } from './booking-status-badge';
import { HandoverCode } from './handover-code';

// The rider's arrival (issue 28) and its strings load with the first card a rider may be coming to.
const ArrivalWindow = lazy(() => import('./arrival-window'));

export interface BookingCardProps {
  booking: CustomerBooking;
  onEdit: (booking: CustomerBooking) => void;
  onCancel: (booking: CustomerBooking) => void;
  onContactSupport: (booking: CustomerBooking) => void;
  onTrack: (booking: CustomerBooking) => void;
  /** More actions under the bill, from the screen that shows the card (a completed order's 'Repeat this pickup'). */
  extraActions?: ((booking: CustomerBooking) => ReactNode) | undefined;
}

/** 'Saree × 2, Blouse × 1', each name in the interface language where the catalogue has it (lib/catalogue-text.ts). */
function BookedServices({ booking }: { booking: CustomerBooking }) {
  const text = useCatalogueText();
  // No priced lines: the server's own text list, as it is.
  if (booking.item_prices.length === 0) return <span translate="no">{servicesSummary(booking)}</span>;
  return booking.item_prices.map((line, index) => {
    const name = text.bookedName(line.service_id, line.service_name);
    return (
      <Fragment key={index}>
        {index > 0 ? ', ' : null}
        <span translate={name.translate}>{name.text}</span> × {line.quantity}
      </Fragment>
    );
  });
}

/** One booking in My Bookings: what, when, where, how much, and what the customer may still do. */
export function BookingCard({ booking, onEdit, onCancel, onContactSupport, onTrack, extraActions }: BookingCardProps) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const rupees = (amount: number) => formatRupeesIn(locale, amount);
  const orderId = orderIdOf(booking);
  const bookedOn = formatBookedOn(booking.created_at, locale);
  const editable = canEditBooking(booking);
  const cancellable = canCancelBooking(booking);
  const hasDiscount = booking.discount_amount > 0;
  const muted = booking.status === 'cancelled';
  // A quick pickup's items and price come from the rider at the door: no empty list, no ₹0.
  const awaitingItems = isAwaitingItems(booking);
  // The bill is read once the card nears the screen, and only when it can say more than the booking does.
  const cardRef = useRef<HTMLElement>(null);
  const seen = useSeenOnce(cardRef);
  const money = useBookingMoney(booking.id, { enabled: seen && needsBill(booking) });

  return (
    <article
      ref={cardRef}
      aria-label={t('card.label', { orderId })}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-slate-900/5"
    >
      <header className="flex items-start justify-between gap-3 px-4 pt-4 pb-3 md:px-5">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('card.orderId')}</p>
          <h3 className="mt-0.5 truncate text-lg font-extrabold tracking-tight text-ink tabular-nums" translate="no">
            {orderId}
          </h3>
          {bookedOn ? <p className="mt-1 text-[13px] text-slate-500">{t('card.bookedOn', { date: bookedOn })}</p> : null}
        </div>
        <BookingStatusBadge status={booking.status} />
      </header>

      <dl className={cn('grid gap-3 border-t border-slate-100 px-4 py-4 min-[420px]:grid-cols-2 md:px-5', muted && 'opacity-75')}>
        <IconDetailRow
          iconSize="sm"
          className="min-[420px]:col-span-2"
          icon={<Shirt className="h-4 w-4" aria-hidden="true" />}
          label={t('card.services')}
        >
          {awaitingItems ? (
            <span className="inline-flex items-center gap-1.5 text-amber-800">
              <Zap className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />
              {t('awaitingItems.services')}
            </span>
          ) : (
            <span className="line-clamp-2">
              <BookedServices booking={booking} />
            </span>
          )}
        </IconDetailRow>
        <IconDetailRow iconSize="sm" icon={<ArrowUpFromLine className="h-4 w-4" aria-hidden="true" />} label={t('card.pickup')}>
          {formatSlot(booking.scheduled_date, booking.scheduled_time, DEFAULT_PICKUP_TIME, locale)}
        </IconDetailRow>
        <IconDetailRow iconSize="sm" icon={<ArrowDownToLine className="h-4 w-4" aria-hidden="true" />} label={t('card.delivery')}>
          {awaitingItems
            ? t('awaitingItems.delivery')
            : formatSlot(booking.delivery_date, booking.delivery_time, DEFAULT_DELIVERY_TIME, locale)}
        </IconDetailRow>
        <IconDetailRow
          iconSize="sm"
          className="min-[420px]:col-span-2"
          icon={<MapPin className="h-4 w-4" aria-hidden="true" />}
          label={t('card.address')}
        >
          {booking.address ? (
            <span className="line-clamp-2 font-normal text-slate-700" translate="no">
              {booking.address}
            </span>
          ) : (
            <span className="line-clamp-2 font-normal text-slate-700">{t('card.noAddress')}</span>
          )}
        </IconDetailRow>
        {booking.special_instructions ? (
          <IconDetailRow
            iconSize="sm"
            icon={<MessageSquareText className="h-4 w-4" aria-hidden="true" />}
            label={t('card.instructions')}
          >
            <span className="line-clamp-2 font-normal text-slate-700" translate="no">
              {booking.special_instructions}
            </span>
          </IconDetailRow>
        ) : null}
      </dl>
      <div className="grid gap-3 px-4 pb-4 md:px-5">
        {seen && awaitsRider(booking) ? (
          <Suspense fallback={null}>
            <ArrivalWindow bookingId={booking.id} />
          </Suspense>
        ) : null}
        <HandoverCode booking={booking} />
        <Button variant="secondary" size="md" onClick={() => onTrack(booking)} aria-label={t('card.trackLabel', { orderId })}>
          <Route className="h-4 w-4" aria-hidden="true" />
          {t('card.track')}
        </Button>
      </div>

      <div className="mt-auto border-t border-slate-100 bg-slate-50/60 px-4 py-3.5 md:px-5">
        <BookingBill booking={booking} money={money.data} />
        {hasDiscount ? (
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-[13px] font-semibold text-brand-800 ring-1 ring-brand-100">
            <TicketPercent className="h-4 w-4" aria-hidden="true" />
            {booking.coupon_code ? (
              <Trans
                t={t}
                i18nKey="card.discountWithCode"
                values={{ amount: rupees(booking.discount_amount), code: booking.coupon_code }}
                components={{ 1: <span translate="no" /> }}
              />
            ) : (
              t('card.discount', { amount: rupees(booking.discount_amount) })
            )}
          </p>
        ) : null}
        <BookingRefunds refunds={money.data?.refunds ?? []} />
        <BookingPayActions booking={booking} money={money.data} />
        <BookingRating booking={booking} seen={seen} />
        <BookingClaims booking={booking} seen={seen} />
        {extraActions ? <div className="mt-3">{extraActions(booking)}</div> : null}

        <div className="mt-3 flex flex-wrap gap-2">
          {editable ? (
            <Button
              variant="secondary"
              size="md"
              className="flex-1 px-3"
              onClick={() => onEdit(booking)}
              aria-label={t('card.editLabel', { orderId })}
            >
              <PencilLine className="h-4 w-4" aria-hidden="true" />
              {t('card.edit')}
            </Button>
          ) : null}
          {cancellable ? (
            <Button
              variant="secondary"
              size="md"
              className="flex-1 px-3 text-red-600 hover:bg-red-50"
              onClick={() => onCancel(booking)}
              aria-label={t('card.cancelLabel', { orderId })}
            >
              <Ban className="h-4 w-4" aria-hidden="true" />
              {t('card.cancel')}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="md"
            className="flex-1 px-3 whitespace-nowrap"
            onClick={() => onContactSupport(booking)}
            aria-label={t('card.supportLabel', { orderId })}
          >
            <Headset className="h-4 w-4" aria-hidden="true" />
            {t('card.support')}
          </Button>
        </div>
      </div>
    </article>
  );
}
