import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, ORDER_MESSAGES, SHARED_BOOKING_MESSAGES, haversineKm } from '@washday/core';
import { bookings, orderEvents, riders, trips } from '../../db/schema/index.js';
import { SESSION_COOKIES } from '../../plugins/authentication.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertAddress, insertBooking } from '../../test/record-fixtures.js';
import { bearer, browserHeaders, useTestApp } from '../../test/test-app.js';

type Listed = { id: string; status: string; handover_code: string | null; distance_km?: number | null };

describe('the shared booking calls', () => {
  const ctx = useTestApp();
  const as = {} as Record<'admin' | 'customer' | 'other' | 'rider' | 'otherRider', Record<string, string>>;
  const ids = {} as Record<'admin' | 'customer' | 'other' | 'rider' | 'otherRider', string>;

  beforeAll(async () => {
    ids.customer = (await createCustomer(ctx.app, '9750000001', 'Asha')).id;
    ids.other = (await createCustomer(ctx.app, '9750000002', 'Bela')).id;
    ids.rider = (await createRider(ctx.app, '9750000003', 'approved')).id;
    ids.otherRider = (await createRider(ctx.app, '9750000004', 'approved')).id;
    await ctx.database.db.update(riders).set({ isActive: true });
    await createAdminAccount(ctx.app);
    ids.admin = (await ctx.database.db.query.adminUsers.findMany())[0]!.id;
    as.admin = bearer(await tokenFor(ctx.app, 'admin', ids.admin));
    as.customer = bearer(await tokenFor(ctx.app, 'customer', ids.customer));
    as.other = bearer(await tokenFor(ctx.app, 'customer', ids.other));
    as.rider = bearer(await tokenFor(ctx.app, 'rider', ids.rider));
    as.otherRider = bearer(await tokenFor(ctx.app, 'rider', ids.otherRider));
  });

  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const trail = async (id: string) =>
    (await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, id))).map(
      (e) => `${e.toState}:${e.actorRole}`,
    );

  describe('PUT /api/bookings/:id/status', () => {
    it('lets an admin move an order by the rules, refusing what the rules refuse', async () => {
      const booking = await insertBooking(ctx.app, ids.customer);
      const confirmed = await call('PUT', `/api/bookings/${booking.id}/status`, as.admin, {
        status: 'confirmed',
        rider_id: 'ignored',
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({
        success: true,
        message: ORDER_MESSAGES.statusUpdated,
        booking: { id: booking.id, status: 'confirmed' },
      });
      const again = await call('PUT', `/api/bookings/${booking.id}/status`, as.admin, { status: 'confirmed' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ORDER_MESSAGES.confirmOnlyPending);
      const skipped = await call('PUT', `/api/bookings/${booking.id}/status`, as.admin, { status: 'completed' });
      expect(skipped.statusCode).toBe(409);
      expect(skipped.json().message).toBe(ORDER_MESSAGES.statusByTrips('completed'));
      expect((await call('PUT', `/api/bookings/${booking.id}/status`, as.admin, { status: 'shipped' })).statusCode).toBe(400);
      expect(await trail(booking.id)).toEqual(['confirmed:admin']);
    });

    it('lets a customer only cancel their own booking, and refuses another customer like a missing booking', async () => {
      const booking = await insertBooking(ctx.app, ids.customer);
      const confirm = await call('PUT', `/api/bookings/${booking.id}/status`, as.customer, {
        status: 'confirmed',
        user_id: ids.customer,
        user_type: 'customer',
      });
      expect(confirm.statusCode).toBe(403);
      expect(confirm.json().message).toBe(SHARED_BOOKING_MESSAGES.customerOnlyCancels);
      const theirs = await call('PUT', `/api/bookings/${booking.id}/status`, as.other, {
        status: 'cancelled',
        user_type: 'customer',
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().message).toBe(BOOKING_MESSAGES.notFound);
      const cancelled = await call('PUT', `/api/bookings/${booking.id}/status`, as.customer, {
        status: 'cancelled',
        user_id: ids.customer,
        user_type: 'customer',
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ message: BOOKING_MESSAGES.cancelled, booking: { status: 'cancelled' } });
      expect(await trail(booking.id)).toEqual(['cancelled:customer']);
      const notices = (await call('GET', '/api/notifications', as.customer)).json().notifications as Array<{
        type: string;
        related_order: { bookingId: string };
      }>;
      expect(notices.filter((n) => n.related_order.bookingId === booking.id).map((n) => n.type)).toEqual(['order_cancelled']);
    });

    it("acts as the customer when a browser holding both sessions says user_type 'customer', else as the admin", async () => {
      const booking = await insertBooking(ctx.app, ids.customer);
      const cookie = browserHeaders(
        [
          `${SESSION_COOKIES.customer}=${await tokenFor(ctx.app, 'customer', ids.customer)}`,
          `${SESSION_COOKIES.admin}=${await tokenFor(ctx.app, 'admin', ids.admin)}`,
        ].join('; '),
      );
      expect(
        (await call('PUT', `/api/bookings/${booking.id}/status`, cookie, { status: 'confirmed', user_type: 'customer' }))
          .statusCode,
      ).toBe(403);
      expect((await call('PUT', `/api/bookings/${booking.id}/status`, cookie, { status: 'confirmed' })).statusCode).toBe(200);
      expect(await trail(booking.id)).toEqual(['confirmed:admin']);
    });
  });

  it('GET /api/bookings: every booking for admins, paged, by status and search', async () => {
    const first = await insertBooking(ctx.app, ids.other);
    await ctx.database.db
      .update(bookings)
      .set({ contactName: 'Zubin Searchable', status: 'confirmed' })
      .where(eq(bookings.id, first.id));
    const all = (await call('GET', '/api/bookings?limit=2', as.admin)).json();
    expect(all.bookings).toHaveLength(2);
    expect(all.pagination).toMatchObject({ page: 1, limit: 2, hasMore: true });
    const total = all.pagination.total as number;
    expect(total).toBeGreaterThan(2);
    const second = (await call('GET', '/api/bookings?limit=2&page=2', as.admin)).json();
    const byOffset = (await call('GET', '/api/bookings?limit=2&offset=2', as.admin)).json();
    expect(byOffset.bookings.map((b: Listed) => b.id)).toEqual(second.bookings.map((b: Listed) => b.id));
    expect(second.bookings.map((b: Listed) => b.id)).not.toContain(all.bookings[0].id);

    const found = (await call('GET', '/api/bookings?search=zubin', as.admin)).json();
    expect(found.bookings.map((b: Listed) => b.id)).toEqual([first.id]);
    expect(
      (await call('GET', `/api/bookings?search=${first.customOrderId}`, as.admin)).json().bookings.map((b: Listed) => b.id),
    ).toEqual([first.id]);
    expect((await call('GET', '/api/bookings?search=%25', as.admin)).json().bookings).toEqual([]);
    const cancelled = (await call('GET', '/api/bookings?status=cancelled', as.admin)).json().bookings as Listed[];
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((b) => b.status === 'cancelled')).toBe(true);
    const bad = await call('GET', '/api/bookings?status=lost', as.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Unknown status 'lost'");
    expect((await call('GET', '/api/bookings?limit=500', as.admin)).statusCode).toBe(400);
  });

  it('GET /api/bookings/rider/:id: the rider their own assigned orders, without the handover code', async () => {
    const mine = await insertBooking(ctx.app, ids.customer, ids.rider);
    await insertBooking(ctx.app, ids.customer, ids.otherRider);
    const list = (await call('GET', `/api/bookings/rider/${ids.rider}`, as.rider)).json().bookings as Listed[];
    expect(list.map((b) => b.id)).toContain(mine.id);
    expect(list.every((b) => b.handover_code === null)).toBe(true);
    const others = (await call('GET', `/api/bookings/rider/${ids.otherRider}`, as.otherRider)).json().bookings as Listed[];
    expect(others.map((b) => b.id)).not.toContain(mine.id);
    expect((await call('GET', `/api/bookings/rider/${ids.otherRider}`, as.rider)).statusCode).toBe(403);
    expect((await call('GET', `/api/bookings/rider/${ids.rider}?status=completed`, as.rider)).json().bookings).toEqual([]);
  });

  it('PUT /api/bookings/:id/accept: the assigned rider accepts once, through the rules', async () => {
    const booking = await insertBooking(ctx.app, ids.customer, ids.rider);
    expect(
      (await call('PUT', `/api/bookings/${booking.id}/accept`, as.otherRider, { rider_id: ids.otherRider })).statusCode,
    ).toBe(404);
    const accepted = await call('PUT', `/api/bookings/${booking.id}/accept`, as.rider, { rider_id: ids.rider });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Order accepted successfully!',
      booking: { riderStatus: 'accepted', handover_code: null },
    });
    const twice = await call('PUT', `/api/bookings/${booking.id}/accept`, as.rider, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ORDER_MESSAGES.alreadyAccepted);
    expect(await trail(booking.id)).toEqual(['accepted:rider']);
  });

  it('GET /api/bookings/pending/:lat/:lng: unassigned open orders, nearest first, for approved riders', async () => {
    const place = async (lat: number | null, lng: number | null) => {
      const b = await insertBooking(ctx.app, ids.other);
      await ctx.database.db.update(bookings).set({ lat, lng }).where(eq(bookings.id, b.id));
      return b.id;
    };
    const far = await place(28.6139, 77.209); // Connaught Place, about 26 km
    const near = await place(28.4595, 77.0266); // Gurugram, about 1 km
    const unknown = await place(null, null);
    const taken = await insertBooking(ctx.app, ids.other, ids.rider);
    const answer = await call('GET', '/api/bookings/pending/28.4500/77.0300', as.rider);
    expect(answer.statusCode).toBe(200);
    const list = answer.json().bookings as Listed[];
    const ours = list.filter((b) => [far, near, unknown, taken.id].includes(b.id));
    expect(ours.map((b) => b.id)).toEqual([near, far, unknown]);
    expect(ours[0]!.distance_km).toBeLessThan(2);
    expect(ours[1]!.distance_km).toBeGreaterThan(20);
    expect(ours[2]!.distance_km).toBeNull();
    expect(list.every((b) => ['pending', 'confirmed'].includes(b.status) && b.handover_code === null)).toBe(true);
    // 0/0 is "position unknown": by pickup time, no distances.
    expect(
      ((await call('GET', '/api/bookings/pending/0/0', as.rider)).json().bookings as Listed[]).every(
        (b) => b.distance_km === null,
      ),
    ).toBe(true);
    const bad = await call('GET', '/api/bookings/pending/north/77', as.rider);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Latitude must be a number');
    expect((await call('GET', '/api/bookings/pending/95/77', as.rider)).statusCode).toBe(400);
  });

  it("GET /api/bookings/pending: offers an order by area, slot, distance and services, the customer's details once a trip is the rider's", async () => {
    const address = await insertAddress(ctx.app, ids.other);
    const booking = await insertBooking(ctx.app, ids.other);
    await ctx.database.db
      .update(bookings)
      .set({
        addressId: address.id,
        address: address.fullAddress,
        lat: 28.44237,
        lng: 77.06618,
        contactName: 'Bela Sharma',
        contactPhone: '919812345678',
        additionalDetails: 'Gate code 4455, dog inside',
        specialInstructions: 'Ring twice',
      })
      .where(eq(bookings.id, booking.id));
    // A rider with no jobs: the same from anywhere and at 0/0.
    for (const point of ['28.4500/77.0300', '0/0']) {
      const answer = await call('GET', `/api/bookings/pending/${point}`, as.otherRider);
      expect(answer.statusCode).toBe(200);
      const offer = (answer.json().bookings as Array<Record<string, unknown>>).find((b) => b.id === booking.id)!;
      expect(offer).toMatchObject({
        custom_order_id: booking.customOrderId,
        area: { locality: 'Sector 45', city: 'Gurugram' },
        scheduled_date: '2026-11-23',
        scheduled_time: '10:00',
        services: ['Regular Iron x 1'],
        coordinates: { lat: 28.44, lng: 77.07 },
        customer_id: null,
        address: null,
        address_id: null,
        contact_phone: null,
        additional_details: null,
        special_instructions: null,
        handover_code: null,
      });
      const text = JSON.stringify(offer);
      for (const secret of [ids.other, '9812345678', 'Bela', 'Gate code', 'Ring twice', address.flatNo!, '28.44237', '77.06618'])
        expect(text).not.toContain(secret);
    }
    // Measured from the rounded point, so asking from beside the house says no more than the rounded point does.
    const beside = (await call('GET', '/api/bookings/pending/28.44237/77.06618', as.otherRider)).json().bookings as Listed[];
    const fromRounded = haversineKm({ lat: 28.44237, lng: 77.06618 }, { lat: 28.44, lng: 77.07 });
    expect(fromRounded).toBeGreaterThan(0.3);
    expect(beside.find((b) => b.id === booking.id)!.distance_km).toBe(Math.round(fromRounded * 100) / 100);

    // Once its pickup is theirs: gone from the offers, and in their own lists with the customer's details.
    await ctx.database.db
      .insert(trips)
      .values({ bookingId: booking.id, kind: 'pickup', riderId: ids.otherRider, assignedAt: new Date() });
    const offers = (await call('GET', '/api/bookings/pending/0/0', as.otherRider)).json().bookings as Listed[];
    expect(offers.map((b) => b.id)).not.toContain(booking.id);
    const mine = (await call('GET', `/api/bookings/rider/${ids.otherRider}`, as.otherRider)).json().bookings as Array<
      Record<string, unknown>
    >;
    expect(mine.find((b) => b.id === booking.id)).toMatchObject({
      customer_id: ids.other,
      address: address.fullAddress,
      contact_phone: '919812345678',
      additional_details: 'Gate code 4455, dog inside',
      coordinates: { lat: 28.44237, lng: 77.06618 },
    });
    const jobs = (await call('GET', '/api/riders/orders', as.otherRider)).json() as Array<Record<string, unknown>>;
    expect(jobs.find((j) => j.bookingId === booking.id)).toMatchObject({ customerPhone: expect.stringContaining('9812345678') });
  });
});
