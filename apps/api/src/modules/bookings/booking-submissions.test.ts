import { count, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '@washday/core';
import { bookings, couponRedemptions, idempotencyKeys } from '../../db/schema/index.js';
import { checkoutFixtures } from '../../test/checkout-fixtures.js';
import { countingDb } from '../../test/query-counter.js';
import { serverUrl } from '../../test/test-database.js';
import { useTestApp } from '../../test/test-app.js';
import { customerLockCall } from '../booking-records/customer-lock.js';
import { createBooking } from './customer-bookings.service.js';
import { runIdempotent } from './idempotency.js';

// A booking submitted twice, at once or again later: the double-submission refusal, Idempotency-Key replays, one-time
// coupons under concurrent orders, and the statements a booking costs. The test clock starts at 2026-11-22 11:00 in India.

describe('bookings', () => {
  // Retries and concurrent orders of one customer: the per-customer rate has its own test (booking-limits.test.ts).
  const ctx = useTestApp({ rateLimits: { bookingCreates: { max: 10_000, windowMs: 60_000 } } });
  const { customer, book, order } = checkoutFixtures(ctx, { instructions: 'Ring the bell twice' });

  it('refuses an identical second submission', async () => {
    const me = await customer();
    expect((await book(me.headers, order(me.addressId))).res.statusCode).toBe(201);
    const again = await book(me.headers, order(me.addressId));
    expect(again.res.statusCode).toBe(409);
    expect(again.body.message).toBe('Booking is already being processed. Please wait.');
  });

  it('answers 20 simultaneous retries with one Idempotency-Key with one booking', async () => {
    const me = await customer();
    const key = 'checkout-7f3a9c21-0001';
    const results = await Promise.all(
      Array.from({ length: 20 }, () => book(me.headers, order(me.addressId), { 'idempotency-key': key })),
    );
    expect(results.map((r) => r.res.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(results.map((r) => (r.body.booking as Booking).id));
    expect(ids.size).toBe(1);
    const [row] = await ctx.database.db.select({ n: count() }).from(bookings).where(eq(bookings.customerId, me.userId));
    expect(row!.n).toBe(1);
    const later = await book(me.headers, order(me.addressId), { 'idempotency-key': key });
    expect(later.res.headers['idempotent-replayed']).toBe('true');
    expect((later.body.booking as Booking).id).toBe([...ids][0]);
    const misuse = await book(me.headers, order(me.addressId, { instructions: 'different' }), { 'idempotency-key': key });
    expect(misuse.res.statusCode).toBe(422);
    expect((await book(me.headers, order(me.addressId), { 'idempotency-key': 'short' })).res.statusCode).toBe(400);
  });

  it('replays a keyed booking after the double-submission window, without booking again', async () => {
    const me = await customer();
    const key = 'checkout-late-retry-0001';
    const first = await book(me.headers, order(me.addressId), { 'idempotency-key': key });
    expect(first.res.statusCode).toBe(201);
    // Past the two minutes, the retry's own booking would go through: the key's answer must win and the retry leave nothing.
    ctx.clock.advance(3 * 60_000);
    const retry = await book(me.headers, order(me.addressId), { 'idempotency-key': key });
    expect(retry.res.statusCode).toBe(201);
    expect(retry.res.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    const [row] = await ctx.database.db.select({ n: count() }).from(bookings).where(eq(bookings.customerId, me.userId));
    expect(row!.n).toBe(1);
  });

  it('writes a booking and its idempotency record in five statements, prices from the catalogue in memory', async () => {
    const me = await customer();
    const { db, queries } = countingDb(ctx.database);
    const services = await ctx.app.catalogue.servicesById();
    const now = () => ctx.clock.now();
    const body = order(me.addressId, { pickupTime: '14:00', deliveryTime: '14:00' });
    const result = await runIdempotent(
      db,
      { scope: `customer:${me.userId}`, key: 'checkout-counted-0001', body, now },
      async (remember) => {
        const { booking, reminder } = await createBooking(
          { db, now, services: async () => services, openBookingsMax: ctx.env.OPEN_BOOKINGS_PER_CUSTOMER },
          { customerId: me.userId, ...body, addressId: me.addressId, paymentMethod: 'cash' },
          (tx, created) => remember(tx, { status: 201, body: created }),
        );
        expect(reminder).toEqual({
          status: 'pending',
          itemsCollected: false,
          pickupDate: body.pickupDate,
          pickupTime: '14:00',
          preferences: null,
        });
        return { status: 201, body: booking };
      },
    );
    // The address with the service areas and preferences, the locks, the duplicate and seat check, the booking with its lines and charges, the key.
    expect(queries()).toBe(5);
    expect(result.body).toMatchObject({
      customer_id: me.userId,
      final_amount: 410,
      item_prices: [{ quantity: 3 }, { quantity: 10 }],
    });
    const [stored] = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'checkout-counted-0001'));
    expect(JSON.parse(stored!.responseBody!)).toEqual(result.body);
  });

  it('builds the refusals, the write and the idempotency record of a booking once per shape: the next only binds them', async () => {
    const me = await customer();
    const pickups = ['09:00', '10:00'];
    await book(me.headers, order(me.addressId, { pickupTime: pickups[0], deliveryTime: pickups[0] }), {
      'idempotency-key': 'template-warm-0001',
    });
    const building = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const second = await book(me.headers, order(me.addressId, { pickupTime: pickups[1], deliveryTime: pickups[1] }), {
        'idempotency-key': 'template-next-0001',
      });
      expect(second.res.statusCode).toBe(201);
      // Only the locks' statement is built (its shape is two function calls); without templates, three more. After the
      // commit, the admins' live notice of the new booking is stored and published (one more).
      expect(building).toHaveBeenCalledTimes(2);
      expect(second.body.booking).toMatchObject({ customer_id: me.userId, scheduled_time: '10:00' });
    } finally {
      building.mockRestore();
    }
  });

  // PostgreSQL only: the customer's lock is held from another connection, which the embedded database does not have.
  it.skipIf(!serverUrl())(
    'sends the locks, the refusals and the write together, without waiting for the locks in between',
    async () => {
      const me = await customer();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${customerLockCall(me.userId)}`);
        held();
        await released;
      });
      await holding;
      const { db, queries } = countingDb(ctx.database);
      const services = await ctx.app.catalogue.servicesById();
      const now = () => ctx.clock.now();
      const body = order(me.addressId, { pickupTime: '15:00', deliveryTime: '15:00' });
      const writing = createBooking(
        { db, now, services: async () => services, openBookingsMax: ctx.env.OPEN_BOOKINGS_PER_CUSTOMER },
        { customerId: me.userId, ...body, addressId: me.addressId, paymentMethod: 'cash' },
      );
      // The address, then the locks (waiting on the holder), the duplicate and seat check and the write already sent behind them.
      await vi.waitFor(() => expect(queries()).toBe(4), { timeout: 5000 });
      release();
      await holder;
      const { booking } = await writing;
      expect(booking).toMatchObject({ customer_id: me.userId, status: 'pending' });
    },
  );

  it('lets a failed attempt be retried with the same key', async () => {
    const me = await customer();
    const key = 'checkout-retry-after-error';
    expect((await book(me.headers, order(me.addressId, { phone: '123' }), { 'idempotency-key': key })).res.statusCode).toBe(400);
    // Same key, same (fixed) body is a new attempt because the first one failed.
    expect((await book(me.headers, order(me.addressId, { phone: '123' }), { 'idempotency-key': key })).res.statusCode).toBe(400);
  });

  it('applies FIRST30 once: of 20 concurrent orders exactly one is discounted', async () => {
    const me = await customer();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          me.headers,
          order(me.addressId, {
            coupon_code: 'first30',
            services: [{ id: 'dc-men-shirt', quantity: i + 1 }],
            deliveryDate: '2026-11-25',
          }),
        ),
      ),
    );
    const created = results.filter((r) => r.res.statusCode === 201);
    expect(created).toHaveLength(1);
    const booking = created[0]!.body.booking as Booking;
    expect(booking.coupon_code).toBe('FIRST30');
    expect(booking.discount_amount).toBe(Math.min(Math.round(booking.total_price * 0.3), 200));
    for (const refused of results.filter((r) => r.res.statusCode !== 201)) {
      expect(refused.res.statusCode).toBe(400);
      expect(['This coupon is valid for first orders only', 'This coupon has already been used']).toContain(refused.body.message);
    }
    const [redemptions] = await ctx.database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, me.userId));
    expect(redemptions!.n).toBe(1);
  });
});
