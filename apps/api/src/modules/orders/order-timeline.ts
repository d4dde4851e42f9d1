import { asc, eq } from 'drizzle-orm';
import type { OrderTimelineEntry, OrderTimelineStep, TripKind } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, orderEvents, riders, trips } from '../../db/schema/index.js';

type AuditStep = { trip: TripKind | null; to: string };

const TRIP_STEPS: Record<TripKind, Record<string, OrderTimelineStep>> = {
  // Start is the rider setting off; completing the pickup is the collection; the laundry's intake is 'received'.
  pickup: { assigned: 'rider_assigned', picked_up: 'on_the_way', completed: 'picked_up' },
  delivery: { assigned: 'rider_assigned', picked_up: 'out_for_delivery', completed: 'delivered' },
};
// in_progress repeats the pickup, processing and vendor_assigned are operations' own business.
const ORDER_STEPS: Record<string, OrderTimelineStep> = {
  confirmed: 'confirmed',
  received: 'at_laundry',
  ready: 'ready',
  completed: 'delivered',
  cancelled: 'cancelled',
};

/** The customer's step for one audit event, or null when the customer does not follow it. */
export function timelineStep(event: AuditStep): OrderTimelineStep | null {
  return (event.trip ? TRIP_STEPS[event.trip][event.to] : ORDER_STEPS[event.to]) ?? null;
}

/**
 * GET /api/bookings/:id/events: the audit trail told as the customer follows it. Each step once (the first time it
 * happened), with the trip's rider on rider steps and the collected item count; never notes or actors.
 */
export async function customerTimeline(db: DbOrTx, bookingId: string): Promise<OrderTimelineEntry[]> {
  const [[booking], events, tripRows] = await Promise.all([
    db.select({ createdAt: bookings.createdAt }).from(bookings).where(eq(bookings.id, bookingId)),
    db.select().from(orderEvents).where(eq(orderEvents.bookingId, bookingId)).orderBy(asc(orderEvents.id)),
    db
      .select({ kind: trips.kind, itemsCollected: trips.itemsCollected, name: riders.name, phone: riders.phone })
      .from(trips)
      .leftJoin(riders, eq(riders.id, trips.riderId))
      .where(eq(trips.bookingId, bookingId)),
  ]);
  if (!booking) return [];
  const tripOf = (kind: TripKind | null) => tripRows.find((t) => t.kind === kind);
  const itemCount = tripOf('pickup')?.itemsCollected ?? null;
  const entries: OrderTimelineEntry[] = [
    { step: 'booked', at: booking.createdAt.toISOString(), trip: null, rider: null, item_count: null },
  ];
  for (const event of events) {
    const step = timelineStep({ trip: event.trip, to: event.toState });
    if (!step || entries.some((e) => e.step === step && (e.trip === event.trip || !e.trip || !event.trip))) continue;
    const trip = tripOf(event.trip);
    entries.push({
      step,
      at: event.createdAt.toISOString(),
      trip: event.trip,
      rider: trip?.name && trip.phone ? { name: trip.name, phone: trip.phone } : null,
      item_count: step === 'picked_up' || step === 'at_laundry' ? itemCount : null,
    });
  }
  return entries;
}
