import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS_CSV_COLUMNS, BOOKING_STATUSES } from '@washday/core';
import { bookingItems, bookings } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';

/** More bookings than one batch of the export (500), so the file is written in several and must stay in order. */
const COUNT = 1_150;
const NAMES = ['Asha Verma', 'Rohit Mehta', 'Priya Sharma'];

/** RFC 4180 cells back from the text (quoted fields with doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('GET /api/admin/bookings/export.csv', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let formulaOrderId: string;

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [adminRow] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', adminRow!.id));
    const accounts: Array<{ id: string }> = [];
    for (const [i, name] of NAMES.entries()) accounts.push(await createCustomer(ctx.app, `98765000${10 + i}`, name));
    const start = new Date('2026-10-01T03:30:00Z').getTime();
    for (let batch = 0; batch < COUNT; batch += 575) {
      await ctx.database.db.insert(bookings).values(
        Array.from({ length: 575 }, (_, k) => {
          const i = batch + k;
          return {
            customOrderId: `WD-X${String(i).padStart(5, '0')}`,
            customerId: accounts[i % NAMES.length]!.id,
            scheduledDate: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
            scheduledTime: `${String(9 + (i % 9)).padStart(2, '0')}:00`,
            deliveryDate: '2026-12-01',
            deliveryTime: '18:00',
            address: `Flat ${i}, Sector ${40 + (i % 30)}, Gurugram`,
            contactName: NAMES[i % NAMES.length]!,
            contactPhone: `98765000${10 + (i % NAMES.length)}`,
            subtotalPaise: 2000 + ((i * 37) % 1000) * 100,
            finalPaise: 2000 + ((i * 37) % 1000) * 100,
            status: BOOKING_STATUSES[i % BOOKING_STATUSES.length]!,
            createdAt: new Date(start + i * 60_000),
          };
        }),
      );
    }
    // A booking whose customer-typed text a spreadsheet would run as formulas.
    const booking = await insertBooking(ctx.app, accounts[0]!.id);
    formulaOrderId = booking.customOrderId;
    await ctx.database.db
      .update(bookings)
      .set({ contactName: '=HYPERLINK("http://evil.example","Asha")', couponCode: ';=1+2', createdAt: new Date(start - 60_000) })
      .where(eq(bookings.id, booking.id));
    await ctx.database.db.update(bookingItems).set({ serviceName: '@SUM(A1:A9)' }).where(eq(bookingItems.bookingId, booking.id));
  }, 120_000);

  const exported = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/bookings/export.csv${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  /** Every page the table would show for the same filter, in order. */
  const listed = async (query: string) => {
    const orderIds: string[] = [];
    for (let page = 1; ; page++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/bookings?limit=100&page=${page}${query ? `&${query.slice(1)}` : ''}`,
        headers: admin,
      });
      const body = res.json() as { bookings: { custom_order_id: string }[]; pagination: { pages: number } };
      orderIds.push(...body.bookings.map((b) => b.custom_order_id));
      if (page >= body.pagination.pages) return orderIds;
    }
  };

  it('is a CSV download with the table’s columns, every page of the list in the list’s order', async () => {
    const res = await exported('');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="washday-bookings-2026-11-22.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...ADMIN_BOOKINGS_CSV_COLUMNS]);
    expect(rows).toHaveLength(COUNT + 1);
    expect(rows.map((r) => r[0])).toEqual(await listed(''));
    // Newest first: the last of the bulk rows, created at 03:30 UTC + 1149 min = 22:39 UTC, 04:09 the next day in India.
    expect(rows[0]).toEqual([
      'WD-X01149',
      '',
      'Asha Verma',
      '9876500010',
      '2026-11-02',
      '15:00',
      '2026-12-01',
      '18:00',
      'Cancelled',
      '',
      '533',
      '0',
      '',
      'Pending',
      '2026-10-02 04:09',
    ]);
  });

  it('keeps the search, the status filter and the sort of the list', async () => {
    for (const query of [
      '?status=pending,completed&q=Rohit&sort=final_amount&order=asc',
      '?q=WD-X00&sort=scheduled_date',
      '?sort=status',
    ]) {
      const res = await exported(query);
      const ids = parseCsv(res.body.slice(1))
        .slice(1)
        .map((r) => r[0]);
      const shown = await listed(query);
      expect(shown.length).toBeGreaterThan(0);
      expect(ids, query).toEqual(shown);
    }
    const rohit = parseCsv((await exported('?status=pending,completed&q=Rohit')).body.slice(1)).slice(1);
    expect(new Set(rohit.map((r) => `${r[2]} ${r[8]}`))).toEqual(new Set(['Rohit Mehta Pending', 'Rohit Mehta Completed']));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/bookings/export.csv?status=lost', headers: admin })).statusCode,
    ).toBe(400);
  });

  it('writes text a spreadsheet would run as a formula as text', async () => {
    const res = await exported('?q=Evil');
    const line = res.body.split('\r\n').find((l) => l.startsWith(formulaOrderId))!;
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""Asha"")",`);
    expect(line).toContain(`,'@SUM(A1:A9) ×1,`);
    expect(line).toContain(`,"';=1+2",`);
    const [row] = parseCsv(res.body.slice(1)).slice(1);
    expect(row?.[2]).toBe(`'=HYPERLINK("http://evil.example","Asha")`);
    // Amounts are numbers, not text.
    expect(row?.[10]).toBe('20');
  });

  it('is for admins only: guests, customers and riders are refused', async () => {
    const url = '/api/admin/bookings/export.csv';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const customer = await createCustomer(ctx.app, '9000000201', 'Someone');
    const rider = await createRider(ctx.app, '9000000202', 'approved');
    for (const token of [await tokenFor(ctx.app, 'customer', customer.id), await tokenFor(ctx.app, 'rider', rider.id)]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect([401, 403]).toContain(res.statusCode);
      expect(res.body).not.toContain('WD-X');
    }
  });
});
