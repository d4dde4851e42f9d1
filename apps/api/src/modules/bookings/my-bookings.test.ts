import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@washday/core';
import { bookings } from '../../db/schema/index.js';
import { checkoutFixtures } from '../../test/checkout-fixtures.js';
import { countingDb } from '../../test/query-counter.js';
import { injectJson, useTestApp } from '../../test/test-app.js';
import { listCustomerBookings } from './customer-bookings.service.js';

// My Bookings: a customer's list and bookings, edits and cancellations, and other customers kept out.
// The test clock starts at 2026-11-22 11:00 in India.

describe('bookings', () => {
  // 20 open bookings of one customer's to list: above the business's limits, which have their own test (booking-limits.test.ts).
  const ctx = useTestApp({
    env: { OPEN_BOOKINGS_PER_CUSTOMER: '50' },
    rateLimits: { bookingCreates: { max: 10_000, windowMs: 60_000 } },
  });
  const { customer, book, order } = checkoutFixtures(ctx, { instructions: 'Ring the bell twice' });

  it('lists a page of bookings in the same number of queries for 1 booking as for 20', async () => {
    const one = await customer();
    const many = await customer();
    await book(one.headers, order(one.addressId));
    for (let quantity = 1; quantity <= 20; quantity += 1) {
      expect(
        (await book(many.headers, order(many.addressId, { services: [{ id: 'iron-regular', quantity }] }))).res.statusCode,
      ).toBe(201);
    }
    const counted = async (userId: string) => {
      const { db, queries } = countingDb(ctx.database);
      const page = await listCustomerBookings(db, userId, { page: 1, limit: 50 });
      return { page, queries: queries() };
    };
    const small = await counted(one.userId);
    const large = await counted(many.userId);
    expect(small.page.bookings).toHaveLength(1);
    expect(large.page.bookings).toHaveLength(20);
    // Each booking carries its own lines.
    expect(large.page.bookings.map((b) => [b.services, b.final_amount]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual(
      Array.from({ length: 20 }, (_, i) => [[`Regular Iron x ${i + 1}`], 20 * (i + 1)]),
    );
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(6); // page, count, lines, charges, trips, vendors
  });

  it('lists only your own bookings, newest first, filtered and paged', async () => {
    const me = await customer();
    const other = await customer();
    const made: Booking[] = [];
    for (const time of ['09:00', '10:00', '11:00']) {
      ctx.clock.advance(1000);
      made.push((await book(me.headers, order(me.addressId, { pickupTime: time, deliveryTime: time }))).body.booking as Booking);
    }
    await book(other.headers, order(other.addressId));
    await injectJson(ctx.app, { method: 'PUT', url: `/api/bookings/${made[0]!.id}/cancel`, headers: me.headers, payload: {} });
    const list = await injectJson(ctx.app, { method: 'GET', url: `/api/bookings/customer/${me.userId}`, headers: me.headers });
    expect((list.body.bookings as Booking[]).map((b) => b.id)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
    const pending = await injectJson(ctx.app, {
      method: 'GET',
      url: `/api/bookings/customer/${me.userId}?status=pending`,
      headers: me.headers,
    });
    expect((pending.body.bookings as Booking[]).map((b) => b.id)).toEqual([made[2]!.id, made[1]!.id]);
    const paged = await injectJson(ctx.app, {
      method: 'GET',
      url: `/api/bookings/customer/${me.userId}?limit=2&page=2`,
      headers: me.headers,
    });
    expect(paged.body).toMatchObject({ pagination: { page: 2, limit: 2, total: 3, hasMore: false } });
    expect((paged.body.bookings as Booking[]).map((b) => b.id)).toEqual([made[0]!.id]);
    expect(
      (await injectJson(ctx.app, { method: 'GET', url: `/api/bookings/customer/${me.userId}?status=lost`, headers: me.headers }))
        .res.statusCode,
    ).toBe(400);
    expect(
      (await injectJson(ctx.app, { method: 'GET', url: `/api/bookings/customer/${me.userId}`, headers: other.headers })).res
        .statusCode,
    ).toBe(403);
  });

  it("keeps another customer's booking out of reach", async () => {
    const owner = await customer();
    const other = await customer();
    const booking = (await book(owner.headers, order(owner.addressId))).body.booking as Booking;
    for (const [method, url, payload] of [
      ['GET', `/api/bookings/${booking.id}`, undefined],
      ['PUT', `/api/bookings/${booking.id}`, { instructions: 'mine now' }],
      ['PUT', `/api/bookings/${booking.id}/cancel`, {}],
      ['DELETE', `/api/bookings/${booking.id}`, {}],
    ] as const) {
      const { res, body } = await injectJson(ctx.app, { method, url, headers: other.headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(body.message).toBe('Booking not found');
    }
    const mine = await injectJson(ctx.app, { method: 'GET', url: `/api/bookings/${booking.id}`, headers: owner.headers });
    expect(mine.body.booking).toMatchObject({ status: 'pending', special_instructions: 'Ring the bell twice' });
    expect(
      (await injectJson(ctx.app, { method: 'GET', url: '/api/bookings/not-an-id', headers: owner.headers })).body.message,
    ).toContain('Invalid booking ID');
  });

  it('edits schedule, instructions and services with server re-pricing, keeping the coupon', async () => {
    const me = await customer();
    const booking = (await book(me.headers, order(me.addressId, { coupon_code: 'NEW20' }))).body.booking as Booking;
    expect(booking.discount_amount).toBe(82);
    const edit = (payload: object) =>
      injectJson(ctx.app, { method: 'PUT', url: `/api/bookings/${booking.id}`, headers: me.headers, payload });
    const moved = await edit({
      pickupDate: '2026-11-24',
      pickupTime: '18:00',
      deliveryDate: '2026-11-25',
      deliveryTime: '19:00',
      instructions: 'Call first',
    });
    expect(moved.res.statusCode).toBe(200);
    expect(moved.body.booking).toMatchObject({
      scheduled_date: '2026-11-24',
      scheduled_time: '18:00',
      delivery_time: '19:00',
      special_instructions: 'Call first',
      final_amount: 328,
    });
    const changed = await edit({ services: [{ id: 'dc-men-suit-2pc', quantity: 1, price: 1 }], deliveryDate: '2026-11-26' });
    expect(changed.body.booking).toMatchObject({
      services: ['Suit (2 Piece) x 1'],
      total_price: 360,
      discount_amount: 72,
      final_amount: 288,
      coupon_code: 'NEW20',
    });
    // Dry cleaning needs 48 hours: a delivery the next day is refused and nothing changes.
    const tooSoon = await edit({ deliveryDate: '2026-11-25' });
    expect(tooSoon.res.statusCode).toBe(400);
    expect((await edit({ pickupTime: '' })).body.message).toBe('Please fill in all required fields');
    const after = await injectJson(ctx.app, { method: 'GET', url: `/api/bookings/${booking.id}`, headers: me.headers });
    expect(after.body.booking).toMatchObject({ delivery_date: '2026-11-26', final_amount: 288 });
  });

  it.each([
    [{}, 'Nothing to change: send at least one of pickupDate, pickupTime, deliveryDate, deliveryTime, instructions or services'],
    [
      { user_id: 'me' },
      'Nothing to change: send at least one of pickupDate, pickupTime, deliveryDate, deliveryTime, instructions or services',
    ],
    [
      { scheduled_time: '12:00' },
      "Unknown field 'scheduled_time': a booking edit accepts pickupDate, pickupTime, deliveryDate, deliveryTime, instructions and services",
    ],
    [
      { pickupTime: '12:00', special_instructions: 'x' },
      "Unknown field 'special_instructions': a booking edit accepts pickupDate, pickupTime, deliveryDate, deliveryTime, instructions and services",
    ],
  ])('refuses the edit %o with 400 naming the accepted fields, changing nothing', async (payload, message) => {
    const me = await customer();
    const booking = (await book(me.headers, order(me.addressId))).body.booking as Booking;
    const { res, body } = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: me.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe(message);
    const after = await injectJson(ctx.app, { method: 'GET', url: `/api/bookings/${booking.id}`, headers: me.headers });
    expect(after.body.booking).toEqual(booking);
  });

  it('refuses an edit or a cancel when the status changes between the read and the write', async () => {
    const me = await customer();
    const booking = (await book(me.headers, order(me.addressId))).body.booking as Booking;
    const db = ctx.database.db;
    const transaction = db.transaction.bind(db);
    // A rider or admin moves the booking on just as the customer's write begins.
    const moveOnBeforeNextTransaction = (status: 'in_progress' | 'completed') => {
      db.transaction = (async (...args: Parameters<typeof transaction>) => {
        db.transaction = transaction;
        await db.update(bookings).set({ status }).where(eq(bookings.id, booking.id));
        return transaction(...args);
      }) as typeof transaction;
    };
    try {
      moveOnBeforeNextTransaction('in_progress');
      const edit = await injectJson(ctx.app, {
        method: 'PUT',
        url: `/api/bookings/${booking.id}`,
        headers: me.headers,
        payload: { instructions: 'Too late' },
      });
      expect(edit.res.statusCode).toBe(409);
      expect(edit.body.message).toBe('This booking can no longer be changed');
      const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row).toMatchObject({ status: 'in_progress', specialInstructions: 'Ring the bell twice' });

      moveOnBeforeNextTransaction('completed');
      const cancel = await injectJson(ctx.app, {
        method: 'PUT',
        url: `/api/bookings/${booking.id}/cancel`,
        headers: me.headers,
        payload: {},
      });
      expect(cancel.res.statusCode).toBe(409);
      expect(cancel.body.message).toBe('This booking can no longer be cancelled');
      const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(after).toMatchObject({ status: 'completed', cancelledAt: null });
    } finally {
      db.transaction = transaction;
    }
  });

  it('never applies an edit to a booking cancelled at the same moment', async () => {
    const me = await customer();
    for (const time of ['09:00', '12:00', '15:00', '18:00']) {
      const booking = (await book(me.headers, order(me.addressId, { pickupTime: time, deliveryTime: time }))).body
        .booking as Booking;
      const [edit, cancel] = await Promise.all([
        injectJson(ctx.app, {
          method: 'PUT',
          url: `/api/bookings/${booking.id}`,
          headers: me.headers,
          payload: { instructions: `edit at ${time}` },
        }),
        injectJson(ctx.app, { method: 'PUT', url: `/api/bookings/${booking.id}/cancel`, headers: me.headers, payload: {} }),
      ]);
      expect(cancel.res.statusCode).toBe(200);
      if (edit.res.statusCode === 200) expect((edit.body.booking as Booking).status).toBe('pending');
      else expect(edit.body).toMatchObject({ message: 'This booking can no longer be changed' });
    }
  });

  it('cancels before completion only, and releases a one-time coupon', async () => {
    const me = await customer();
    const first = (await book(me.headers, order(me.addressId, { coupon_code: 'FIRST30' }))).body.booking as Booking;
    expect(first.coupon_code).toBe('FIRST30');
    const cancel = (id: string) =>
      injectJson(ctx.app, {
        method: 'PUT',
        url: `/api/bookings/${id}/cancel`,
        headers: me.headers,
        payload: { user_id: 'ignored', user_type: 'customer' },
      });
    const done = await cancel(first.id);
    expect(done.res.statusCode).toBe(200);
    expect(done.body).toMatchObject({ message: 'Booking cancelled successfully', booking: { status: 'cancelled' } });
    expect((done.body.booking as Booking).cancelled_at).toBeTruthy();
    const again = await cancel(first.id);
    expect(again.res.statusCode).toBe(409);
    expect(again.body.message).toBe('This booking can no longer be cancelled');
    const editCancelled = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/bookings/${first.id}`,
      headers: me.headers,
      payload: { instructions: 'x' },
    });
    expect(editCancelled.body.message).toBe('This booking can no longer be changed');
    // The cancelled first order does not count: FIRST30 works on the next one.
    const next = await book(
      me.headers,
      order(me.addressId, { coupon_code: 'FIRST30', pickupTime: '15:00', deliveryTime: '15:00' }),
    );
    expect(next.res.statusCode).toBe(201);
    expect((next.body.booking as Booking).coupon_code).toBe('FIRST30');
    await ctx.database.db
      .update(bookings)
      .set({ status: 'completed' })
      .where(eq(bookings.id, (next.body.booking as Booking).id));
    expect((await cancel((next.body.booking as Booking).id)).res.statusCode).toBe(409);
    const deleted = await injectJson(ctx.app, {
      method: 'DELETE',
      url: `/api/bookings/${(next.body.booking as Booking).id}`,
      headers: me.headers,
      payload: {},
    });
    expect(deleted.res.statusCode).toBe(409);
  });
});
