import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking, OrderEvent } from '@washday/core';
import { liveEvents } from '../../db/schema/index.js';
import { checkoutFixtures } from '../../test/checkout-fixtures.js';
import { createAdminAccount, tokenFor } from '../../test/identity-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';

// A customer's edit is a change to the order like any other: it is in the order's audit trail, as admins read it.
describe("a customer's booking and edits in the order's audit trail", () => {
  const ctx = useTestApp();
  const { customer, book, order } = checkoutFixtures(ctx);

  let admin: Record<string, string> = {};

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [account] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', account!.id));
  });
  const auditTrail = async (bookingId: string) => {
    const { res, body } = await injectJson(ctx.app, {
      method: 'GET',
      url: `/api/admin/bookings/${bookingId}/events`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return body.events as OrderEvent[];
  };
  // Every booking's trail starts with its placing, by its customer (the admins' recent activity shows it).
  const booked = (customerId: string) => ({
    from: null,
    to: 'pending',
    trip: null,
    actor_id: customerId,
    actor_role: 'customer',
    note: 'Booked by the customer',
    at: expect.any(String),
  });

  it('is an edited step by the customer that says what changed', async () => {
    const me = await customer();
    const booking = (await book(me.headers, order(me.addressId))).body.booking as Booking;
    expect(await auditTrail(booking.id)).toEqual([booked(me.userId)]);

    const edited = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: me.headers,
      payload: {
        pickupTime: '18:00',
        deliveryTime: '19:00',
        instructions: 'Call first',
        services: [
          { id: 'laundry-fold', quantity: 3 },
          { id: 'iron-regular', quantity: 15 },
        ],
      },
    });
    expect(edited.res.statusCode, edited.res.body).toBe(200);

    expect(await auditTrail(booking.id)).toEqual([
      booked(me.userId),
      {
        from: null,
        to: 'edited',
        trip: null,
        actor_id: me.userId,
        actor_role: 'customer',
        note:
          'Pickup 2026-11-23 10:00 → 2026-11-23 18:00; Delivery 2026-11-24 10:00 → 2026-11-24 19:00; ' +
          'Items: Regular Iron ×10 → ×15; Instructions: Call first; Items total ₹410 → ₹510; Final ₹410 → ₹510',
        at: ctx.clock.now().toISOString(),
      },
    ]);
  });

  it("reaches the operators as it happens: the admins' live lists hear of it and their recent activity shows it", async () => {
    const me = await customer();
    const booking = (await book(me.headers, order(me.addressId))).body.booking as Booking;
    const heard = await ctx.database.db.select().from(liveEvents).where(eq(liveEvents.recipient, 'admins'));
    expect(heard.filter((e) => e.event === 'booking.updated').map((e) => e.data)).toContainEqual({
      booking_id: booking.id,
      status: 'pending',
    });
    const { body } = await injectJson(ctx.app, { method: 'GET', url: '/api/admin/activity?limit=5', headers: admin });
    expect((body.activity as Array<Record<string, unknown>>)[0]).toMatchObject({
      booking_id: booking.id,
      to: 'pending',
      summary: 'Booking placed',
      actor: { role: 'customer', id: me.userId },
    });
  });

  it('has no step for an edit that was refused', async () => {
    const me = await customer();
    const booking = (await book(me.headers, order(me.addressId))).body.booking as Booking;
    const refused = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: me.headers,
      payload: { pickupTime: '' },
    });
    expect(refused.res.statusCode).toBe(400);
    expect(await auditTrail(booking.id)).toEqual([booked(me.userId)]);
  });
});
