import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@washday/core';
import { bookings, serviceAreas, serviceLocations } from '../../db/schema/index.js';
import { checkoutFixtures } from '../../test/checkout-fixtures.js';
import { injectJson, useTestApp } from '../../test/test-app.js';

// Checkout (POST /api/bookings): priced by the server from the catalogue, checked, and refused in the spec's words.
// Double submissions and idempotency keys: booking-submissions.test.ts; a customer's list, edits and cancellations:
// my-bookings.test.ts. The test clock starts at 2026-11-22 11:00 in India.

describe('bookings', () => {
  const ctx = useTestApp();
  const { customer, setPrice, book, order } = checkoutFixtures(ctx, { instructions: 'Ring the bell twice' });

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
    // ₹15.50 a piece makes subtotals whose 20% has paise in it.
    await setPrice('iron-regular', 1550);
    try {
      for (let quantity = 1; quantity <= 12; quantity += 1) {
        // A customer per amount: one customer's twelve orders would pass the open-bookings limit.
        const me = await customer();
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

  it("refuses someone else's saved address", async () => {
    const owner = await customer();
    const other = await customer();
    const { res, body } = await book(other.headers, order(owner.addressId));
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe('Pickup address is required');
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
});
