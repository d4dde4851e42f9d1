import { formatIndianMobile, formatRupees } from '@washday/core';
import { ArrowRight, CalendarPlus, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import type { AdminBookingCreated } from '../api/create-admin-booking';
import { bookingsTabLink } from '../utils/book-for-user-form';
import { dayText, timeText } from '../utils/format';

/** The booking was made: its order id, a link to it in the Bookings tab, and a fresh form. */
export function BookingCreated({ created, onAnother }: { created: AdminBookingCreated; onAnother: () => void }) {
  const { booking, customer } = created;
  return (
    <section
      aria-labelledby="booking-created-title"
      className="mx-auto max-w-2xl rounded-3xl bg-white p-8 text-center shadow-soft ring-1 ring-slate-900/5"
    >
      <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100">
        <CircleCheck className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 id="booking-created-title" className="mt-4 text-2xl font-extrabold tracking-tight text-ink">
        Booking {booking.custom_order_id} created
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        For {customer.name} ({formatIndianMobile(customer.phone)}){customer.created ? ', with a new customer account' : ''}. The
        customer has been sent a message.
      </p>
      <dl className="mx-auto mt-6 grid max-w-md grid-cols-3 gap-3 text-left">
        <div className="rounded-2xl bg-slate-50 px-4 py-3">
          <dt className="text-xs text-slate-500">Pickup</dt>
          <dd className="text-sm font-semibold text-ink tabular-nums">
            {dayText(booking.scheduled_date)}
            <span className="block">{timeText(booking.scheduled_time)}</span>
          </dd>
        </div>
        <div className="rounded-2xl bg-slate-50 px-4 py-3">
          <dt className="text-xs text-slate-500">Items</dt>
          <dd className="text-sm font-semibold text-ink tabular-nums">
            {booking.item_prices.length} line{booking.item_prices.length === 1 ? '' : 's'}
          </dd>
        </div>
        <div className="rounded-2xl bg-slate-50 px-4 py-3">
          <dt className="text-xs text-slate-500">Final amount</dt>
          <dd className="text-sm font-semibold text-ink tabular-nums">{formatRupees(booking.final_amount)}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={bookingsTabLink(booking.custom_order_id)} className={buttonClasses()}>
          Open {booking.custom_order_id} in Bookings
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          Book another
        </Button>
      </div>
    </section>
  );
}
