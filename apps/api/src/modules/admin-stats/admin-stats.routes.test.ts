import { describe, expect, it } from 'vitest';
import { createAdminAccount, createCustomer, createRider, orderCast, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { orderEvents } from '../../db/schema/index.js';
import { insertOrders } from './stats-fixtures.js';

const ROUTES = ['/api/admin/stats', '/api/admin/activity', '/api/admin/analytics'];
const DAY = 86_400_000;

describe('admin stats routes', () => {
  const ctx = useTestApp();

  it('refuse guests, customers and riders (approved or not) with 401; admins get an answer', async () => {
    const customer = await createCustomer(ctx.app, '9740000001');
    const approved = await createRider(ctx.app, '9740000002', 'approved');
    const pending = await createRider(ctx.app, '9740000003', 'pending');
    await createAdminAccount(ctx.app, 'stats-admin');
    const [admin] = await ctx.database.db.query.adminUsers.findMany();
    const callers = {
      customer: bearer(await tokenFor(ctx.app, 'customer', customer.id)),
      approvedRider: bearer(await tokenFor(ctx.app, 'rider', approved.id)),
      pendingRider: bearer(await tokenFor(ctx.app, 'rider', pending.id)),
    };
    for (const url of ROUTES) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, `${url} as a guest`).toBe(401);
      for (const [who, headers] of Object.entries(callers)) {
        const res = await ctx.app.inject({ method: 'GET', url, headers });
        // The admin gate counts only an admin session: anyone else is not signed in as an admin.
        expect(res.statusCode, `${url} as ${who}`).toBe(401);
        expect(res.json()).toEqual(
          expect.objectContaining({ success: false, message: 'Authentication required. Please log in again.' }),
        );
      }
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(await tokenFor(ctx.app, 'admin', admin!.id)) });
      expect(res.statusCode, `${url} as an admin: ${res.body}`).toBe(200);
    }
  });
});

describe('GET /api/admin/stats', () => {
  const ctx = useTestApp();

  it('counts the four cards with this week (the 7 days up to the app clock) against the week before, the boundary moving with the clock', async () => {
    await createAdminAccount(ctx.app, 'stats-admin');
    const [admin] = await ctx.database.db.query.adminUsers.findMany();
    const asAdmin = bearer(await tokenFor(ctx.app, 'admin', admin!.id));
    const stats = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: asAdmin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { stats: Record<string, Record<string, unknown>>; as_of: string };
    };

    // Nothing yet: zeros, and no percentage without a last week to compare with.
    const empty = await stats();
    expect(empty.stats).toEqual({
      bookings: {
        total: 0,
        pending: 0,
        change: { this_week: 0, last_week: 0, percent: null },
        pending_change: { this_week: 0, last_week: 0, percent: null },
      },
      users: { active: 0, change: { this_week: 0, last_week: 0, percent: null } },
      revenue: {
        total: 0,
        change: { this_week: 0, last_week: 0, percent: null },
        collected: { this_week: 0, last_week: 0, percent: null },
      },
      claims: { open: 0, compensated_this_month: 0 },
    });

    const now = ctx.clock.now().getTime();
    const ago = (ms: number) => new Date(now - ms);
    const names = ['Asha', 'Bala', 'Chitra', 'Dev'];
    const [asha, bala, chitra, dev] = await Promise.all(names.map((name, i) => createCustomer(ctx.app, `974000001${i}`, name)));
    const rider = await createRider(ctx.app, '9740000020', 'approved');
    const delivered = (at: Date) => ({ riderId: rider.id, completedAt: at });
    const ids = await insertOrders(ctx.database.db, [
      // This week: three placed, the first a second inside the boundary.
      { customerId: asha!.id, createdAt: ago(7 * DAY - 1000) },
      {
        customerId: asha!.id,
        createdAt: ago(3_600_000),
        status: 'completed',
        finalPaise: 45_000,
        delivery: delivered(ago(1_800_000)),
      },
      { customerId: bala!.id, createdAt: ago(2 * DAY), status: 'confirmed' },
      // Last week: one exactly on the boundary (it belongs to last week), and one completed 8 days ago.
      { customerId: chitra!.id, createdAt: ago(7 * DAY) },
      {
        customerId: chitra!.id,
        createdAt: ago(10 * DAY),
        status: 'completed',
        finalPaise: 30_000,
        delivery: delivered(ago(8 * DAY)),
      },
      // Older: Dev's cancelled booking keeps Dev active; the completed one is in the total only.
      { customerId: dev!.id, createdAt: ago(20 * DAY), status: 'cancelled' },
      {
        customerId: dev!.id,
        createdAt: ago(60 * DAY),
        status: 'completed',
        finalPaise: 10_050,
        delivery: delivered(ago(59 * DAY)),
      },
    ]);
    // When each left pending, as the lifecycle records it.
    const leftPending = (index: number, to: string, at: Date) => ({
      bookingId: ids[index]!,
      trip: null,
      fromState: 'pending',
      toState: to,
      actorRole: 'admin' as const,
      createdAt: at,
    });
    await ctx.database.db
      .insert(orderEvents)
      .values([
        leftPending(2, 'confirmed', ago(DAY)),
        leftPending(4, 'confirmed', ago(9 * DAY)),
        leftPending(5, 'cancelled', ago(19 * DAY)),
      ]);

    const first = await stats();
    expect(first.as_of).toBe(new Date(now).toISOString());
    expect(first.stats).toEqual({
      // Placed: 3 this week, 2 last week. Pending now: the first and the one on the boundary; a week ago only the one
      // on the boundary (the first was not placed yet, the 10-day-old one had been confirmed the day after).
      bookings: {
        total: 7,
        pending: 2,
        change: { this_week: 3, last_week: 2, percent: 50 },
        pending_change: { this_week: 2, last_week: 1, percent: 100 },
      },
      // A booking in the last 30 days: all four now; in the 30 days ending a week ago: Chitra and Dev.
      users: { active: 4, change: { this_week: 4, last_week: 2, percent: 100 } },
      // Completed: ₹450 this week, ₹300 last week, ₹100.50 long ago.
      // Orders written without payments: booked, nothing collected.
      revenue: {
        total: 850.5,
        change: { this_week: 450, last_week: 300, percent: 50 },
        collected: { this_week: 0, last_week: 0, percent: null },
      },
      claims: { open: 0, compensated_this_month: 0 },
    });

    // A second later the first booking is on the boundary: it belongs to last week now. 2 against 3 is -33.3%.
    ctx.clock.advance(1000);
    const later = await stats();
    expect(later.stats.bookings).toMatchObject({ change: { this_week: 2, last_week: 3, percent: -33.3 } });
  });
});

