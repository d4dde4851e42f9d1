import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingView, DispatchTrip } from '@washday/core';
import { bookings, liveEvents, orderEvents, quickPickups, users } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertAddress } from '../../test/record-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';

// The test clock starts at 2026-11-22 11:00 in India; each test puts it back there.
const START = new Date('2026-11-22T05:30:00Z');
const TODAY = '2026-11-22';
const TOMORROW = '2026-11-23';
const ADDRESS = 'B-204, Palm Court, Sector 45, Gurugram, Haryana 122003';
/** An instant given as India time. */
const ist = (text: string) => new Date(`${text}:00+05:30`);

describe('quick pickup', { timeout: 45_000 }, () => {
  // One customer asks many times: the per-customer rate has its own test (bookings/booking-limits.test.ts).
  const ctx = useTestApp({ rateLimits: { bookingCreates: { max: 10_000, windowMs: 60_000 } } });
  let asha: { id: string } = { id: '' };
  let customer: Record<string, string> = {};
  let admin: Record<string, string> = {};

  beforeAll(async () => {
    asha = await createCustomer(ctx.app, '9811100001', 'Asha Verma');
    customer = bearer(await tokenFor(ctx.app, 'customer', asha.id));
    await createAdminAccount(ctx.app);
    admin = bearer(await tokenFor(ctx.app, 'admin', (await ctx.database.db.query.adminUsers.findMany())[0]!.id));
  });

  beforeEach(() => ctx.clock.set(START));

  const request = (overrides: Record<string, unknown> = {}) => ({
    pickup_date: TOMORROW,
    pickup_time: '10:00',
    address: ADDRESS,
    ...overrides,
  });
  const ask = (payload: object, headers: Record<string, string> = customer) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/quick-pickup', headers, payload });
  /** The answer's message and field for a request that must be refused with `status`. */
  const refused = async (payload: object, status = 400) => {
    const { res, body } = await ask(payload);
    expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(status);
    return { message: body.message, field: (body as { field?: string }).field };
  };

  it('refuses guests, riders and admins, and makes nothing', async () => {
    const rider = bearer(await tokenFor(ctx.app, 'rider', (await createRider(ctx.app, '9844400001', 'approved')).id));
    for (const headers of [{}, rider, admin]) {
      const { res, body } = await ask(request(), headers);
      expect(res.statusCode).toBe(401);
      expect(body.message).toBe('Authentication required. Please log in again.');
    }
    expect(await ctx.database.db.select().from(bookings)).toHaveLength(0);
  });

  it('books a rider for the signed-in customer: a pending express booking with no items and nothing to pay', async () => {
    const { res, body } = await ask({
      ...request({ pickup_date: TODAY, pickup_time: '12:00', house_number: ' Flat 204 ' }),
      // Who asks is the session's, whatever the body says.
      customer_id: '00000000-0000-4000-8000-000000000000',
      customer_name: 'Someone Else',
      customer_phone: '9000000000',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(body.message).toBe('Quick pickup created successfully! Our rider will contact you soon.');
    const booking = body.booking as BookingView;
    expect(booking).toMatchObject({
      customer_id: asha.id,
      service: 'Quick Pickup',
      service_type: 'express',
      services: [],
      item_prices: [],
      total_price: 0,
      final_amount: 0,
      status: 'pending',
      payment_status: 'pending',
      rider_status: 'unassigned',
      scheduled_date: TODAY,
      scheduled_time: '12:00',
      // Pencilled in a day after the pickup: no delivery is chosen for a quick pickup.
      delivery_date: TOMORROW,
      delivery_time: '12:00',
      address: ADDRESS,
      contact_phone: '9811100001',
    });
    expect(body.data).toEqual({
      id: expect.any(String),
      customer_id: asha.id,
      customer_name: 'Asha Verma',
      customer_phone: '9811100001',
      pickup_date: TODAY,
      pickup_time: '12:00',
      house_number: 'Flat 204',
      address: ADDRESS,
      status: 'pending',
      created_at: START.toISOString(),
      booking_id: booking.id,
      custom_order_id: booking.custom_order_id,
    });

    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      isQuickPickup: true,
      flatNo: 'Flat 204',
      contactName: 'Asha Verma',
      subtotalPaise: 0,
      finalPaise: 0,
      createdByAdminId: null,
    });
    expect(row!.serviceAreaId).not.toBeNull();
    const [requestRow] = await ctx.database.db.select().from(quickPickups).where(eq(quickPickups.bookingId, booking.id));
    expect(requestRow).toMatchObject({
      id: (body.data as { id: string }).id,
      customerId: asha.id,
      status: 'scheduled',
      houseNumber: 'Flat 204',
      pickupTime: '12:00',
    });
    const audit = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, booking.id));
    expect(audit).toEqual([
      expect.objectContaining({
        fromState: null,
        toState: 'pending',
        actorId: asha.id,
        actorRole: 'customer',
        note: 'Quick pickup requested by the customer',
      }),
    ]);
    const events = await ctx.database.db.select().from(liveEvents).where(eq(liveEvents.recipient, 'admins'));
    expect(events.map((e) => e.data)).toContainEqual({ booking_id: booking.id, status: 'pending', rider_status: 'unassigned' });

    // The customer finds it in My Bookings; operations find it among the quick pickups waiting for a rider.
    const mine = await injectJson(ctx.app, { method: 'GET', url: `/api/bookings/customer/${asha.id}`, headers: customer });
    expect((mine.body.bookings as BookingView[]).map((b) => b.id)).toContain(booking.id);
    const quick = await injectJson(ctx.app, { method: 'GET', url: '/api/admin/dispatch/trips?type=quick', headers: admin });
    expect(quick.res.statusCode).toBe(200);
    expect((quick.body.trips as DispatchTrip[]).find((t) => t.orderId === booking.id)).toMatchObject({
      type: 'Quick Pickup',
      isQuickPickup: true,
      trip: 'pickup',
      items_summary: '',
      item_count: 0,
      final_amount: 0,
      slot: { date: TODAY, time: '12:00' },
    });
  });

  describe('dates and slots at the edges', () => {
    it('offers today only the slots at least 30 minutes ahead', async () => {
      expect(await refused(request({ pickup_date: TODAY, pickup_time: '11:00' }))).toEqual({
        message: 'Selected time slot is no longer available. Please choose another time.',
        field: 'pickup_time',
      });
      // 11:30 exactly: the 12:00 slot is exactly 30 minutes ahead and still offered; a minute later it is gone.
      ctx.clock.set(ist('2026-11-22T11:30'));
      expect(
        (await ask(request({ pickup_date: TODAY, pickup_time: '12:00', address: `Flat 9, ${ADDRESS}` }))).res.statusCode,
      ).toBe(201);
      ctx.clock.set(ist('2026-11-22T11:31'));
      expect((await refused(request({ pickup_date: TODAY, pickup_time: '12:00' }))).message).toBe(
        'Selected time slot is no longer available. Please choose another time.',
      );
    });

    it('runs from 09:00 to 20:00, hourly', async () => {
      for (const pickup_time of ['08:00', '21:00', '10:30', '9:00']) {
        expect(await refused(request({ pickup_time })), pickup_time).toEqual({
          message: 'Selected time slot is no longer available. Please choose another time.',
          field: 'pickup_time',
        });
      }
      for (const pickup_time of ['09:00', '20:00']) {
        const { res } = await ask(request({ pickup_time }));
        expect(res.statusCode, pickup_time).toBe(201);
      }
    });

    it('takes a date up to 30 days ahead, and none in the past', async () => {
      expect((await ask(request({ pickup_date: '2026-12-22' }))).res.statusCode).toBe(201);
      expect(await refused(request({ pickup_date: '2026-12-23' }))).toEqual({
        message: 'Please select a date within the next 30 days',
        field: 'pickup_date',
      });
      expect(await refused(request({ pickup_date: '2026-11-21' }))).toEqual({
        message: 'Please select a current or future date',
        field: 'pickup_date',
      });
      // Late at night the 23rd has begun in India while UTC is still on the 22nd: the 22nd is now the past.
      ctx.clock.set(ist('2026-11-23T00:30'));
      expect((await refused(request({ pickup_date: TODAY }))).message).toBe('Please select a current or future date');
    });

    it("answers the spec's messages for what is missing, date first", async () => {
      expect(await refused({ address: ADDRESS })).toEqual({ message: 'Please select a pickup date', field: 'pickup_date' });
      expect(await refused(request({ pickup_date: '2026-11-31' }))).toEqual({
        message: 'Please select a pickup date',
        field: 'pickup_date',
      });
      expect(await refused(request({ pickup_time: '' }))).toEqual({
        message: 'Please select a pickup time',
        field: 'pickup_time',
      });
      expect(await refused(request({ address: '   ' }))).toEqual({ message: 'Please enter a pickup address', field: 'address' });
      ctx.clock.set(ist('2026-11-22T19:45'));
      expect(await refused(request({ pickup_date: TODAY, pickup_time: null }))).toEqual({
        message: 'No time slots available for the selected date. Please choose a different date.',
        field: 'pickup_time',
      });
    });
  });

  describe('the customer and the place', () => {
    it("needs the account's name and phone", async () => {
      const nameless = await createCustomer(ctx.app, '9811100005', 'Nameless');
      const as = bearer(await tokenFor(ctx.app, 'customer', nameless.id));
      await ctx.database.db.update(users).set({ name: '  ' }).where(eq(users.id, nameless.id));
      let answer = await ask(request(), as);
      expect(answer.res.statusCode).toBe(422);
      expect(answer.body).toMatchObject({
        message: 'User name is missing. Please update your profile.',
        error: 'PROFILE_INCOMPLETE',
      });
      await ctx.database.db.update(users).set({ name: 'Ravi', phone: '' }).where(eq(users.id, nameless.id));
      answer = await ask(request(), as);
      expect(answer.res.statusCode).toBe(422);
      expect(answer.body.message).toBe('Phone number is missing. Please update your profile.');
      expect(await ctx.database.db.select().from(bookings).where(eq(bookings.customerId, nameless.id))).toHaveLength(0);
    });

    it('refuses a typed address we do not serve, judged by its words', async () => {
      expect(await refused(request({ address: 'Flat 3, Sector 18, Noida, Uttar Pradesh 201301' }), 422)).toEqual({
        message: 'Service currently available only in Gurugram/Gurgaon area.',
        field: 'address',
      });
      expect((await ask(request({ pickup_time: '13:00', address: 'House 12, Sector 69, Gurgaon' }))).res.statusCode).toBe(201);
    });

    it("books at a saved address of the customer's (a typed house number wins) and refuses anyone else's", async () => {
      const saved = await insertAddress(ctx.app, asha.id);
      const { res, body } = await ask(
        request({ pickup_time: '14:00', address: undefined, address_id: saved.id, house_number: 'Tower C, 1101' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(body.booking).toMatchObject({
        address_id: saved.id,
        address: saved.fullAddress,
        coordinates: { lat: saved.lat, lng: saved.lng },
      });
      const [row] = await ctx.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, (body.booking as BookingView).id));
      expect(row!.flatNo).toBe('Tower C, 1101');

      const someoneElses = await insertAddress(ctx.app, (await createCustomer(ctx.app, '9855500001', 'Other')).id);
      expect(await refused(request({ address: undefined, address_id: someoneElses.id }))).toEqual({
        message: 'This is not one of your saved addresses',
        field: 'address_id',
      });
    });
  });

  it('books once for a double tap: the same Idempotency-Key answers the first booking, the same slot again is refused', async () => {
    const payload = request({ pickup_date: '2026-11-25', pickup_time: '15:00' });
    const headers = { ...customer, 'idempotency-key': 'quick-pickup-0001' };
    const first = await ask(payload, headers);
    const retry = await ask(payload, headers);
    expect(first.res.statusCode).toBe(201);
    expect(retry.res.statusCode).toBe(201);
    expect(retry.res.headers['idempotent-replayed']).toBe('true');
    expect((retry.body.booking as BookingView).id).toBe((first.body.booking as BookingView).id);
    const double = await ask(payload);
    expect(double.res.statusCode).toBe(409);
    expect(double.body.message).toBe('Booking is already being processed. Please wait.');
    const booked = await ctx.database.db.select().from(bookings).where(eq(bookings.scheduledDate, '2026-11-25'));
    expect(booked).toHaveLength(1);
  });

  it('cannot be edited by the customer (the rider lists its items) but can be cancelled', async () => {
    const { body } = await ask(request({ pickup_date: '2026-11-26' }));
    const id = (body.booking as BookingView).id;
    const edit = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/bookings/${id}`,
      headers: customer,
      payload: { pickupTime: '11:00' },
    });
    expect(edit.res.statusCode).toBe(409);
    expect(edit.body.message).toBe(
      'A quick pickup cannot be changed: the rider adds its items at your door. Cancel it and request a new one instead.',
    );
    const cancel = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/bookings/${id}/cancel`,
      headers: customer,
      payload: {},
    });
    expect(cancel.res.statusCode).toBe(200);
    expect(cancel.body.booking).toMatchObject({ status: 'cancelled' });
  });

  it('leaves regular bookings as they were: no order without items', async () => {
    const saved = await insertAddress(ctx.app, asha.id);
    const { res, body } = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/bookings',
      headers: customer,
      payload: {
        services: [],
        pickupDate: TOMORROW,
        pickupTime: '10:00',
        deliveryDate: '2026-11-24',
        deliveryTime: '10:00',
        address_id: saved.id,
        phone: '9811100001',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe('Please add at least one service');
  });
});
