import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StopKind, TripKind } from '@washday/core';
import { bookings, plannedStops, routePlans, trips, vendors } from '../../db/schema/index.js';
import { insertBooking } from '../../test/record-fixtures.js';

// Plans written straight to the database for the rider's route and the customer's arrival tests, which read what the
// planner stored and do not run it.

export const LAUNDRY = {
  id: 'vendor-route-test',
  name: 'Route Test Cleaners',
  address: 'Plot 7, Sector 44, Gurugram',
  lat: 28.4521,
  lng: 77.0713,
};

export async function insertLaundry(app: FastifyInstance) {
  await app.database.db.insert(vendors).values({
    ...LAUNDRY,
    services: ['laundry', 'iron'],
    contactPhone: '911244000777',
    rating: 4.5,
  });
}

/** A booking at a known door, with its trip of `kind` on `riderId` in `status` (none when riderId is null). */
export async function bookingWithTrip(
  app: FastifyInstance,
  customerId: string,
  trip: { kind: TripKind; riderId: string | null; status?: 'assigned' | 'accepted' | 'picked_up' | 'completed' },
  extra: Partial<typeof bookings.$inferInsert> = {},
) {
  const db = app.database.db;
  const booking = await insertBooking(app, customerId);
  await db
    .update(bookings)
    .set({ lat: 28.4421, lng: 77.0661, vendorId: LAUNDRY.id, contactName: 'Asha Verma', ...extra })
    .where(eq(bookings.id, booking.id));
  if (trip.kind === 'delivery')
    await db.insert(trips).values({
      bookingId: booking.id,
      kind: 'pickup',
      riderId: trip.riderId,
      status: 'completed',
      assignedAt: new Date('2026-11-21T05:00:00Z'),
      completedAt: new Date('2026-11-21T05:30:00Z'),
    });
  if (trip.riderId)
    await db.insert(trips).values({
      bookingId: booking.id,
      kind: trip.kind,
      riderId: trip.riderId,
      status: trip.status ?? 'assigned',
      assignedAt: new Date('2026-11-22T05:00:00Z'),
    });
  return (await db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!;
}

/** A stored plan: its row and its stops, each `{ riderId, bookingId, trip, kind, arrival }` in route order per rider. */
export async function storeTestPlan(
  app: FastifyInstance,
  computedAt: Date,
  stops: { riderId: string; bookingId: string; trip: TripKind; kind: StopKind; arrival: Date; lateMinutes?: number }[],
) {
  const db = app.database.db;
  const [plan] = await db
    .insert(routePlans)
    .values({
      computedAt,
      trigger: 'operator',
      engine: 'local',
      solveMs: 12,
      travelModel: 'default',
      summary: { routes: 1, stops: stops.length, late: 0, travelSeconds: 0 },
    })
    .returning();
  await db.delete(plannedStops);
  const sequence = new Map<string, number>();
  if (stops.length)
    await db.insert(plannedStops).values(
      stops.map((s) => {
        const n = (sequence.get(s.riderId) ?? 0) + 1;
        sequence.set(s.riderId, n);
        const door = s.kind === 'pickup_at_door' || s.kind === 'deliver_at_door';
        return {
          planId: plan!.id,
          riderId: s.riderId,
          bookingId: s.bookingId,
          trip: s.trip,
          kind: s.kind,
          sequence: n,
          arrivalAt: s.arrival,
          departureAt: new Date(s.arrival.getTime() + 5 * 60_000),
          windowFrom: door ? new Date('2026-11-22T04:30:00Z') : null,
          windowTo: door ? new Date('2026-11-22T05:30:00Z') : null,
          lateMinutes: s.lateMinutes ?? 0,
          loadAfter: n,
        };
      }),
    );
  return plan!;
}
