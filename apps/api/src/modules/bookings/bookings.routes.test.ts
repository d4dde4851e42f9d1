import { count, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@washday/core';
import { bookings, couponRedemptions, idempotencyKeys, serviceAreas, serviceLocations, services } from '../../db/schema/index.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { createCustomer, tokenFor } from '../../test/identity-fixtures.js';
import { countingDb } from '../../test/query-counter.js';
import { serverUrl } from '../../test/test-database.js';
import { customerLockCall } from '../orders/order-transitions.js';
import { createBooking, listCustomerBookings } from './bookings.service.js';
import { runIdempotent } from './idempotency.js';

// The test clock starts at 2026-11-22 11:00 in India.
const order = (addressId: string, overrides: Record<string, unknown> = {}) => ({
  services: [
    { id: 'laundry-fold', quantity: 3 },
    { id: 'iron-regular', quantity: 10 },
  ],
  pickupDate: '2026-11-23',
  pickupTime: '10:00',
  deliveryDate: '2026-11-24',
  deliveryTime: '10:00',
  address_id: addressId,
  phone: '98765 43210',
  instructions: 'Ring the bell twice',
  ...overrides,
});

const address = {
  flat_no: 'Flat 1204, Tower B',
  area: 'Sector 69',
  city: 'Gurugram',
  pincode: '122018',
  coordinates: { lat: 28.396, lng: 77.037 },
  address_type: 'home',
  contact_person: 'Asha',
  contact_phone: '9876543210',
};

describe('bookings', () => {
  const ctx = useTestApp();
  let phoneSeq = 0;

  async function customer() {
    const user = await createCustomer(ctx.app, `96${String(++phoneSeq).padStart(8, '0')}`);
    const headers = bearer(await tokenFor(ctx.app, 'customer', user.id));
    const saved = await injectJson(ctx.app, { method: 'POST', url: '/api/addresses', headers, payload: address });
    return { userId: user.id, headers, addressId: (saved.body.data as { id: string }).id };
  }
  // A price changed behind the admin routes' back: told to the catalogue in memory as they tell it.
  async function setPrice(id: string, pricePaise: number) {
    await ctx.database.db.update(services).set({ pricePaise }).where(eq(services.id, id));
    await ctx.app.catalogue.changed();
  }
  const book = (headers: Record<string, string>, payload: object, extra: Record<string, string> = {}) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/bookings', headers: { ...headers, ...extra }, payload });

  it('creates a booking priced by the server, ignoring the prices the client sends', async () => {
    const me = await customer();
    const tampered = order(me.addressId, {
      services: [
        { id: 'laundry-fold', quantity: 3, price: 1, name: 'Free laundry' },
        { id: 'iron-regular', quantity: 10, price: 0 },
      ],
      totalAmount: 1,
      discount_amount: 5000,
      original_total: 1,
      charges_breakdown: { base_price: 1 },
    });
    const { res, body } = await book(me.headers, tampered);
    expect(res.statusCode).toBe(201);
    const booking = body.booking as Booking;
    expect(body.message).toBe('Booking created successfully');
    expect(booking).toMatchObject({
      customer_id: me.userId,
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'cash',
      service: 'Home Service',
      total_price: 410,
      discount_amount: 0,
      final_amount: 410,
      services: ['Laundry + Fold x 3', 'Regular Iron x 10'],
      scheduled_date: '2026-11-23',
      scheduled_time: '10:00',
      delivery_date: '2026-11-24',
      delivery_time: '10:00',
      contact_phone: '9876543210',
      special_instructions: 'Ring the bell twice',
      address: 'Flat 1204, Tower B, Sector 69, Gurugram, Haryana 122018',
      charges_breakdown: { base_price: 410, delivery_fee: 0, handling_fee: 0, discount: 0 },
    });
    expect(booking.item_prices).toEqual([
      {
        service_id: 'laundry-fold',
        service_name: 'Laundry + Fold',
        category: 'laundry',
        unit: 'KG',
        quantity: 3,
        unit_price: 70,
        total_price: 210,
      },
      {
        service_id: 'iron-regular',
        service_name: 'Regular Iron',
        category: 'iron',
        unit: 'PC',
        quantity: 10,
        unit_price: 20,
        total_price: 200,
      },
    ]);
    expect(booking.custom_order_id).toMatch(/^WD-[2-9A-HJKMNP-TV-Z]{6}$/);
  });

  it('uses the price in the catalogue at the time of ordering', async () => {
    const me = await customer();
    const before = await book(me.headers, order(me.addressId, { services: [{ id: 'iron-regular', quantity: 4 }] }));
    expect((before.body.booking as Booking).final_amount).toBe(80);
    await setPrice('iron-regular', 2500);
    try {
      const { body } = await book(
        me.headers,
        order(me.addressId, { services: [{ id: 'iron-regular', quantity: 4 }], pickupTime: '12:00', deliveryTime: '12:00' }),
      );
      expect((body.booking as Booking).final_amount).toBe(100);
    } finally {
      await setPrice('iron-regular', 2000);
    }
  });

  it.each([
    [{ services: [] }, 'services', 'Please add at least one service'],
    [{ services: [{ id: 'not-a-service', quantity: 1 }] }, 'services.0.id', "Service 'not-a-service' is not available"],
    [{ services: [{ id: 'laundry-fold', quantity: 0 }] }, 'services.0.quantity', 'Quantity must be at least 1'],
    [{ services: [{ id: 'laundry-fold', quantity: 2.5 }] }, 'services.0.quantity', 'Quantity must be a whole number'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid 10-digit mobile number'],
    [{ address_id: undefined }, 'address_id', 'Pickup address is required'],
    [{ address_id: '00000000-0000-4000-8000-000000000000' }, 'address_id', 'Pickup address is required'],
    [{ pickupDate: '2026-11-21' }, 'pickupDate', 'Please choose a pickup date within the next 7 days'],
    [{ pickupDate: '23/11/2026' }, 'pickupDate', 'Use the date format YYYY-MM-DD'],
    [
      { pickupDate: '2026-11-22', pickupTime: '11:00' },
      'pickupTime',
      'This pickup time is no longer available. Please choose another.',
    ],
    [{ deliveryTime: '09:00' }, 'deliveryTime', 'Delivery must be at least 24 hours after pickup'],
    [
      { services: [{ id: 'dc-women-saree', quantity: 1 }] },
      'deliveryDate',
      'Delivery must be at least 24 hours after pickup (48 hours for dry cleaning)',
    ],
    [{ payment_method: 'online' }, 'payment_method', 'Online payment is not available yet. Please choose cash.'],
    [{ coupon_code: 'NOPE' }, 'coupon_code', 'Invalid coupon code: NOPE'],
  ])('refuses %o with a clear 4xx', async (change, field, message) => {
    const me = await customer();
    const { res, body } = await book(me.headers, order(me.addressId, change));
    expect(res.statusCode).toBe(400);
    expect(body.field).toBe(field);
    expect(body.message).toContain(message);
    const [row] = await ctx.database.db.select({ n: count() }).from(bookings).where(eq(bookings.customerId, me.userId));
    expect(row!.n).toBe(0);
  });

  it.each([
    [{ pickupDate: undefined }, 'pickupDate', 'Pickup date is required'],
    [{ pickupTime: undefined }, 'pickupTime', 'Pickup time is required'],
    [{ deliveryDate: undefined }, 'deliveryDate', 'Delivery date is required'],
    [{ deliveryTime: undefined }, 'deliveryTime', 'Delivery time is required'],
    [{ pickupDate: ' ' }, 'pickupDate', 'Pickup date is required'],
    [{ deliveryTime: '' }, 'deliveryTime', 'Delivery time is required'],
    [{ phone: undefined }, 'phone', 'Phone number is required'],
    [{ services: undefined }, 'services', 'Please add at least one service'],
    [{ payment_method: 'card' }, 'payment_method', 'Payment method must be cash or online'],
  ])('answers %o with the checkout message of the spec, exactly', async (change, field, message) => {
    const me = await customer();
    const { res, body } = await book(me.headers, order(me.addressId, change));
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ field, message });
  });

  it("answers 'Service not available in your area.' when the saved address is no longer served", async () => {
    const me = await customer();
    await ctx.database.db.update(serviceAreas).set({ isActive: false });
    await ctx.database.db.update(serviceLocations).set({ isActive: false });
    try {
      const { res, body } = await book(me.headers, order(me.addressId));
      expect(res.statusCode).toBe(422);
      expect(body).toMatchObject({ field: 'address_id', message: 'Service not available in your area.' });
    } finally {
      await ctx.database.db.update(serviceAreas).set({ isActive: true });
      await ctx.database.db.update(serviceLocations).set({ isActive: true });
    }
  });

  it("answers 'Invalid total price - must be greater than 0' for a free order", async () => {
    const me = await customer();
    await setPrice('iron-regular', 0);
    try {
      const { res, body } = await book(me.headers, order(me.addressId, { services: [{ id: 'iron-regular', quantity: 2 }] }));
      expect(res.statusCode).toBe(400);
      expect(body.message).toBe('Invalid total price - must be greater than 0');
    } finally {
      await setPrice('iron-regular', 2000);
    }
  });

  it('stamps created_at and updated_at from the one app clock', async () => {
    const me = await customer();
    const created = (await book(me.headers, order(me.addressId))).body.booking as Booking;
    expect(created.created_at).toBe(ctx.clock.now().toISOString());
    expect(created.updated_at).toBe(created.created_at);
    ctx.clock.advance(60_000);
    const edited = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/bookings/${created.id}`,
      headers: me.headers,
      payload: { instructions: 'Gate 2' },
    });
    expect((edited.body.booking as Booking).updated_at).toBe(ctx.clock.now().toISOString());
    ctx.clock.advance(60_000);
    const cancelled = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/bookings/${created.id}/cancel`,
      headers: me.headers,
      payload: {},
    });
    expect(cancelled.body.booking).toMatchObject({
      created_at: created.created_at,
      updated_at: ctx.clock.now().toISOString(),
      cancelled_at: ctx.clock.now().toISOString(),
    });
  });

  it('charges exactly the discount coupon validation showed, in whole rupees, for many amounts', async () => {
    const me = await customer();
    // ₹15.50 a piece makes subtotals whose 20% has paise in it.
    await setPrice('iron-regular', 1550);
    try {
      for (let quantity = 1; quantity <= 12; quantity += 1) {
        const shown = await injectJson(ctx.app, {
          method: 'POST',
          url: '/api/coupons/validate',
          headers: me.headers,
          payload: { couponCode: 'NEW20', orderAmount: 15.5 * quantity },
        });
        const discount = (shown.body.coupon as { discountAmount: number }).discountAmount;
        expect(Number.isInteger(discount), `20% of ₹${15.5 * quantity}`).toBe(true);
        const booked = await book(
          me.headers,
          order(me.addressId, { coupon_code: 'NEW20', services: [{ id: 'iron-regular', quantity }] }),
        );
        expect(booked.res.statusCode).toBe(201);
        expect((booked.body.booking as Booking).discount_amount).toBe(discount);
        expect((booked.body.booking as Booking).final_amount).toBe(15.5 * quantity - discount);
      }
    } finally {
      await setPrice('iron-regular', 2000);
    }
  });

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

  it("refuses someone else's saved address", async () => {
    const owner = await customer();
    const other = await customer();
    const { res, body } = await book(other.headers, order(owner.addressId));
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe('Pickup address is required');
  });

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
          { db, now, services: async () => services },
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
      // Only the locks' statement is built (its shape is two function calls); without templates, three more.
      expect(building).toHaveBeenCalledTimes(1);
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
        { db, now, services: async () => services },
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

  it('caps a coupon at 200 and lets general coupons be used again', async () => {
    const me = await customer();
    const big = await book(
      me.headers,
      order(me.addressId, {
        coupon_code: 'SAVE20',
        services: [{ id: 'dc-women-lehenga-bridal', quantity: 2 }],
        deliveryDate: '2026-11-25',
      }),
    );
    expect(big.body.booking).toMatchObject({
      total_price: 2000,
      discount_amount: 200,
      final_amount: 1800,
      coupon_code: 'SAVE20',
    });
    const second = await book(
      me.headers,
      order(me.addressId, { coupon_code: 'SAVE20', pickupTime: '12:00', deliveryTime: '12:00' }),
    );
    expect(second.body.booking).toMatchObject({ total_price: 410, discount_amount: 82, final_amount: 328 });
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

describe('coupon validation', () => {
  const ctx = useTestApp();
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    const user = await createCustomer(ctx.app, '9555500001');
    headers = bearer(await tokenFor(ctx.app, 'customer', user.id));
  });
  const validate = (payload: object, h = headers) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/coupons/validate', headers: h, payload });

  it('gives the discount for the order amount, upper-casing the code', async () => {
    const { res, body } = await validate({ couponCode: ' first30 ', userId: 'whoever', orderAmount: 450 });
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      success: true,
      coupon: { code: 'FIRST30', discount: 30, maxDiscount: 200, discountAmount: 135 },
    });
    expect((await validate({ couponCode: 'FIRST30', orderAmount: 5000 })).body).toMatchObject({
      coupon: { discountAmount: 200 },
    });
    expect((await validate({ couponCode: 'NEW20', orderAmount: 410 }, {})).body).toMatchObject({
      coupon: { discountAmount: 82 },
    });
  });

  it.each([
    [{ couponCode: '', orderAmount: 100 }, 'Please enter a coupon code'],
    [{ couponCode: 'nope', orderAmount: 100 }, 'Invalid coupon code: NOPE'],
    [{ couponCode: 'FIRST30', orderAmount: -1 }, 'Order amount must be a number of rupees, 0 or more'],
    [{ couponCode: 'FIRST30', orderAmount: '155' }, 'Order amount must be a number of rupees, 0 or more'],
    [{ couponCode: 'FIRST30' }, 'Order amount must be a number of rupees, 0 or more'],
    [{ orderAmount: 100 }, 'Please enter a coupon code'],
  ])('refuses %o', async (payload, message) => {
    const { res, body } = await validate(payload);
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe(message);
  });

  it('gives whole rupees: FIRST30 on ₹155 is ₹47 off', async () => {
    expect((await validate({ couponCode: 'FIRST30', orderAmount: 155 })).body).toMatchObject({ coupon: { discountAmount: 47 } });
    expect((await validate({ couponCode: 'FIRST30', orderAmount: 153 })).body).toMatchObject({ coupon: { discountAmount: 46 } });
  });

  it('reports an inactive coupon', async () => {
    const { coupons } = await import('../../db/schema/index.js');
    await ctx.database.db.update(coupons).set({ isActive: false }).where(eq(coupons.code, 'SAVE20'));
    expect((await validate({ couponCode: 'SAVE20', orderAmount: 100 })).body.message).toBe('This coupon is no longer active');
  });

  it('answers its health check', async () => {
    expect((await injectJson(ctx.app, { method: 'GET', url: '/api/coupons/health' })).body).toMatchObject({
      success: true,
      status: 'ok',
    });
  });
});
