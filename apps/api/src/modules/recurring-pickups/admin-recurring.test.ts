import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_RECURRING_MESSAGES, RECURRING_MESSAGES, type AdminRecurringRow, type RecurringSeries } from '@washday/core';
import { bookings, notifications } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, tokenFor } from '../../test/identity-fixtures.js';
import { insertAddress } from '../../test/record-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { runRecurringPickups } from './recurring-occurrences.service.js';
import { occurrenceDepsOf } from './recurring-pickups.routes.js';

// Operations' view of recurring pickups (decision 0040). The clock: Sunday 2026-11-22, 11:00 India time.
const START = new Date('2026-11-22T05:30:00Z');

describe('admin: recurring pickups', { timeout: 60_000 }, () => {
  const ctx = useTestApp();
  let phone = 9812600000;
  beforeEach(() => ctx.clock.set(START));

  async function customerSeries(name: string) {
    const user = await createCustomer(ctx.app, String((phone += 1)), name);
    const headers = bearer(await tokenFor(ctx.app, 'customer', user.id));
    const address = await insertAddress(ctx.app, user.id);
    const { body } = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/recurring-pickups',
      headers,
      payload: { frequency: 'weekly', weekday: 3, pickup_time: '10:00', address_id: address.id },
    });
    return { user, headers, series: body.series as RecurringSeries };
  }
  async function adminHeaders() {
    const username = `ops-${(phone += 1)}`;
    await createAdminAccount(ctx.app, username);
    const account = (await ctx.database.db.query.adminUsers.findMany()).find((a) => a.username === username)!;
    return bearer(await tokenFor(ctx.app, 'admin', account.id));
  }

  it('lists series with customer, cadence, next pickup, status and area, filtered by status', async () => {
    const admin = await adminHeaders();
    const a = await customerSeries('Ritu Malhotra');
    const b = await customerSeries('Kabir Singh');
    await injectJson(ctx.app, { method: 'POST', url: `/api/recurring-pickups/${b.series.id}/pause`, headers: b.headers });
    const all = await injectJson(ctx.app, { method: 'GET', url: '/api/admin/recurring-pickups', headers: admin });
    expect(all.res.statusCode).toBe(200);
    const rows = all.body.series as AdminRecurringRow[];
    expect(rows.find((r) => r.id === a.series.id)).toMatchObject({
      customer: { name: 'Ritu Malhotra' },
      frequency: 'weekly',
      weekday: 3,
      pickup_time: '10:00',
      status: 'active',
      area: 'Sector 45',
      next_pickup: { date: '2026-11-25', time: '10:00', status: 'planned' },
    });
    const paused = await injectJson(ctx.app, {
      method: 'GET',
      url: '/api/admin/recurring-pickups?status=paused',
      headers: admin,
    });
    const pausedIds = (paused.body.series as AdminRecurringRow[]).map((r) => r.id);
    expect(pausedIds).toContain(b.series.id);
    expect(pausedIds).not.toContain(a.series.id);
    expect(
      (await injectJson(ctx.app, { method: 'GET', url: '/api/admin/recurring-pickups?status=nope', headers: admin })).res
        .statusCode,
    ).toBe(400);
  });

  it('pauses with a reason the customer is told; only operations resume it; the job books nothing meanwhile', async () => {
    const admin = await adminHeaders();
    const c = await customerSeries('Neha Joshi');
    const url = (action: string, id = c.series.id) => `/api/admin/recurring-pickups/${id}/${action}`;
    const short = await injectJson(ctx.app, { method: 'POST', url: url('pause'), headers: admin, payload: { reason: 'x' } });
    expect(short.res.statusCode).toBe(400);
    expect(short.body.message).toBe(ADMIN_RECURRING_MESSAGES.reason);
    const missing = await injectJson(ctx.app, {
      method: 'POST',
      url: url('pause', '00000000-0000-4000-8000-000000000000'),
      headers: admin,
      payload: { reason: 'Festival week' },
    });
    expect(missing.res.statusCode).toBe(404);

    const reason = 'Sector 45 is closed for the festival week';
    const paused = await injectJson(ctx.app, { method: 'POST', url: url('pause'), headers: admin, payload: { reason } });
    expect(paused.res.statusCode).toBe(200);
    expect(paused.body.series).toMatchObject({ status: 'paused', paused_reason: 'admin' });
    expect(
      (await injectJson(ctx.app, { method: 'POST', url: url('pause'), headers: admin, payload: { reason } })).res.statusCode,
    ).toBe(409);
    const notices = () =>
      ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, c.user.id)));
    expect((await notices()).find((n) => n.type === 'recurring_paused')!.message).toContain(reason);

    const mine = await injectJson(ctx.app, {
      method: 'POST',
      url: `/api/recurring-pickups/${c.series.id}/resume`,
      headers: c.headers,
    });
    expect(mine.res.statusCode).toBe(409);
    expect(mine.body.message).toBe(RECURRING_MESSAGES.pausedByUs);
    ctx.clock.set(new Date('2026-11-23T04:30:00Z'));
    await runRecurringPickups(occurrenceDepsOf(ctx.app));
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.customerId, c.user.id))).toHaveLength(0);

    // A new day: an admin signs in again (a session lasts 8 hours).
    const later = await adminHeaders();
    const resumed = await injectJson(ctx.app, {
      method: 'POST',
      url: url('resume'),
      headers: later,
      payload: { reason: 'Sector 45 is open again' },
    });
    expect(resumed.res.statusCode).toBe(200);
    expect(resumed.body.series).toMatchObject({ status: 'active', paused_reason: null });
    expect((await notices()).find((n) => n.type === 'recurring_resumed')!.message).toContain('Sector 45 is open again');
    await runRecurringPickups(occurrenceDepsOf(ctx.app));
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.customerId, c.user.id))).toHaveLength(1);
    await injectJson(ctx.app, { method: 'POST', url: `/api/recurring-pickups/${c.series.id}/stop`, headers: c.headers });
  });
});
