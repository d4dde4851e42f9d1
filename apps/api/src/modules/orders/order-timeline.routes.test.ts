import { describe, expect, it } from 'vitest';
import { createCustomer, orderCast, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { scanAllTags, scanAtDoor, tagPickup } from '../../test/tag-fixtures.js';

describe('GET /api/bookings/:id/events (order tracking)', () => {
  const ctx = useTestApp();

  it("tells the customer their order's real steps with the riders and the item count, never the trail's notes", async () => {
    const { customer, pickupRider, deliveryRider, as } = await orderCast(ctx.app, '97310000');
    const booking = await insertBooking(ctx.app, customer.id);
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
      const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const timeline = async () =>
      (await call('GET', `/api/bookings/${booking.id}/events`, as.customer)).events as Array<Record<string, unknown>>;
    const act = (who: Record<string, string>, action: string, extra: object = {}) =>
      call('POST', '/api/riders/order-action', who, { orderId: booking.id, action, ...extra });
    const status = (s: string) => call('PUT', `/api/admin/bookings/${booking.id}/status`, as.admin, { status: s });

    expect((await timeline()).map((e) => e.step)).toEqual(['booked']);

    // A rider assigned to a pending order also confirms it.
    await call('POST', '/api/admin/orders/assign', as.admin, {
      orderId: booking.id,
      riderId: pickupRider.id,
      orderType: 'pickup',
    });
    await act(as.pickup, 'accept');
    await act(as.pickup, 'start');
    await tagPickup(ctx.app, booking.id, as.pickup, 4);
    await act(as.pickup, 'complete', { itemCount: 4 });
    await call('POST', '/api/admin/orders/assign-vendor', as.admin, {
      orderId: booking.id,
      vendorData: { vendorId: 'vendor-sector-14' },
    });
    await scanAllTags(ctx.app, booking.id, 'intake');
    await status('received');
    await status('processing');
    await scanAllTags(ctx.app, booking.id, 'packing');
    await status('ready');
    await call('POST', '/api/admin/orders/assign', as.admin, {
      orderId: booking.id,
      riderId: deliveryRider.id,
      orderType: 'delivery',
    });
    await act(as.delivery, 'accept');
    await act(as.delivery, 'start');
    await scanAtDoor(ctx.app, booking.id, as.delivery);
    await call('POST', `/api/riders/orders/${booking.id}/payments/cash`, as.delivery, { received: 5000 });
    const { handover_code } = (await call('GET', `/api/bookings/${booking.id}`, as.customer)).booking;
    await act(as.delivery, 'complete', { handoverCode: handover_code });

    const steps = await timeline();
    expect(steps.map((e) => [e.step, e.trip])).toEqual([
      ['booked', null],
      ['rider_assigned', 'pickup'],
      ['confirmed', null],
      ['on_the_way', 'pickup'],
      ['picked_up', 'pickup'],
      ['at_laundry', null],
      ['ready', null],
      ['rider_assigned', 'delivery'],
      ['out_for_delivery', 'delivery'],
      ['delivered', 'delivery'],
    ]);
    const pickupPerson = { name: pickupRider.name, phone: pickupRider.phone };
    expect(steps[1]).toMatchObject({ rider: pickupPerson, item_count: null });
    expect(steps[3]).toMatchObject({ rider: pickupPerson, item_count: null });
    expect(steps[4]).toMatchObject({ rider: pickupPerson, item_count: 4 });
    expect(steps[5]).toMatchObject({ rider: null, item_count: 4 });
    expect(steps[8]).toMatchObject({ rider: { name: deliveryRider.name, phone: deliveryRider.phone } });
    for (const entry of steps) expect(Number.isNaN(Date.parse(entry.at as string))).toBe(false);
    for (const entry of steps) expect(Object.keys(entry).sort()).toEqual(['at', 'item_count', 'rider', 'step', 'trip']);
    expect(JSON.stringify(steps)).not.toContain('handover code');

    // Operations read it too; another customer and the riders do not.
    expect((await call('GET', `/api/bookings/${booking.id}/events`, as.admin)).events).toEqual(steps);
    const refused = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/events`, headers: as.other });
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'Booking not found']);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/events`, headers: as.pickup })).statusCode,
    ).toBe(401);
  });

  it('ends a cancelled order with the cancellation and without the reason', async () => {
    const customer = await createCustomer(ctx.app, '9731000011', 'Asha');
    const booking = await insertBooking(ctx.app, customer.id);
    const headers = bearer(await tokenFor(ctx.app, 'customer', customer.id));
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/cancel`, headers, payload: {} })).statusCode,
    ).toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/events`, headers });
    expect(res.json().events.map((e: { step: string }) => e.step)).toEqual(['booked', 'cancelled']);
  });
});
