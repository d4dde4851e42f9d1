import { formatRupees } from '@washday/core';
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
} from 'lucide-react';
import { IconDetailRow } from '@/components/icon-detail-row';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CustomerBooking } from '../api/booking-keys';
import {
  canCancelBooking,
  canEditBooking,
  DEFAULT_DELIVERY_TIME,
  DEFAULT_PICKUP_TIME,
  formatBookedOn,
  formatSlot,
  orderIdOf,
  servicesSummary,
} from '../utils/booking-format';
import { BookingStatusBadge, PaymentStatusLabel } from './booking-status-badge';
import { HandoverCode } from './handover-code';

export interface BookingCardProps {
  booking: CustomerBooking;
  onEdit: (booking: CustomerBooking) => void;
  onCancel: (booking: CustomerBooking) => void;
  onContactSupport: (booking: CustomerBooking) => void;
  onTrack: (booking: CustomerBooking) => void;
}

/** One booking in My Bookings: what, when, where, how much, and what the customer may still do. */
export function BookingCard({ booking, onEdit, onCancel, onContactSupport, onTrack }: BookingCardProps) {
  const orderId = orderIdOf(booking);
  const bookedOn = formatBookedOn(booking.created_at);
  const editable = canEditBooking(booking);
  const cancellable = canCancelBooking(booking);
  const hasDiscount = booking.discount_amount > 0;
  const muted = booking.status === 'cancelled';

  return (
    <article
      aria-label={`Booking ${orderId}`}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-slate-900/5"
    >
      <header className="flex items-start justify-between gap-3 px-4 pt-4 pb-3 md:px-5">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Order ID</p>
          <h3 className="mt-0.5 truncate text-lg font-extrabold tracking-tight text-ink tabular-nums">{orderId}</h3>
          {bookedOn ? <p className="mt-1 text-[13px] text-slate-500">Booked on {bookedOn}</p> : null}
        </div>
        <BookingStatusBadge status={booking.status} />
      </header>

      <dl className={cn('grid gap-3 border-t border-slate-100 px-4 py-4 md:px-5', muted && 'opacity-75')}>
        <IconDetailRow iconSize="sm" icon={<Shirt className="h-4 w-4" aria-hidden="true" />} label="Services">
          <span className="line-clamp-2">{servicesSummary(booking)}</span>
        </IconDetailRow>
        <div className="grid gap-3 min-[420px]:grid-cols-2">
          <IconDetailRow iconSize="sm" icon={<ArrowUpFromLine className="h-4 w-4" aria-hidden="true" />} label="Pickup">
            {formatSlot(booking.scheduled_date, booking.scheduled_time, DEFAULT_PICKUP_TIME)}
          </IconDetailRow>
          <IconDetailRow iconSize="sm" icon={<ArrowDownToLine className="h-4 w-4" aria-hidden="true" />} label="Delivery">
            {formatSlot(booking.delivery_date, booking.delivery_time, DEFAULT_DELIVERY_TIME)}
          </IconDetailRow>
        </div>
        <IconDetailRow iconSize="sm" icon={<MapPin className="h-4 w-4" aria-hidden="true" />} label="Address">
          <span className="line-clamp-2 font-normal text-slate-700">{booking.address || 'Address not provided'}</span>
        </IconDetailRow>
        {booking.special_instructions ? (
          <IconDetailRow iconSize="sm" icon={<MessageSquareText className="h-4 w-4" aria-hidden="true" />} label="Instructions">
            <span className="line-clamp-2 font-normal text-slate-700">{booking.special_instructions}</span>
          </IconDetailRow>
        ) : null}
      </dl>
      <div className="grid gap-3 px-4 pb-4 md:px-5">
        <HandoverCode booking={booking} />
        <Button variant="secondary" size="md" onClick={() => onTrack(booking)} aria-label={`Track order ${orderId}`}>
          <Route className="h-4 w-4" aria-hidden="true" />
          Track order
        </Button>
      </div>

      <div className="mt-auto border-t border-slate-100 bg-slate-50/60 px-4 py-3.5 md:px-5">
        <div className="flex items-end justify-between gap-3">
          <div>
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Total</p>
            <p className="flex items-baseline gap-2">
              <span className="text-xl font-extrabold text-ink tabular-nums" data-testid="booking-total">
                {formatRupees(booking.final_amount)}
              </span>
              {hasDiscount ? (
                <span className="text-sm text-slate-400 tabular-nums line-through">
                  <span className="sr-only">was </span>
                  {formatRupees(booking.total_price)}
                </span>
              ) : null}
            </p>
          </div>
          {/* Nothing is due on a cancelled order, so "Payment pending" would mislead. */}
          {muted && booking.payment_status !== 'paid' ? null : (
            <PaymentStatusLabel paymentStatus={booking.payment_status} className="mb-1" />
          )}
        </div>
        {hasDiscount ? (
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-[13px] font-semibold text-brand-800 ring-1 ring-brand-100">
            <TicketPercent className="h-4 w-4" aria-hidden="true" />
            {formatRupees(booking.discount_amount)} off{booking.coupon_code ? ` with ${booking.coupon_code}` : ''}
          </p>
        ) : null}

        <div className="mt-3 flex flex-wrap gap-2">
          {editable ? (
            <Button
              variant="secondary"
              size="md"
              className="flex-1 px-3"
              onClick={() => onEdit(booking)}
              aria-label={`Edit booking ${orderId}`}
            >
              <PencilLine className="h-4 w-4" aria-hidden="true" />
              Edit
            </Button>
          ) : null}
          {cancellable ? (
            <Button
              variant="secondary"
              size="md"
              className="flex-1 px-3 text-red-600 hover:bg-red-50"
              onClick={() => onCancel(booking)}
              aria-label={`Cancel booking ${orderId}`}
            >
              <Ban className="h-4 w-4" aria-hidden="true" />
              Cancel
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="md"
            className="flex-1 px-3 whitespace-nowrap"
            onClick={() => onContactSupport(booking)}
            aria-label={`Contact Support about ${orderId}`}
          >
            <Headset className="h-4 w-4" aria-hidden="true" />
            Contact Support
          </Button>
        </div>
      </div>
    </article>
  );
}
