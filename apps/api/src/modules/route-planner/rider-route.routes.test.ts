import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { riderRouteSchema } from '@washday/core';
import { riders, serviceAreas, trips } from '../../db/schema/index.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { LAUNDRY, bookingWithTrip, insertLaundry, storeTestPlan } from './rider-route.fixtures.js';

// GET /api/riders/route: the signed-in rider's stops of the latest plan, in order, with each trip's state now.
// The plans are written straight to the database (rider-route.fixtures.ts); the planner is not run here.

const ctx = useTestApp();
const minutes = (n: number) => new Date(Date.UTC(2026, 10, 22, 5, 30 + n));
let rider1 = '';
let rider2 = '';
let as1: Record<string, string> = {};
let as2: Record<string, string> = {};

async function routeOf(headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/riders/route', headers });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { success: true; route: unknown };
  return body.route === null ? null : riderRouteSchema.parse(body.route);
}

describe('GET /api/riders/route', () => {
  let customerId = '';

  beforeAll(async () => {
    rider1 = (await createRider(ctx.app, '9811100001', 'approved')).id;
    rider2 = (await createRider(ctx.app, '9811100002', 'approved')).id;
    await ctx.app.database.db.update(riders).set({ isActive: true });
    as1 = bearer(await tokenFor(ctx.app, 'rider', rider1));
    as2 = bearer(await tokenFor(ctx.app, 'rider', rider2));
    customerId = (await createCustomer(ctx.app, '9811100003', 'Asha')).id;
    await createAdminAccount(ctx.app);
    await insertLaundry(ctx.app);
  });

  it('is null before any plan', async () => {
    expect(await routeOf(as1)).toBeNull();
  });

  it("lists the rider's own open stops in route order, with the trip's state and the places to go", async () => {
    const [area] = await ctx.app.database.db
      .insert(serviceAreas)
      .values({ city: 'Gurugram', area: 'Sector 45 (route test)' })
      .returning();
    const pickup = await bookingWithTrip(
      ctx.app,
      customerId,
      { kind: 'pickup', riderId: rider1, status: 'accepted' },
      {
        serviceAreaId: area!.id,
      },
    );
    const delivery = await bookingWithTrip(ctx.app, customerId, { kind: 'delivery', riderId: rider1 });
    await ctx.app.database.db
      .update(trips)
      .set({ assignedBy: 'planner', lockedAt: minutes(-30) })
      .where(eq(trips.bookingId, delivery.id));
    const done = await bookingWithTrip(ctx.app, customerId, { kind: 'pickup', riderId: rider1, status: 'completed' });
    const movedAway = await bookingWithTrip(ctx.app, customerId, { kind: 'pickup', riderId: rider2 });
    const suggestion = await bookingWithTrip(ctx.app, customerId, { kind: 'pickup', riderId: null });
    const plan = await storeTestPlan(ctx.app, minutes(-2), [
      { riderId: rider1, bookingId: done.id, trip: 'pickup', kind: 'drop_at_laundry', arrival: minutes(1) },
      { riderId: rider1, bookingId: delivery.id, trip: 'delivery', kind: 'collect_at_laundry', arrival: minutes(10) },
      { riderId: rider1, bookingId: pickup.id, trip: 'pickup', kind: 'pickup_at_door', arrival: minutes(25) },
      { riderId: rider1, bookingId: movedAway.id, trip: 'pickup', kind: 'pickup_at_door', arrival: minutes(30) },
      { riderId: rider1, bookingId: suggestion.id, trip: 'pickup', kind: 'pickup_at_door', arrival: minutes(35) },
      {
        riderId: rider1,
        bookingId: delivery.id,
        trip: 'delivery',
        kind: 'deliver_at_door',
        arrival: minutes(45),
        lateMinutes: 0,
      },
      { riderId: rider1, bookingId: pickup.id, trip: 'pickup', kind: 'drop_at_laundry', arrival: minutes(60) },
    ]);

    const route = await routeOf(as1);
    expect(route?.computed_at).toBe(plan.computedAt.toISOString());
    // No shift end recorded: 22:00 IST today.
    expect(route?.shift_end).toBe('2026-11-22T16:30:00.000Z');
    expect(route?.stops.map((s) => [s.sequence, s.custom_order_id, s.kind])).toEqual([
      [2, delivery.customOrderId, 'collect_at_laundry'],
      [3, pickup.customOrderId, 'pickup_at_door'],
      [6, delivery.customOrderId, 'deliver_at_door'],
      [7, pickup.customOrderId, 'drop_at_laundry'],
    ]);
    const [collect, door, handOver] = route!.stops;
    expect(collect).toMatchObject({
      orderId: delivery.id,
      trip: 'delivery',
      label: LAUNDRY.name,
      address: LAUNDRY.address,
      coordinates: { lat: LAUNDRY.lat, lng: LAUNDRY.lng },
      arrival: minutes(10).toISOString(),
      departure: minutes(15).toISOString(),
      window: null,
      trip_status: 'assigned',
      assigned_by: 'planner',
      locked: true,
    });
    expect(door).toMatchObject({
      orderId: pickup.id,
      label: 'Sector 45 (route test)',
      address: pickup.address,
      coordinates: { lat: 28.4421, lng: 77.0661 },
      window: { from: '2026-11-22T04:30:00.000Z', to: '2026-11-22T05:30:00.000Z' },
      trip_status: 'accepted',
      assigned_by: 'operator',
      locked: false,
    });
    // Without a service area the door is labelled by the customer's name.
    expect(handOver?.label).toBe('Asha Verma');
  });

  it("shows another rider only their own stops, and the rider's recorded shift end", async () => {
    expect(await routeOf(as2)).toBeNull();
    await ctx.app.database.db
      .update(riders)
      .set({ shiftEndsAt: minutes(240) })
      .where(eq(riders.id, rider1));
    expect((await routeOf(as1))?.shift_end).toBe(minutes(240).toISOString());
  });

  it('is null once every stop of the rider is done, and follows a new plan', async () => {
    const customerId2 = (await createCustomer(ctx.app, '9811100004')).id;
    const mine = await bookingWithTrip(ctx.app, customerId2, { kind: 'pickup', riderId: rider2 });
    await storeTestPlan(ctx.app, minutes(5), [
      { riderId: rider2, bookingId: mine.id, trip: 'pickup', kind: 'pickup_at_door', arrival: minutes(20) },
    ]);
    expect(await routeOf(as1)).toBeNull();
    expect((await routeOf(as2))?.stops.map((s) => s.orderId)).toEqual([mine.id]);
    await ctx.app.database.db.update(trips).set({ status: 'completed' }).where(eq(trips.bookingId, mine.id));
    expect(await routeOf(as2)).toBeNull();
  });
});
