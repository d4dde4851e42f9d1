import { and, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import {
  DEFAULT_SHIFT_END_HOUR,
  PLAN_HORIZON_HOURS,
  businessDate,
  istMoment,
  plannerMayMove,
  type LatLng,
  type TripAssigner,
  type TripKind,
  type TripStatus,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, riders, serviceAreas, trips, vendors } from '../../db/schema/index.js';

// What the planner plans (decision 0035), read from the database: the riders on shift and the open trips whose slot starts
// within the horizon (36 hours) or earlier, each with what is left of it (both stops, or only the one not yet done) and whether the planner may move it.

/** A rider the planner can route: approved, active, with a known position. */
export interface PlanRider {
  id: string;
  name: string;
  phone: string;
  position: LatLng;
  lastLocationAt: Date | null;
  shiftEnd: Date;
  capacity: number;
}

/** The trip's record when it is already on a rider. */
export interface TripOnRider {
  riderId: string | null;
  status: TripStatus;
  assignedBy: TripAssigner;
  locked: boolean;
}

export interface Place {
  label: string;
  address: string;
  at: LatLng | null;
}

/** An open trip: a waiting one (`onRider` null) or one on a rider not yet completed. */
export interface PlanTrip {
  bookingId: string;
  customOrderId: string;
  customerId: string;
  kind: TripKind;
  area: { id: string; name: string; autoDispatch: boolean } | null;
  door: Place;
  /** The order's laundry: where a pickup drops and a delivery collects; null when it has none yet. */
  laundry: Place | null;
  /** The slot at the door. */
  window: { from: Date; to: Date };
  /** What is left: both stops; the door only (a started delivery); the laundry only (bags collected, not yet dropped). */
  remaining: 'both' | 'door' | 'laundry';
  onRider: TripOnRider | null;
  /** The planner may give it to any rider; else it stays with `onRider.riderId`. */
  movable: boolean;
}

export interface PlanInput {
  now: Date;
  riders: PlanRider[];
  trips: PlanTrip[];
}

const SLOT_MS = 3_600_000;
const OPEN = ['pending', 'confirmed', 'in_progress'] as const;

/** The rider's shift end: the recorded one while it is ahead, else 22:00 IST on the last day with work (`lastDay`). */
export function shiftEndOf(recorded: Date | null, now: Date, lastDay: string = businessDate(now)): Date {
  if (recorded && recorded.getTime() > now.getTime()) return recorded;
  return istMoment(lastDay, `${String(DEFAULT_SHIFT_END_HOUR).padStart(2, '0')}:00`);
}

async function readRiders(db: DbOrTx, now: Date, lastDay: string): Promise<PlanRider[]> {
  const rows = await db
    .select()
    .from(riders)
    .where(and(eq(riders.status, 'approved'), eq(riders.isActive, true), isNotNull(riders.lastLat), isNotNull(riders.lastLng)))
    .orderBy(riders.createdAt, riders.id);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    position: { lat: r.lastLat!, lng: r.lastLng! },
    lastLocationAt: r.lastLocationAt,
    shiftEnd: shiftEndOf(r.shiftEndsAt, now, lastDay),
    capacity: r.capacityBags,
  }));
}

/** Reads the planner's input at `now`: riders on shift, and the open trips whose slot starts within the horizon. */
export async function readPlanInput(db: DbOrTx, now: Date): Promise<PlanInput> {
  const horizon = new Date(now.getTime() + PLAN_HORIZON_HOURS * SLOT_MS);
  const lastDate = businessDate(horizon);
  const rows = await db
    .select({
      booking: bookings,
      area: { id: serviceAreas.id, name: serviceAreas.area, autoDispatch: serviceAreas.autoDispatch },
    })
    .from(bookings)
    .leftJoin(serviceAreas, eq(serviceAreas.id, bookings.serviceAreaId))
    .where(
      and(inArray(bookings.status, [...OPEN]), or(lte(bookings.scheduledDate, lastDate), lte(bookings.deliveryDate, lastDate))),
    )
    .orderBy(bookings.scheduledDate, bookings.scheduledTime, bookings.id);
  const ids = rows.map((r) => r.booking.id);
  const tripRows = ids.length ? await db.select().from(trips).where(inArray(trips.bookingId, ids)) : [];
  const vendorIds = [...new Set(rows.map((r) => r.booking.vendorId).filter((v): v is string => v !== null))];
  const vendorRows = vendorIds.length ? await db.select().from(vendors).where(inArray(vendors.id, vendorIds)) : [];
  const vendorById = new Map(vendorRows.map((v) => [v.id, v]));
  const tripOf = (bookingId: string, kind: TripKind) => tripRows.find((t) => t.bookingId === bookingId && t.kind === kind);

  const planTrips: PlanTrip[] = [];
  for (const { booking: b, area } of rows) {
    const vendor = b.vendorId ? vendorById.get(b.vendorId) : undefined;
    const base = {
      bookingId: b.id,
      customOrderId: b.customOrderId,
      customerId: b.customerId,
      area: area?.id ? { id: area.id, name: area.name, autoDispatch: area.autoDispatch } : null,
      door: {
        label: b.contactName ?? 'Customer',
        address: b.address,
        at: b.lat !== null && b.lng !== null ? { lat: b.lat, lng: b.lng } : null,
      },
      laundry: vendor ? { label: vendor.name, address: vendor.address, at: { lat: vendor.lat, lng: vendor.lng } } : null,
    };
    const add = (kind: TripKind, date: string, time: string, remaining: PlanTrip['remaining']) => {
      const row = tripOf(b.id, kind);
      const onRider: TripOnRider | null = row
        ? { riderId: row.riderId, status: row.status, assignedBy: row.assignedBy as TripAssigner, locked: row.lockedAt !== null }
        : null;
      const from = istMoment(date, time);
      if (from.getTime() >= horizon.getTime()) return;
      // An operator's area (auto-dispatch off) keeps its assignments as they are: the planner only suggests there.
      const movable = !onRider || (base.area?.autoDispatch === true && plannerMayMove(onRider));
      planTrips.push({ ...base, kind, window: { from, to: new Date(from.getTime() + SLOT_MS) }, remaining, onRider, movable });
    };
    const pickup = tripOf(b.id, 'pickup');
    const delivery = tripOf(b.id, 'delivery');
    if (b.scheduledDate <= lastDate) {
      if (!pickup && (b.status === 'pending' || b.status === 'confirmed'))
        add('pickup', b.scheduledDate, b.scheduledTime, 'both');
      else if (pickup && pickup.status !== 'completed') add('pickup', b.scheduledDate, b.scheduledTime, 'both');
      else if (pickup?.status === 'completed' && b.vendorStage === null)
        add('pickup', b.scheduledDate, b.scheduledTime, 'laundry');
    }
    if (b.deliveryDate <= lastDate && pickup?.status === 'completed') {
      if (!delivery && b.vendorStage === 'ready') add('delivery', b.deliveryDate, b.deliveryTime, 'both');
      else if (delivery && delivery.status !== 'completed')
        add('delivery', b.deliveryDate, b.deliveryTime, delivery.status === 'picked_up' ? 'door' : 'both');
    }
  }
  const lastDay = planTrips.reduce((day, t) => {
    const slotDay = businessDate(t.window.from);
    return slotDay > day ? slotDay : day;
  }, businessDate(now));
  return { now, riders: await readRiders(db, now, lastDay), trips: planTrips };
}
