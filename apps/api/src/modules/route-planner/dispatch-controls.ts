import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { BOOKING_MESSAGES, ORDER_MESSAGES, PLANNER_MESSAGES, type LockTripBody, type TripKind } from '@washday/core';
import type { Db } from '../../db/client.js';
import { bookings, riders, serviceAreas, trips } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { moveOrder, type TransitionDeps } from '../orders/order-transitions.js';

// The operators' controls over the planner (decision 0035): auto-dispatch per area, and locking a trip to a rider
// (assigned or moved there through the rule book first) so the planner never moves it.

const OPEN = ['pending', 'confirmed', 'in_progress'];

export async function setAutoDispatch(db: Db, areaId: string, enabled: boolean) {
  const [area] = await db
    .update(serviceAreas)
    .set({ autoDispatch: enabled })
    .where(eq(serviceAreas.id, areaId))
    .returning({ id: serviceAreas.id, name: serviceAreas.area, auto_dispatch: serviceAreas.autoDispatch });
  if (!area) throw notFound(PLANNER_MESSAGES.areaNotFound);
  return { area, message: enabled ? PLANNER_MESSAGES.autoOn(area.name) : PLANNER_MESSAGES.autoOff(area.name) };
}

async function readTrip(db: Db, orderId: string, kind: TripKind) {
  const [booking] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, orderId));
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  const [trip] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.bookingId, orderId), eq(trips.kind, kind)));
  return { booking, trip };
}

/**
 * Locks a trip to a rider. A trip not yet on that rider is assigned (or moved) there first as the admin, through the
 * rule book, which refuses what it always refuses; the lock is then set only while the trip is still that rider's
 * and unstarted.
 */
export async function lockTrip(deps: TransitionDeps, adminId: string, body: LockTripBody): Promise<void> {
  const { booking, trip } = await readTrip(deps.db, body.orderId, body.trip);
  if (!OPEN.includes(booking.status) || (trip && trip.status !== 'assigned' && trip.status !== 'accepted'))
    throw conflict(PLANNER_MESSAGES.tripNotOpen);
  const [rider] = await deps.db
    .select({ status: riders.status, isActive: riders.isActive })
    .from(riders)
    .where(eq(riders.id, body.riderId));
  if (!rider) throw notFound(ORDER_MESSAGES.riderNotFound);
  if (rider.status !== 'approved' || !rider.isActive) throw conflict(PLANNER_MESSAGES.riderNotOnShift);
  if (trip?.riderId !== body.riderId)
    await moveOrder(
      deps,
      body.orderId,
      { role: 'admin', id: adminId },
      {
        type: 'assign',
        trip: body.trip,
        riderId: body.riderId,
        currentRiderId: trip?.riderId ?? undefined,
      },
    );
  const [locked] = await deps.db
    .update(trips)
    .set({ lockedAt: deps.now(), lockedByAdminId: adminId })
    .where(
      and(
        eq(trips.bookingId, body.orderId),
        eq(trips.kind, body.trip),
        eq(trips.riderId, body.riderId),
        inArray(trips.status, ['assigned', 'accepted']),
      ),
    )
    .returning({ id: trips.id });
  if (!locked) throw conflict(PLANNER_MESSAGES.tripNotOpen);
}

/** Unlocks a trip: it stays with its rider until the planner finds a better route for it. */
export async function unlockTrip(db: Db, orderId: string, kind: TripKind): Promise<void> {
  await readTrip(db, orderId, kind);
  const [unlocked] = await db
    .update(trips)
    // Handed back to the planner: it may move the trip again while its rider has not started it.
    .set({ lockedAt: null, lockedByAdminId: null, assignedBy: 'planner' })
    .where(and(eq(trips.bookingId, orderId), eq(trips.kind, kind), isNotNull(trips.lockedAt)))
    .returning({ id: trips.id });
  if (!unlocked) throw conflict(PLANNER_MESSAGES.notLocked);
}