describe('GET /api/admin/activity', () => {
  const ctx = useTestApp();

  it('tells the audit trail newest first: the move in words, the order, who made it and when, page by page', async () => {
    const cast = await orderCast(ctx.app, '97500000');
    const booking = await insertBooking(ctx.app, cast.customer.id);
    const other = await insertBooking(ctx.app, cast.customer.id);
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
      ctx.clock.advance(60_000);
      const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    await call('PUT', `/api/admin/bookings/${booking.id}/status`, cast.as.admin, { status: 'confirmed' });
    await call('POST', '/api/admin/orders/assign', cast.as.admin, {
      orderId: booking.id,
      riderId: cast.pickupRider.id,
      orderType: 'pickup',
    });
    await call('POST', '/api/admin/orders/assign', cast.as.admin, {
      orderId: booking.id,
      riderId: cast.deliveryRider.id,
      orderType: 'pickup',
      currentRiderId: cast.pickupRider.id,
    });
    await call('POST', '/api/riders/order-action', cast.as.delivery, { orderId: booking.id, action: 'accept' });
    await call('PUT', `/api/bookings/${other.id}/cancel`, cast.as.customer, {});

    const page = async (query: string) =>
      (await call('GET', `/api/admin/activity${query}`, cast.as.admin)) as {
        activity: Array<Record<string, unknown>>;
        next_before: string | null;
      };
    const all = await page('');
    const pickupRiderName = cast.pickupRider.name;
    const newRiderName = cast.deliveryRider.name;
    expect(
      all.activity.map((a) => [
        a.custom_order_id,
        a.summary,
        (a.actor as { name: string }).name,
        (a.actor as { role: string }).role,
      ]),
    ).toEqual([
      [other.customOrderId, 'Booking cancelled', 'Asha', 'customer'],
      [booking.customOrderId, 'Pickup accepted', newRiderName, 'rider'],
      [booking.customOrderId, `Pickup reassigned to ${newRiderName}`, 'ops-admin', 'admin'],
      // The trip has another rider now, and the audit step did not record whom it first went to.
      [booking.customOrderId, 'Pickup assigned to a rider', 'ops-admin', 'admin'],
      [booking.customOrderId, 'Booking confirmed', 'ops-admin', 'admin'],
    ]);
    expect(pickupRiderName).not.toBe(newRiderName);
    expect(all.next_before).toBeNull();
    const newest = all.activity[0]!;
    expect(newest).toMatchObject({
      booking_id: other.id,
      customer_name: 'Asha',
      trip: null,
      from: 'pending',
      to: 'cancelled',
      note: null,
    });
    expect(Date.parse(newest.at as string)).toBeGreaterThan(Date.parse(all.activity[1]!.at as string));

    // Two at a time, back to the first move.
    const first = await page('?limit=2');
    expect(first.activity.map((a) => a.summary)).toEqual(['Booking cancelled', 'Pickup accepted']);
    const second = await page(`?limit=2&before=${first.next_before}`);
    expect(second.activity.map((a) => a.summary)).toEqual([`Pickup reassigned to ${newRiderName}`, 'Pickup assigned to a rider']);
    const third = await page(`?limit=2&before=${second.next_before}`);
    expect(third.activity.map((a) => a.summary)).toEqual(['Booking confirmed']);
    expect(third.next_before).toBeNull();
  });

  it('refuses a bad limit or cursor with a clear message', async () => {
    await createAdminAccount(ctx.app, 'other-admin');
    const [admin] = (await ctx.database.db.query.adminUsers.findMany()).filter((a) => a.username === 'other-admin');
    const headers = bearer(await tokenFor(ctx.app, 'admin', admin!.id));
    for (const [query, message] of [
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit can be at most 100'],
      ['limit=ten', 'limit must be a number'],
      ['before=abc', 'before must be an activity entry id'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/activity?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});
