import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_RIDER_NOTICES, ORDER_MESSAGES, riderNoticeBody } from '@washday/core';
import { bookings, liveEvents, notifications, riders } from '../../db/schema/index.js';
import { listenOnLoopback as listen, openEventStream } from '../../test/event-stream-client.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { tagPickup } from '../../test/tag-fixtures.js';

type Listed = { type: string; title: string; message: string; data: Record<string, unknown> };

describe('what order moves tell people', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let phone = 9740000000;
  const next = () => String((phone += 1));

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [adminRow] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', adminRow!.id));
  });

  async function people() {
    const customer = await createCustomer(ctx.app, next(), 'Asha');
    const [a, b, c] = [
      await createRider(ctx.app, next(), 'approved'),
      await createRider(ctx.app, next(), 'approved'),
      await createRider(ctx.app, next(), 'approved'),
    ];
    await ctx.database.db.update(riders).set({ isActive: true });
    const booking = await insertBooking(ctx.app, customer.id);
    return {
      booking,
      customer: { ...customer, as: bearer(await tokenFor(ctx.app, 'customer', customer.id)) },
      riders: await Promise.all([a!, b!, c!].map(async (r) => ({ ...r, as: bearer(await tokenFor(ctx.app, 'rider', r.id)) }))),
    };
  }
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
    ctx.clock.advance(1000);
    return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };
  /** The admin gives the order's pickup to this rider; the rider takes it. */
  const assignPickup = (orderId: string, rider: { id: string }) =>
    call('POST', '/api/admin/orders/assign', admin, { orderId, riderId: rider.id, orderType: 'pickup' });
  const accept = (orderId: string, rider: { as: Record<string, string> }) =>
    call('POST', '/api/riders/order-action', rider.as, { orderId, action: 'accept' });
  /** The people, the booking's pickup assigned to the first of the riders (`rider`). */
  async function peopleWithPickupAssigned() {
    const found = await people();
    const rider = found.riders[0]!;
    await assignPickup(found.booking.id, rider);
    return { ...found, rider };
  }
  const inbox = async (url: string, who: Record<string, string>) =>
    ((await call('GET', url, who)).json().notifications as Listed[]).reverse();
  const riderInbox = (who: Record<string, string>) => inbox('/api/riders/notifications?includeRead=true', who);

  it("carries an admin's confirmation to the customer's open stream within a second, as a booking change and a notification", async () => {
    const { booking, customer } = await people();
    const baseUrl = await listen(ctx.app);
    const customerStream = await openEventStream(baseUrl, customer.as);
    const adminStream = await openEventStream(baseUrl, admin);
    try {
      const confirmedAt = Date.now();
      expect((await call('PUT', `/api/admin/bookings/${booking.id}/status`, admin, { status: 'confirmed' })).statusCode).toBe(
        200,
      );
      const heard = [await customerStream.next(1000), await customerStream.next(1000)];
      expect(Date.now() - confirmedAt).toBeLessThan(1000);
      expect(heard).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            event: 'notification',
            data: expect.objectContaining({ type: 'order_confirmed', title: 'Booking Confirmed' }),
          }),
          expect.objectContaining({
            event: 'booking.updated',
            data: { booking_id: booking.id, status: 'confirmed', rider_status: 'unassigned' },
          }),
        ]),
      );
      expect(await adminStream.next(1000)).toMatchObject({
        event: 'booking.updated',
        data: { booking_id: booking.id, status: 'confirmed' },
      });
    } finally {
      customerStream.close();
      adminStream.close();
    }
  });

  it("tells the customer 'on the way' on Start, with an estimate from a fresh position; 'collected' with the rider's count only on completion", async () => {
    const { booking, customer, rider } = await peopleWithPickupAssigned();
    const book = bookings;
    // The door in Sector 45, the rider's fix 2 km north of it, 3 minutes old.
    await ctx.database.db.update(book).set({ lat: 28.4362, lng: 77.0639 }).where(eq(book.id, booking.id));
    const fixAt = new Date(ctx.clock.now().getTime() - 3 * 60_000);
    await ctx.database.db
      .update(riders)
      .set({ lastLat: 28.4542, lastLng: 77.0639, lastLocationAt: fixAt })
      .where(eq(riders.id, rider.id));
    await accept(booking.id, rider);
    expect((await call('POST', '/api/riders/order-action', rider.as, { orderId: booking.id, action: 'start' })).statusCode).toBe(
      200,
    );
    const order = booking.customOrderId;
    let told = await inbox('/api/notifications', customer.as);
    // 2.0 km × 1.3 for the roads at 20 km/h: about 8 minutes.
    expect(told.at(-1)).toMatchObject({
      type: 'rider_on_the_way',
      title: 'Rider on the Way',
      message: `${rider.name} is on the way to collect your order ${order}, arriving in about 8 min.`,
    });
    expect(told.map((n) => n.type)).not.toContain('order_picked_up');
    const [started] = await ctx.database.db.select().from(book).where(eq(book.id, booking.id));
    expect(started).toMatchObject({ status: 'in_progress', riderStatus: 'picked_up', itemsCollected: false });
    const trail = (await call('GET', `/api/admin/bookings/${booking.id}/events`, admin)).json().events as Array<{
      trip: string | null;
      to: string;
      note: string | null;
    }>;
    expect(trail.map((e) => e.note)).not.toContain('Items collected');
    expect(trail.at(-1)).toMatchObject({ trip: null, to: 'in_progress', note: 'Rider on the way to the customer' });

    await tagPickup(ctx.app, booking.id, rider.as, 6);
    const done = await call('POST', '/api/riders/order-action', rider.as, {
      orderId: booking.id,
      action: 'complete',
      itemCount: 6,
    });
    expect(done.json()).toMatchObject({ message: 'Pickup completed: 6 items on the way to the laundry' });
    told = await inbox('/api/notifications', customer.as);
    expect(told.at(-1)).toMatchObject({
      type: 'order_picked_up',
      message: `${rider.name} has collected your order ${order} (6 items).`,
    });
    const [collected] = await ctx.database.db.select().from(book).where(eq(book.id, booking.id));
    expect(collected).toMatchObject({ itemsCollected: true });
  });

  it("leaves the estimate out when the rider's position is stale", async () => {
    const { booking, customer, rider } = await peopleWithPickupAssigned();
    await ctx.database.db.update(bookings).set({ lat: 28.4362, lng: 77.0639 }).where(eq(bookings.id, booking.id));
    const stale = new Date(ctx.clock.now().getTime() - 40 * 60_000);
    await ctx.database.db
      .update(riders)
      .set({ lastLat: 28.4542, lastLng: 77.0639, lastLocationAt: stale })
      .where(eq(riders.id, rider.id));
    await accept(booking.id, rider);
    await call('POST', '/api/riders/order-action', rider.as, { orderId: booking.id, action: 'start' });
    expect((await inbox('/api/notifications', customer.as)).at(-1)?.message).toBe(
      `${rider.name} is on the way to collect your order ${booking.customOrderId}.`,
    );
  });

  it("stores a booking change for the customer, the trip's rider and the admins on every move, with the move", async () => {
    const { booking, customer, rider } = await peopleWithPickupAssigned();
    await accept(booking.id, rider);
    // In the order they were stored (PostgreSQL returns rows unordered without it).
    const rows = await ctx.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.event, 'booking.updated'))
      .orderBy(asc(liveEvents.id));
    const mine = rows.filter((r) => (r.data as { booking_id: string }).booking_id === booking.id);
    expect(mine.map((r) => `${r.recipient}:${(r.data as { rider_status: string }).rider_status}`)).toEqual([
      `customer:${customer.id}:assigned`,
      `rider:${rider.id}:assigned`,
      'admins:assigned',
      `customer:${customer.id}:accepted`,
      `rider:${rider.id}:accepted`,
      'admins:accepted',
    ]);
  });

  it('tells the customer and the riders of open trips when an order is cancelled, and the pickup rider of the vendor', async () => {
    const { booking, customer, rider } = await peopleWithPickupAssigned();
    expect(
      (
        await call('POST', '/api/admin/orders/assign-vendor', admin, {
          orderId: booking.id,
          vendorData: { vendorId: 'vendor-sector-14' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('PUT', `/api/bookings/${booking.id}/cancel`, customer.as, {})).statusCode).toBe(200);
    expect((await inbox('/api/notifications', customer.as)).map((n) => [n.type, n.message])).toEqual([
      ['rider_assigned', `${rider.name} will pick up your order ${booking.customOrderId} on Mon, 23 Nov at 10:00 AM.`],
      ['order_cancelled', `Your booking ${booking.customOrderId} has been cancelled.`],
    ]);
    const told = await riderInbox(rider.as);
    expect(told.map((n) => [n.type, n.title])).toEqual([
      ['order_assigned', 'New Order Assigned'],
      ['order_updated', 'Order Updated'],
      ['order_cancelled', 'Order Cancelled'],
    ]);
    expect(told[1]!.message).toMatch(/^Take order .+ to .+\.$/);
    expect(told.map((n) => n.message)).toEqual([
      `Pick up order ${booking.customOrderId} from ${booking.address} on Mon, 23 Nov at 10:00 AM.`,
      told[1]!.message,
      `Order ${booking.customOrderId} has been cancelled; you no longer need to go.`,
    ]);
    // Each body is made again from its data, as the rider portal does in the rider's language (docs/decisions/0021).
    expect(told.map((n) => riderNoticeBody(n.data, ENGLISH_RIDER_NOTICES))).toEqual(told.map((n) => n.message));
  });

  it('reassigns a trip before its items are collected: audited, both riders told, the old rider loses the order', async () => {
    const {
      booking,
      customer,
      riders: [first, second],
    } = await people();
    await assignPickup(booking.id, first!);
    await accept(booking.id, first!);
    const plain = await call('POST', '/api/admin/orders/assign', admin, {
      orderId: booking.id,
      riderId: second!.id,
      orderType: 'pickup',
    });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().message).toBe(ORDER_MESSAGES.alreadyAssigned('pickup'));

    const moved = await call('POST', '/api/admin/orders/assign', admin, {
      orderId: booking.id,
      riderId: second!.id,
      orderType: 'pickup',
      currentRiderId: first!.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking).toMatchObject({
      rider_id: second!.id,
      riderStatus: 'assigned',
      assignedRider: { name: second!.name },
    });
    const trail = (await call('GET', `/api/admin/bookings/${booking.id}/events`, admin)).json().events as Array<{
      trip: string;
      from: string;
      to: string;
      actor_role: string;
    }>;
    expect(trail.at(-1)).toMatchObject({ trip: 'pickup', from: 'accepted', to: 'reassigned', actor_role: 'admin' });

    const firstTold = await riderInbox(first!.as);
    expect(firstTold.map((n) => [n.type, n.title])).toEqual([
      ['order_assigned', 'New Order Assigned'],
      ['order_cancelled', 'Order Reassigned'],
    ]);
    expect(firstTold[1]!.message).toBe(
      `The pickup of order ${booking.customOrderId} has been given to another rider; you no longer need to go.`,
    );
    expect(firstTold.map((n) => riderNoticeBody(n.data, ENGLISH_RIDER_NOTICES))).toEqual(firstTold.map((n) => n.message));
    expect((await riderInbox(second!.as)).map((n) => n.type)).toEqual(['order_assigned']);
    expect((await inbox('/api/notifications', customer.as)).at(-1)).toMatchObject({
      type: 'rider_assigned',
      data: { rider_name: second!.name },
    });
    expect((await call('GET', `/api/riders/orders/${booking.id}`, first!.as)).statusCode).toBe(404);
    expect((await call('POST', '/api/riders/order-action', first!.as, { orderId: booking.id, action: 'start' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/api/riders/order-action', second!.as, { orderId: booking.id, action: 'accept' })).statusCode,
    ).toBe(200);

    await call('POST', '/api/riders/order-action', second!.as, { orderId: booking.id, action: 'start' });
    const late = await call('POST', '/api/admin/orders/assign', admin, {
      orderId: booking.id,
      riderId: first!.id,
      orderType: 'pickup',
      currentRiderId: second!.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ORDER_MESSAGES.reassignTooLate('pickup'));
  });

  it("serialises a reassignment racing the old rider's start: exactly one wins and the trip matches it", async () => {
    const {
      booking,
      riders: [first, second],
    } = await people();
    await assignPickup(booking.id, first!);
    await accept(booking.id, first!);
    const [reassign, start] = await Promise.all([
      call('POST', '/api/admin/orders/assign', admin, {
        orderId: booking.id,
        riderId: second!.id,
        orderType: 'pickup',
        currentRiderId: first!.id,
      }),
      call('POST', '/api/riders/order-action', first!.as, { orderId: booking.id, action: 'start' }),
    ]);
    expect([reassign.statusCode, start.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    if (reassign.statusCode === 200) {
      expect([403, 404]).toContain(start.statusCode);
      expect(row).toMatchObject({ riderId: second!.id, riderStatus: 'assigned', status: 'confirmed' });
    } else {
      expect(reassign.json().message).toBe(ORDER_MESSAGES.reassignTooLate('pickup'));
      expect(row).toMatchObject({ riderId: first!.id, riderStatus: 'picked_up', status: 'in_progress' });
    }
  });

  it('gives one winner when two admins reassign one trip at once', async () => {
    const {
      booking,
      riders: [first, second, third],
    } = await people();
    await assignPickup(booking.id, first!);
    const answers = await Promise.all(
      [second!, third!].map((to) =>
        call('POST', '/api/admin/orders/assign', admin, {
          orderId: booking.id,
          riderId: to.id,
          orderType: 'pickup',
          currentRiderId: first!.id,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().message).toBe(ORDER_MESSAGES.reassignedMeanwhile('pickup'));
    const winner = answers.find((a) => a.statusCode === 200)!.json().booking.rider_id as string;
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.riderId).toBe(winner);
    const assignedNotices = await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'order_assigned'));
    const forThisOrder = assignedNotices.filter((n) => n.bookingId === booking.id).map((n) => n.riderId);
    expect(forThisOrder.sort()).toEqual([first!.id, winner].sort());
  });
});
