import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, ORDER_MESSAGES, VENDOR_STAFF_MESSAGES, type VendorOrder, type VendorStage } from '@washday/core';
import { bookings, liveEvents, orderEvents, trips, vendorStaff } from '../../db/schema/index.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';

/** The laundry's board and its moves: their own vendor's orders only, through the one order rule book (decision 0034). */
describe('vendor orders', () => {
  const ctx = useTestApp();
  let sunita: Record<string, string> = {};
  let otherLaundry: Record<string, string> = {};
  let riderName = '';
  const ids = {} as Record<'onTheWay' | 'arrived' | 'received' | 'ready' | 'elsewhere' | 'cancelled', string>;
  let n = 0;
  const as = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectJson(ctx.app, { method, url, headers, ...(payload ? { payload } : {}), remoteAddress: `10.41.0.${++n % 250}` });
  const board = async (headers = sunita) =>
    (await as(headers, 'GET', '/api/vendor/orders')).body as unknown as Record<'incoming' | 'atLaundry' | 'ready', VendorOrder[]>;
  const stage = (id: string, to: VendorStage, headers = sunita) =>
    as(headers, 'POST', `/api/vendor/orders/${id}/stage`, { stage: to });
  const rack = (id: string, rackPosition: string, headers = sunita) =>
    as(headers, 'PUT', `/api/vendor/orders/${id}/rack`, { rackPosition });

  /** A booking of Asha Verma's at a vendor, its pickup collected or not, at a stage. */
  async function order(vendorId: string, collected: boolean, vendorStage: VendorStage | null = null, riderId: string) {
    const customer = (await ctx.database.db.query.users.findMany()).find((u) => u.name === 'Asha Verma')!;
    const booking = await insertBooking(ctx.app, customer.id, riderId);
    await ctx.database.db
      .update(bookings)
      .set({
        vendorId,
        vendorAssignedAt: new Date(),
        vendorStage,
        status: collected ? 'in_progress' : 'confirmed',
        specialInstructions: 'Starch the collars',
      })
      .where(eq(bookings.id, booking.id));
    if (collected)
      await ctx.database.db
        .update(trips)
        .set({ status: 'completed', completedAt: new Date('2026-11-22T06:00:00Z'), itemsCollected: 1 })
        .where(eq(trips.bookingId, booking.id));
    return booking.id;
  }

  beforeAll(async () => {
    await createCustomer(ctx.app, '9711100001', 'Asha Verma');
    const rider = await createRider(ctx.app, '9711100002', 'approved');
    riderName = rider.name;
    const [a, b] = await ctx.database.db
      .insert(vendorStaff)
      .values([
        { name: 'Sunita Devi', phone: '919711100003', vendorId: 'vendor-sector-14' },
        { name: 'Other Laundry', phone: '919711100004', vendorId: 'vendor-sohna-road' },
      ])
      .returning();
    sunita = bearer(await tokenFor(ctx.app, 'vendor', a!.id));
    otherLaundry = bearer(await tokenFor(ctx.app, 'vendor', b!.id));
    ids.onTheWay = await order('vendor-sector-14', false, null, rider.id);
    ids.arrived = await order('vendor-sector-14', true, null, rider.id);
    ids.received = await order('vendor-sector-14', true, 'received', rider.id);
    ids.ready = await order('vendor-sector-14', true, 'ready', rider.id);
    ids.elsewhere = await order('vendor-sohna-road', true, null, rider.id);
    ids.cancelled = await order('vendor-sector-14', false, null, rider.id);
    await ctx.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, ids.cancelled));
  });

  it("lists its own vendor's open orders in three lists, with the customer's first name only", async () => {
    const { incoming, atLaundry, ready } = await board();
    expect(incoming.map((o) => o.id).sort()).toEqual([ids.onTheWay, ids.arrived].sort());
    expect(atLaundry.map((o) => o.id)).toEqual([ids.received]);
    expect(ready.map((o) => o.id)).toEqual([ids.ready]);
    const arrived = incoming.find((o) => o.id === ids.arrived)!;
    expect(arrived).toMatchObject({
      customerFirstName: 'Asha',
      items: [{ name: 'Regular Iron', quantity: 1, unit: 'PC' }],
      itemCount: 1,
      itemsCollected: 1,
      pickupRider: { name: riderName, phone: '9711100002' },
      pickup: { status: 'completed', completedAt: '2026-11-22T06:00:00.000Z' },
      specialInstructions: 'Starch the collars',
      rackPosition: null,
    });
    expect(JSON.stringify(arrived)).not.toContain('Verma');
    expect(JSON.stringify(arrived)).not.toContain('Palm Court');
    const other = await board(otherLaundry);
    expect(other.incoming.map((o) => o.id)).toEqual([ids.elsewhere]);
    expect(other.atLaundry).toEqual([]);
  });

  it('moves stages through the rule book, audited by the staff member, and refuses a move out of order in its words', async () => {
    const early = await stage(ids.onTheWay, 'received');
    expect(early.res.statusCode).toBe(409);
    expect(early.body.message).toBe(ORDER_MESSAGES.stageOrder('received', 'delivered to the vendor by the pickup rider'));

    const received = await stage(ids.arrived, 'received');
    expect(received.res.statusCode).toBe(200);
    expect(received.body.order).toMatchObject({ id: ids.arrived, vendorStage: 'received' });
    const skipped = await stage(ids.arrived, 'ready');
    expect(skipped.res.statusCode).toBe(409);
    expect(skipped.body.message).toBe(ORDER_MESSAGES.stageOrder('ready', 'processing'));
    expect((await stage(ids.arrived, 'processing')).res.statusCode).toBe(200);
    expect((await stage(ids.arrived, 'ready')).body.message).toMatch(/marked ready$/);

    const steps = await ctx.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.bookingId, ids.arrived))
      .orderBy(asc(orderEvents.id));
    expect(steps.map((s) => [s.toState, s.actorRole, s.note])).toEqual([
      ['received', 'vendor', 'by Sunita Devi (laundry)'],
      ['processing', 'vendor', 'by Sunita Devi (laundry)'],
      ['ready', 'vendor', 'by Sunita Devi (laundry)'],
    ]);
    const { atLaundry, ready } = await board();
    expect(atLaundry.map((o) => o.id)).toEqual([ids.received]);
    expect(ready.map((o) => o.id).sort()).toEqual([ids.arrived, ids.ready].sort());
  });

  it("tells the laundry's open boards live when its order moves", async () => {
    await stage(ids.received, 'processing');
    const heard = await ctx.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.recipient, 'vendor:vendor-sector-14'), eq(liveEvents.event, 'booking.updated')));
    expect(heard.some((e) => (e.data as { booking_id: string }).booking_id === ids.received)).toBe(true);
    const elsewhere = await ctx.database.db.select().from(liveEvents).where(eq(liveEvents.recipient, 'vendor:vendor-sohna-road'));
    expect(elsewhere).toEqual([]);
  });

  it('answers 404 to staff of another vendor, as for a missing order, and moves nothing', async () => {
    const moved = await stage(ids.onTheWay, 'received', otherLaundry);
    expect(moved.res.statusCode).toBe(404);
    expect(moved.body.message).toBe(BOOKING_MESSAGES.notFound);
    const racked = await rack(ids.received, 'R1-01', otherLaundry);
    expect(racked.res.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, ids.received));
    expect(row?.rackPosition).toBeNull();
    expect((await stage('00000000-0000-4000-8000-000000000000', 'received')).res.statusCode).toBe(404);
  });

  it('sets, normalises, refuses and clears the rack position', async () => {
    const set = await rack(ids.received, ' r2-07 ');
    expect(set.res.statusCode).toBe(200);
    expect(set.body.order).toMatchObject({ rackPosition: 'R2-07' });
    expect(set.body.message).toBe(VENDOR_STAFF_MESSAGES.rackSet((set.body.order as VendorOrder).orderNumber, 'R2-07'));
    const long = await rack(ids.received, 'R2-07-SHELF-B-4');
    expect(long.res.statusCode).toBe(400);
    expect(long.body.message).toBe(VENDOR_STAFF_MESSAGES.rackTooLong);
    const odd = await rack(ids.received, '#12');
    expect(odd.body.message).toBe(VENDOR_STAFF_MESSAGES.rackInvalid);
    expect((await board()).atLaundry.find((o) => o.id === ids.received)?.rackPosition).toBe('R2-07');
    const cleared = await rack(ids.received, '');
    expect(cleared.body.order).toMatchObject({ rackPosition: null });
  });

  it('refuses a cancelled order in the rule book words', async () => {
    const closed = await stage(ids.cancelled, 'received');
    expect(closed.res.statusCode).toBe(409);
    expect(closed.body.message).toBe(ORDER_MESSAGES.orderClosed('cancelled'));
  });
});
