import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrivalSchema } from '@washday/core';
import { bookings, riders, trips } from '../../db/schema/index.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { bookingWithTrip, insertLaundry, storeTestPlan } from './rider-route.fixtures.js';

// GET /api/bookings/:id/arrival: the customer's window around the planned arrival at their door, 'on the way' once
// the rider started, nothing while no rider is planned. Plans are written straight to the database.

const ctx = useTestApp();
const AT = new Date('2026-11-22T05:53:20Z');
let customerId = '';
let riderId = '';
let asCustomer: Record<string, string> = {};
let asOther: Record<string, string> = {};

async function arrivalOf(bookingId: string, headers = asCustomer) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/arrival`, headers });
  return { status: res.statusCode, body: res.json() as { success?: boolean; arrival?: unknown; message?: string } };
}
const parsed = (body: { arrival?: unknown }) => (body.arrival == null ? body.arrival : arrivalSchema.parse(body.arrival));

describe('GET /api/bookings/:id/arrival', () => {
  beforeAll(async () => {
    const customer = await createCustomer(ctx.app, '9822200001', 'Asha');
    customerId = customer.id;
    asCustomer = bearer(await tokenFor(ctx.app, 'customer', customerId));
    asOther = bearer(await tokenFor(ctx.app, 'customer', (await createCustomer(ctx.app, '9822200002')).id));
    riderId = (await createRider(ctx.app, '9822200003', 'approved')).id;
    await ctx.app.database.db.update(riders).set({ name: 'Ravi Kumar', isActive: true }).where(eq(riders.id, riderId));
    await insertLaundry(ctx.app);
  });

  it('gives the window around the planned arrival at the door, with the rider, then "on the way" once started', async () => {
    const booking = await bookingWithTrip(ctx.app, customerId, { kind: 'pickup', riderId });
    await storeTestPlan(ctx.app, new Date('2026-11-22T05:28:00Z'), [
      { riderId, bookingId: booking.id, trip: 'pickup', kind: 'pickup_at_door', arrival: AT },
      { riderId, bookingId: booking.id, trip: 'pickup', kind: 'drop_at_laundry', arrival: new Date('2026-11-22T06:30:00Z') },
    ]);
    const planned = await arrivalOf(booking.id);
    expect(planned.status).toBe(200);
    // 11:23:20 IST ±10 minutes, on 5-minute marks: 11:10 to 11:35.
    expect(parsed(planned.body)).toEqual({
      trip: 'pickup',
      status: 'planned',
      from: '2026-11-22T05:40:00.000Z',
      to: '2026-11-22T06:05:00.000Z',
      rider_name: 'Ravi Kumar',
    });

    await ctx.app.database.db.update(trips).set({ status: 'picked_up' }).where(eq(trips.bookingId, booking.id));
    expect(parsed((await arrivalOf(booking.id)).body)).toMatchObject({ status: 'on_the_way', from: '2026-11-22T05:40:00.000Z' });
    // Started with no plan (the plan moved on): still on the way, without times.
    await storeTestPlan(ctx.app, new Date('2026-11-22T05:29:00Z'), []);
    expect(parsed((await arrivalOf(booking.id)).body)).toEqual({
      trip: 'pickup',
      status: 'on_the_way',
      from: null,
      to: null,
      rider_name: 'Ravi Kumar',
    });
  });

  it("follows the delivery once the pickup is done, to the customer's door", async () => {
    const booking = await bookingWithTrip(ctx.app, customerId, { kind: 'delivery', riderId, status: 'accepted' });
    await storeTestPlan(ctx.app, new Date('2026-11-22T05:28:00Z'), [
      { riderId, bookingId: booking.id, trip: 'delivery', kind: 'collect_at_laundry', arrival: new Date('2026-11-22T05:35:00Z') },
      { riderId, bookingId: booking.id, trip: 'delivery', kind: 'deliver_at_door', arrival: AT },
    ]);
    expect(parsed((await arrivalOf(booking.id)).body)).toMatchObject({
      trip: 'delivery',
      status: 'planned',
      to: '2026-11-22T06:05:00.000Z',
    });
  });

  it('is null while no rider is planned: no trip on a rider, no stop for it, or the order closed', async () => {
    const waiting = await bookingWithTrip(ctx.app, customerId, { kind: 'pickup', riderId: null });
    const unplanned = await bookingWithTrip(ctx.app, customerId, { kind: 'pickup', riderId });
    const cancelled = await bookingWithTrip(ctx.app, customerId, { kind: 'pickup', riderId });
    await ctx.app.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
    await storeTestPlan(ctx.app, new Date('2026-11-22T05:28:00Z'), [
      // The planner placed the waiting pickup on the rider without assigning it (an area without auto-dispatch).
      { riderId, bookingId: waiting.id, trip: 'pickup', kind: 'pickup_at_door', arrival: AT },
      { riderId, bookingId: cancelled.id, trip: 'pickup', kind: 'pickup_at_door', arrival: AT },
    ]);
    for (const booking of [waiting, unplanned, cancelled]) {
      const { status, body } = await arrivalOf(booking.id);
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, arrival: null });
    }
  });

  it("answers another customer's booking as missing", async () => {
    const booking = await bookingWithTrip(ctx.app, customerId, { kind: 'pickup', riderId });
    const mine = await arrivalOf(booking.id);
    const theirs = await arrivalOf(booking.id, asOther);
    const missing = await arrivalOf('00000000-0000-4000-8000-000000000000', asOther);
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(404);
    const { requestId: _a, ...theirsBody } = theirs.body as { requestId?: string };
    const { requestId: _b, ...missingBody } = missing.body as { requestId?: string };
    expect(theirsBody).toEqual(missingBody);
    expect(theirsBody).toMatchObject({ success: false, message: 'Booking not found' });
  });
});
