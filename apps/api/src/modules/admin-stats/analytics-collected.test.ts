import { beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@washday/core';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder, payOnline, type Crew } from '../../test/order-journey.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';

// Collected against booked revenue, India's days: order A (₹20) is delivered and paid in cash at 22:30 on 22 Nov; at
// 00:30 on the 23rd (still the 22nd in UTC) ₹5 of it is refunded; at 00:40 order B (₹20) is paid online before it
// is delivered. Booked revenue follows completions, collected revenue the money.

describe('GET /api/admin/analytics: collected revenue beside booked revenue', () => {
  const ctx = useTestApp();
  let crew: Crew;

  async function ok(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
    const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read field by field
    return res.json<any>();
  }
  async function order(phone: string) {
    const me = await createCustomer(ctx.app, phone, 'Asha');
    return { booking: await insertBooking(ctx.app, me.id), headers: bearer(await tokenFor(ctx.app, 'customer', me.id)) };
  }

  beforeAll(async () => {
    ctx.clock.set(new Date('2026-11-22T17:00:00Z')); // 22:30 on the 22nd in India
    crew = await tripCrew(ctx.app, '9630100001', '9630100002');
    const a = await order('9630100003');
    await driveOrder(ctx.app, a.booking.id, crew, a.headers, 'delivered');

    ctx.clock.advance(2 * 3_600_000); // 00:30 on the 23rd
    await ok('POST', `/api/admin/bookings/${a.booking.id}/refunds`, crew.as.admin, { amount: 5, reason: 'Button missing' });

    ctx.clock.advance(10 * 60_000);
    const b = await order('9630100004');
    await driveOrder(ctx.app, b.booking.id, crew, b.headers, 'collected');
    await payOnline(ctx.app, b.booking.id, b.headers);
  });

  it('counts money on the India day it was taken or refunded, and booked revenue on the day of completion', async () => {
    const body: Analytics = await ok('GET', '/api/admin/analytics?from=2026-11-21&to=2026-11-23', crew.as.admin);
    expect(body.daily.map(({ date, completed, revenue, collected }) => ({ date, completed, revenue, collected }))).toEqual([
      { date: '2026-11-21', completed: 0, revenue: 0, collected: 0 },
      { date: '2026-11-22', completed: 1, revenue: 20, collected: 20 },
      // ₹20 online less the ₹5 refunded; nothing completed.
      { date: '2026-11-23', completed: 0, revenue: 0, collected: 15 },
    ]);
    expect(body.totals).toMatchObject({ completed: 1, revenue: 20, collected: 35, average_order_value: 20 });

    // The Payments tab's net collected for the same days is the same figure.
    const money = await ok('GET', '/api/admin/payments?from=2026-11-21&to=2026-11-23', crew.as.admin);
    expect(money.totals).toMatchObject({ net_collected: 35, booked_revenue: 20 });

    // The Overview's revenue card: booked and collected in the 7 days up to now (00:40 on the 23rd).
    const { stats } = await ok('GET', '/api/admin/stats', crew.as.admin);
    expect(stats.revenue).toEqual({
      total: 20,
      change: { this_week: 20, last_week: 0, percent: null },
      collected: { this_week: 35, last_week: 0, percent: null },
    });
  });

  it('makes a day that only refunded negative, booked revenue untouched', async () => {
    // The next day: ₹3 more of A refunded, nothing taken. (A fresh admin session: the first has timed out.)
    ctx.clock.advance(24 * 3_600_000);
    const [admin] = await ctx.database.db.query.adminUsers.findMany();
    const headers = bearer(await tokenFor(ctx.app, 'admin', admin!.id));
    await ok('POST', `/api/admin/bookings/${await firstBookingId()}/refunds`, headers, { amount: 3, reason: 'Late delivery' });
    const body: Analytics = await ok('GET', '/api/admin/analytics?from=2026-11-24&to=2026-11-24', headers);
    expect(body.daily).toEqual([{ date: '2026-11-24', bookings: 0, completed: 0, revenue: 0, collected: -3 }]);
    expect(body.totals).toMatchObject({ revenue: 0, collected: -3, average_order_value: null });
  });

  async function firstBookingId(): Promise<string> {
    const rows = await ctx.database.db.query.bookings.findMany({ orderBy: (b, { asc }) => [asc(b.createdAt)] });
    return rows[0]!.id;
  }
});
