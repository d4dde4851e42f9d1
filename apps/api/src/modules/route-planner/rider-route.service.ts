import { and, asc, eq } from 'drizzle-orm';
import { TRIP_ASSIGNERS, type PlannedStop, type StopKind, type TripAssigner } from '@washday/core';
import type { RiderRoute } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, plannedStops, riders, routePlans, serviceAreas, trips, vendors } from '../../db/schema/index.js';
import { shiftEndOf } from './plan-input.js';

// A rider's own route (contract.riderRoute.route): their stops of the latest plan in route order, with each trip's
// state now. Only trips on this rider and not yet completed: a stop the planner placed on them without assigning it
// (an area without auto-dispatch) is an operator's suggestion, and its customer's address is not the rider's to see.

const ASSIGNERS: readonly string[] = TRIP_ASSIGNERS;
const iso = (at: Date) => at.toISOString();

export async function riderRoute(db: DbOrTx, riderId: string, now: Date): Promise<RiderRoute | null> {
  const rows = await db
    .select({
      stop: plannedStops,
      computedAt: routePlans.computedAt,
      booking: {
        id: bookings.id,
        customOrderId: bookings.customOrderId,
        address: bookings.address,
        contactName: bookings.contactName,
        lat: bookings.lat,
        lng: bookings.lng,
        status: bookings.status,
      },
      area: serviceAreas.area,
      vendor: { name: vendors.name, address: vendors.address, lat: vendors.lat, lng: vendors.lng },
      trip: { riderId: trips.riderId, status: trips.status, assignedBy: trips.assignedBy, lockedAt: trips.lockedAt },
    })
    .from(plannedStops)
    .innerJoin(routePlans, eq(routePlans.id, plannedStops.planId))
    .innerJoin(bookings, eq(bookings.id, plannedStops.bookingId))
    .leftJoin(serviceAreas, eq(serviceAreas.id, bookings.serviceAreaId))
    .leftJoin(vendors, eq(vendors.id, bookings.vendorId))
    .leftJoin(trips, and(eq(trips.bookingId, plannedStops.bookingId), eq(trips.kind, plannedStops.trip)))
    .where(eq(plannedStops.riderId, riderId))
    .orderBy(asc(plannedStops.planId), asc(plannedStops.sequence));
  // Stops are replaced whole with each plan; should an older plan's linger, the newest wins.
  const latest = rows.at(-1)?.stop.planId;
  const stops: PlannedStop[] = [];
  let computedAt: Date | null = null;
  for (const { stop, booking, area, vendor, trip, computedAt: at } of rows) {
    if (stop.planId !== latest) continue;
    computedAt = at;
    if (!trip || trip.riderId !== riderId || trip.status === 'completed' || booking.status === 'cancelled') continue;
    const kind = stop.kind as StopKind;
    const atLaundry = kind === 'drop_at_laundry' || kind === 'collect_at_laundry';
    const place = atLaundry
      ? vendor && { label: vendor.name, address: vendor.address, lat: vendor.lat, lng: vendor.lng }
      : booking.lat !== null &&
        booking.lng !== null && {
          label: area ?? booking.contactName ?? booking.customOrderId,
          address: booking.address,
          lat: booking.lat,
          lng: booking.lng,
        };
    // A stop was planned at a known position; one gone since (the laundry removed) cannot be navigated to.
    if (!place) continue;
    stops.push({
      orderId: booking.id,
      custom_order_id: booking.customOrderId,
      trip: stop.trip,
      kind,
      sequence: stop.sequence,
      label: place.label,
      address: place.address,
      coordinates: { lat: place.lat, lng: place.lng },
      arrival: iso(stop.arrivalAt),
      departure: iso(stop.departureAt),
      window: stop.windowFrom && stop.windowTo ? { from: iso(stop.windowFrom), to: iso(stop.windowTo) } : null,
      late_minutes: stop.lateMinutes,
      trip_status: trip.status,
      assigned_by: ASSIGNERS.includes(trip.assignedBy) ? (trip.assignedBy as TripAssigner) : null,
      locked: trip.lockedAt !== null,
      load_after: stop.loadAfter,
    });
  }
  if (!stops.length || !computedAt) return null;
  const [rider] = await db.select({ shiftEndsAt: riders.shiftEndsAt }).from(riders).where(eq(riders.id, riderId));
  return {
    computed_at: iso(computedAt),
    shift_end: iso(shiftEndOf(rider?.shiftEndsAt ?? null, now)),
    stops,
  };
}
