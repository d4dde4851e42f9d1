import type { OrderEvent, TripKind } from '@washday/core';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/request-errors';
import { useBookingEvents } from '../api/get-booking-events';
import { STAGE_LABEL, TRIP_LABEL, formatMoment } from '../utils/booking-format';

const ORDER_STEPS: Record<string, string> = {
  pending: 'Booked',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  vendor_assigned: 'Vendor assigned',
  edited: 'Edited',
  ...STAGE_LABEL,
};
const TRIP_STEPS: Record<TripKind, Record<string, string>> = {
  pickup: {
    assigned: 'Pickup rider assigned',
    reassigned: 'Pickup given to another rider',
    accepted: 'Pickup accepted by the rider',
    picked_up: 'Rider on the way to the customer',
    items_updated: 'Items changed at the door',
    completed: 'Items collected at the door',
  },
  delivery: {
    assigned: 'Delivery rider assigned',
    reassigned: 'Delivery given to another rider',
    accepted: 'Delivery accepted by the rider',
    picked_up: 'Out for delivery',
    completed: 'Delivered to the customer',
  },
};
const ACTORS: Record<string, string> = { admin: 'Admin', rider: 'Rider', customer: 'Customer', vendor: 'Laundry staff' };

/** 'Pickup rider assigned', 'Confirmed', 'Edited': one audit step in words. */
export function eventTitle(event: Pick<OrderEvent, 'trip' | 'to'>): string {
  if (event.trip) return TRIP_STEPS[event.trip][event.to] ?? `${TRIP_LABEL[event.trip]}: ${event.to.replace(/_/g, ' ')}`;
  return ORDER_STEPS[event.to] ?? event.to.replace(/_/g, ' ');
}

/** The order's audit trail (GET /api/admin/bookings/:id/events), newest last, with who did it and the notes. */
export function BookingAuditTrail({ bookingId, createdAt }: { bookingId: string; createdAt: string }) {
  const events = useBookingEvents(bookingId);
  return (
    <section aria-labelledby="audit-title">
      <h3 id="audit-title" className="flex items-center gap-2 text-sm font-bold text-ink">
        <History className="h-4 w-4 text-slate-500" aria-hidden="true" />
        Audit trail
      </h3>
      {events.isPending ? (
        <div role="status" aria-label="Loading the audit trail" className="mt-3 space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : events.isError ? (
        <div
          role="alert"
          className="mt-3 flex items-center justify-between gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span>{describeError(events.error, 'Could not load the audit trail')}</span>
          <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <ol className="mt-3 space-y-0">
          <TrailStep title="Booked" actor={null} at={createdAt} note={null} />
          {events.data.events.map((event, index) => (
            <TrailStep
              key={`${event.at}-${index}`}
              title={eventTitle(event)}
              actor={ACTORS[event.actor_role] ?? event.actor_role}
              at={event.at}
              note={event.note}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function TrailStep({ title, actor, at, note }: { title: string; actor: string | null; at: string; note: string | null }) {
  return (
    <li className="relative border-l-2 border-slate-100 pb-3 pl-4 last:pb-0">
      <span aria-hidden="true" className="absolute top-1.5 -left-[5px] h-2 w-2 rounded-full bg-brand-500 ring-2 ring-white" />
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-sm font-semibold text-ink">{title}</p>
        <p className="text-xs text-slate-500 tabular-nums">
          {formatMoment(at)}
          {actor ? ` · ${actor}` : ''}
        </p>
      </div>
      {note ? <p className="mt-0.5 text-xs leading-relaxed text-slate-600">{note}</p> : null}
    </li>
  );
}
