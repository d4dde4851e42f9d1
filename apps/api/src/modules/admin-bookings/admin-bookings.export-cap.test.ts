import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS_CSV_COLUMNS, type BookingStatus } from '@washday/core';
import { bookings } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, tokenFor } from '../../test/identity-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';

/** The export's cap, small here (the app's is ADMIN_BOOKINGS_EXPORT_MAX, 50,000): the same code decides at either. */
const CAP = 5;
const URL = '/api/admin/bookings/export.csv';

describe('GET /api/admin/bookings/export.csv at its cap', () => {
  const ctx = useTestApp({ bookingsExportMax: CAP });
  let admin: Record<string, string>;
  let customerId: string;
  let made = 0;

  /** Bookings of one status, created a minute apart; `counted: false` leaves the list's counts behind, as bookings made
   * while an export starts do (the rows go in without the triggers that keep the counts). */
  const addBookings = async (n: number, status: BookingStatus, { counted = true } = {}) => {
    const rows = Array.from({ length: n }, () => {
      const i = made++;
      return {
        customOrderId: `WD-CAP${String(i).padStart(3, '0')}`,
        customerId,
        scheduledDate: '2026-11-23',
        scheduledTime: '10:00',
        deliveryDate: '2026-11-24',
        deliveryTime: '18:00',
        address: `Flat ${i}, Sector 45, Gurugram`,
        contactPhone: '9876500020',
        subtotalPaise: 2000,
        finalPaise: 2000,
        status,
        createdAt: new Date(Date.UTC(2026, 10, 1, 4, i)),
      };
    });
    await ctx.database.db.transaction(async (tx) => {
      if (!counted) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(bookings).values(rows);
    });
  };

  const exportOf = (query = '') => ctx.app.inject({ method: 'GET', url: `${URL}${query}`, headers: admin });
  const orderIds = (body: string) =>
    body
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(',')[0]);
  /** What the admin is told when the list is over the cap, and that no file came with it. */
  const expectRefused = (res: Awaited<ReturnType<typeof exportOf>>, total: number) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toMatchObject({
      success: false,
      error: 'EXPORT_TOO_LARGE',
      message: `This list has ${total} bookings; one export holds at most ${CAP}. Narrow the search or the status filter.`,
    });
    expect(res.body).not.toContain('WD-CAP');
  };

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [adminRow] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', adminRow!.id));
    customerId = (await createCustomer(ctx.app, '9876500020', 'Asha Verma')).id;
  });

  it('writes a list of exactly the cap whole, and refuses one booking more, saying why and how to narrow it', async () => {
    await addBookings(3, 'pending');
    await addBookings(2, 'confirmed');
    const whole = await exportOf();
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...ids] = orderIds(whole.body);
    expect(header).toBe(ADMIN_BOOKINGS_CSV_COLUMNS[0]);
    expect(ids).toEqual(['WD-CAP004', 'WD-CAP003', 'WD-CAP002', 'WD-CAP001', 'WD-CAP000']);

    await addBookings(1, 'confirmed');
    expectRefused(await exportOf(), CAP + 1);
    // As the message says: a narrower list (the status filter, or a search) is written.
    const pending = await exportOf('?status=pending');
    expect(pending.statusCode).toBe(200);
    expect(orderIds(pending.body).slice(1)).toEqual(['WD-CAP002', 'WD-CAP001', 'WD-CAP000']);
    expect(orderIds((await exportOf('?q=WD-CAP001')).body).slice(1)).toEqual(['WD-CAP001']);
    expectRefused(await exportOf('?q=Sector 45'), CAP + 1);
  });

  it('refuses, rather than cuts short, a list that grew past the cap after it was counted', async () => {
    // 3 pending bookings counted; 3 more not yet: the count says 3, the rows are 6.
    await addBookings(3, 'pending', { counted: false });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/bookings?status=pending', headers: admin });
    expect(list.json()).toMatchObject({ pagination: { total: 3 } });
    expectRefused(await exportOf('?status=pending'), 6);
  });
});
