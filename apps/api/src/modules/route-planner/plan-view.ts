import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  PLAN_TRIGGERS,
  businessDate,
  type PlannedRoute,
  type PlannedStop,
  type PlanTrigger,
  type RoutePlanView,
  type StopKind,
  type TripAssigner,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, plannedStops, riders, routePlans, serviceAreas, trips, vendors } from '../../db/schema/index.js';
import { shiftEndOf } from './plan-input.js';

// The operators' view of the latest plan (core's routePlanSchema): each rider's stops in order with the trip's state
// now, the trips it could not place, each area's switch and open trips, and the totals.

const OPEN = ['pending', 'confirmed', 'in_progress'] as const;
const iso = (at: Date | null) => at?.toISOString() ?? null;

async function areasView(db: DbOrTx): Promise<RoutePlanView['areas']> {
  const areas = await db
    .select({ id: serviceAreas.id, name: serviceAreas.area, auto: serviceAreas.autoDispatch })
    .from(serviceAreas)
    .where(eq(serviceAreas.isActive, true))
    .orderBy(asc(serviceAreas.area));
  const open = await db
    .select({ areaId: bookings.serviceAreaId, n: count() })
    .from(bookings)
    .where(inArray(bookings.status, [...OPEN]))
    .groupBy(bookings.serviceAreaId);
  const openBy = new Map(open.map((o) => [o.areaId, Number(o.n)]));
  return areas.map((a) => ({ id: a.id, name: a.name, auto_dispatch: a.auto, open_trips: openBy.get(a.id) ?? 0 }));
}

/** The latest plan as operators see it; `plan` null before the first one. */
export async function readPlanView(db: DbOrTx, now: Date): Promise<RoutePlanView> {
  const [plan] = await db.select().from(routePlans).orderBy(desc(routePlans.computedAt), desc(routePlans.id)).limit(1);
  const areas = await areasView(db);
  if (!plan)
    return { plan: null, routes: [], unplaced: [], areas, totals: { stops: 0, late: 0, unplaced: 0, travel_seconds: 0 } };
  const rows = await db
    .select({ stop: plannedStops, booking: bookings, rider: riders, trip: trips, vendor: vendors })
    .from(plannedStops)
    .innerJoin(bookings, eq(bookings.id, plannedStops.bookingId))
    .innerJoin(riders, eq(riders.id, plannedStops.riderId))
    .leftJoin(trips, and(eq(trips.bookingId, plannedStops.bookingId), eq(trips.kind, plannedStops.trip)))
    .leftJoin(vendors, eq(vendors.id, bookings.vendorId))
    .orderBy(asc(riders.name), asc(plannedStops.riderId), asc(plannedStops.sequence));
  const routes = new Map<string, PlannedRoute & { lastDeparture: Date; recordedEnd: Date | null }>();
  for (const { stop, booking, rider, trip, vendor } of rows) {
    let route = routes.get(rider.id);
    if (!route) {
      route = {
        rider: {
          id: rider.id,
          name: rider.name,
          phone: rider.phone,
          location: rider.lastLat !== null && rider.lastLng !== null ? { lat: rider.lastLat, lng: rider.lastLng } : null,
          lastLocationUpdate: iso(rider.lastLocationAt),
        },
        shift_end: shiftEndOf(rider.shiftEndsAt, now).toISOString(),
        capacity_bags: rider.capacityBags,
        stops: [],
        travel_seconds: 0,
        finish: null,
        late_stops: 0,
        lastDeparture: plan.computedAt,
        recordedEnd: rider.shiftEndsAt,
      };
      routes.set(rider.id, route);
    }
    const kind = stop.kind as StopKind;
    const atLaundry = kind === 'drop_at_laundry' || kind === 'collect_at_laundry';
    // The trip's state on this rider; another rider's (or none): the planner placed it here without assigning it.
    const mine = trip && trip.riderId === rider.id ? trip : null;
    const view: PlannedStop = {
      orderId: booking.id,
      custom_order_id: booking.customOrderId,
      trip: stop.trip,
      kind,
      sequence: stop.sequence,
      label: atLaundry ? (vendor?.name ?? 'Laundry') : (booking.contactName ?? 'Customer'),
      address: atLaundry ? (vendor?.address ?? '') : booking.address,
      coordinates: atLaundry && vendor ? { lat: vendor.lat, lng: vendor.lng } : { lat: booking.lat ?? 0, lng: booking.lng ?? 0 },
      arrival: stop.arrivalAt.toISOString(),
      departure: stop.departureAt.toISOString(),
      window: stop.windowFrom && stop.windowTo ? { from: stop.windowFrom.toISOString(), to: stop.windowTo.toISOString() } : null,
      late_minutes: stop.lateMinutes,
      trip_status: mine?.status ?? null,
      assigned_by: mine ? (mine.assignedBy as TripAssigner) : null,
      locked: mine?.lockedAt != null,
      load_after: stop.loadAfter,
    };
    route.stops.push(view);
    route.travel_seconds += stop.travelSeconds;
    route.lastDeparture = stop.departureAt;
    route.finish = view.departure;
    if (stop.lateMinutes > 0) route.late_stops++;
  }
  // The default shift runs to 22:00 on the route's last day (tomorrow's morning routes end tomorrow).
  const list = [...routes.values()].map(({ lastDeparture, recordedEnd, ...r }) => ({
    ...r,
    shift_end: shiftEndOf(recordedEnd, now, businessDate(lastDeparture)).toISOString(),
  }));
  const stops = list.flatMap((r) => r.stops);
  return {
    plan: {
      id: String(plan.id),
      computed_at: plan.computedAt.toISOString(),
      trigger: (PLAN_TRIGGERS as readonly string[]).includes(plan.trigger) ? (plan.trigger as PlanTrigger) : 'schedule',
      engine: plan.engine,
      solve_ms: plan.solveMs,
      travel_model: plan.travelModel,
    },
    routes: list,
    unplaced: plan.unplaced,
    areas,
    totals: {
      stops: stops.length,
      late: stops.filter((s) => s.late_minutes > 0).length,
      unplaced: plan.unplaced.length,
      travel_seconds: list.reduce((sum, r) => sum + r.travel_seconds, 0),
    },
  };
}
