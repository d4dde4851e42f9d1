import { and, desc, eq, ne } from 'drizzle-orm';
import { arrivalWindow, type Arrival, type StopKind } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, plannedStops, riders, trips } from '../../db/schema/index.js';

// When the customer's rider is expected (contract.customerArrival.arrival): the planned arrival at the door of the
// order's open trip as a window (core's arrivalWindow), or 'on the way' once the rider started the trip. Only a trip
// on a rider has one: a stop the planner placed without assigning it promises the customer nothing yet.

const DOOR: Record<'pickup' | 'delivery', StopKind> = { pickup: 'pickup_at_door', delivery: 'deliver_at_door' };
const CLOSED = new Set(['completed', 'cancelled']);

/** The arrival for the customer's own booking (the route's access policy has checked it is theirs); null: none yet. */
export async function bookingArrival(db: DbOrTx, customerId: string, bookingId: string): Promise<Arrival | null> {
  const [booking] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)));
  if (!booking || CLOSED.has(booking.status)) return null;
  // The delivery exists only once the pickup is done, so an open delivery is the current trip.
  const [trip] = await db
    .select({ kind: trips.kind, status: trips.status, riderId: trips.riderId, riderName: riders.name })
    .from(trips)
    .innerJoin(riders, eq(riders.id, trips.riderId))
    .where(and(eq(trips.bookingId, bookingId), ne(trips.status, 'completed')))
    .orderBy(desc(trips.kind))
    .limit(1);
  if (!trip?.riderId) return null;
  const [stop] = await db
    .select({ arrivalAt: plannedStops.arrivalAt })
    .from(plannedStops)
    .where(
      and(
        eq(plannedStops.bookingId, bookingId),
        eq(plannedStops.trip, trip.kind),
        eq(plannedStops.kind, DOOR[trip.kind]),
        eq(plannedStops.riderId, trip.riderId),
      ),
    )
    .orderBy(desc(plannedStops.planId))
    .limit(1);
  const window = stop ? arrivalWindow(stop.arrivalAt) : null;
  const times = { from: window?.from.toISOString() ?? null, to: window?.to.toISOString() ?? null };
  // 'Start & Navigate' moves the trip to picked_up: the rider is on the way to the door.
  if (trip.status === 'picked_up') return { trip: trip.kind, status: 'on_the_way', ...times, rider_name: trip.riderName };
  if (!window) return null;
  return { trip: trip.kind, status: 'planned', ...times, rider_name: trip.riderName };
}
