import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '@washday/core';
import { bookings } from '../../db/schema/index.js';
import { countingDb } from '../../test/query-counter.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { listAdminBookings, searchCondition } from './admin-bookings.service.js';

/** A few thousand bookings written in batches, with what each sort and search should find computed here from the same rows. */
const COUNT = 3000;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const orderIdOf = (n: number) =>
  `WD-${Array.from({ length: 6 }, (_, i) => ALPHABET[Math.floor(n / 30 ** (5 - i)) % 30]).join('')}`;
const CUSTOMERS = [
  { name: 'Asha Verma', phone: '9876500001' },
  { name: 'Rohit Mehta', phone: '9876500002' },
  { name: 'Priya Sharma', phone: '9876500003' },
  { name: 'Vikram Singh', phone: '9876500004' },
  { name: 'Neha Gupta', phone: '8123400005' },
  // The booking names someone else at the door: the account's name still finds it.
  { name: 'Imran Khan', phone: '7012300006', contact: 'Reception Desk' },
];

interface Row {
  id: string;
  customOrderId: string;
  customer: number;
  contactPhone: string;
  status: BookingStatus;
  createdAt: Date;
  scheduledDate: string;
  scheduledTime: string;
  finalPaise: number;
  address: string;
}

type Listed = {
  id: string;
  custom_order_id: string;
  status: string;
  customerName: string;
  customerPhone: string;
  customer: { name: string };
  final_amount: number;
};
type Page = {
  bookings: Listed[];
  pagination: { page: number; limit: number; total: number; pages: number };
  status_counts: Record<BookingStatus, number>;
};

describe('GET /api/admin/bookings', () => {
  const ctx = useTestApp();
  const rows: Row[] = [];
  let admin: Record<string, string>;

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [adminRow] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', adminRow!.id));
    const accounts: Array<{ id: string }> = [];
    for (const c of CUSTOMERS) accounts.push(await createCustomer(ctx.app, c.phone, c.name));
    const start = new Date('2026-10-01T03:30:00Z').getTime();
    for (let batch = 0; batch < COUNT; batch += 500) {
      const values = Array.from({ length: 500 }, (_, k) => {
        const i = batch + k;
        const c = i % CUSTOMERS.length;
        const who = CUSTOMERS[c]!;
        return {
          customOrderId: orderIdOf(1_000_000 + i * 7919),
          customerId: accounts[c]!.id,
          scheduledDate: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
          scheduledTime: `${String(8 + (i % 14)).padStart(2, '0')}:00`,
          deliveryDate: '2026-12-01',
          deliveryTime: '18:00',
          address: `Flat ${i}, Tower ${'ABCD'[i % 4]}, Sector ${40 + (i % 30)}, Gurugram, Haryana 122003`,
          contactName: who.contact ?? who.name,
          // Stored both ways, as bookings of different ages are.
          contactPhone: i % 2 ? `91${who.phone}` : who.phone,
          subtotalPaise: 2000 + ((i * 37) % 1000) * 100,
          finalPaise: 2000 + ((i * 37) % 1000) * 100,
          status: BOOKING_STATUSES[i % BOOKING_STATUSES.length]!,
          createdAt: new Date(start + i * 60_000),
        };
      });
      const inserted = await ctx.database.db.insert(bookings).values(values).returning();
      for (const [k, b] of inserted.entries()) {
        rows.push({ ...b, customer: (batch + k) % CUSTOMERS.length, status: b.status });
      }
    }
  }, 120_000);

  const list = async (query: string, headers = admin) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/bookings${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const ids = (page: Page) => page.bookings.map((b) => b.id);
  const byCreated = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

  it('is for admins only: guests, customers and riders are refused', async () => {
    const customer = await createCustomer(ctx.app, '9000000101', 'Someone');
    const rider = await createRider(ctx.app, '9000000102', 'approved');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/bookings' })).statusCode).toBe(401);
    for (const token of [await tokenFor(ctx.app, 'customer', customer.id), await tokenFor(ctx.app, 'rider', rider.id)]) {
      expect([401, 403]).toContain(
        (await ctx.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: bearer(token) })).statusCode,
      );
    }
  });

  it('answers the newest 10 first, with the customer, the totals and the counts per status', async () => {
    const page = await list('');
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: COUNT, pages: COUNT / 10 });
    expect(ids(page)).toEqual(
      [...rows]
        .sort(byCreated)
        .slice(0, 10)
        .map((r) => r.id),
    );
    expect(page.status_counts).toEqual(
      Object.fromEntries(BOOKING_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length])),
    );
    const newest = [...rows].sort(byCreated)[0]!;
    expect(page.bookings[0]).toMatchObject({
      custom_order_id: newest.customOrderId,
      customerName: CUSTOMERS[newest.customer]!.contact ?? CUSTOMERS[newest.customer]!.name,
      customerPhone: CUSTOMERS[newest.customer]!.phone,
      customer: { name: CUSTOMERS[newest.customer]!.name, phone: `91${CUSTOMERS[newest.customer]!.phone}` },
      // The spec's own names (admin-and-backend.md §3) say the same, with the door and the order type.
      name: CUSTOMERS[newest.customer]!.contact ?? CUSTOMERS[newest.customer]!.name,
      phone: CUSTOMERS[newest.customer]!.phone,
      address_details: {
        flatNo: expect.toBeOneOf([expect.any(String), null]),
        landmark: expect.toBeOneOf([expect.any(String), null]),
      },
      type: 'Regular',
    });
  });

  it('walks every page of a filter without repeating or skipping a booking, and answers an empty page past the end', async () => {
    const expected = rows.filter((r) => r.status === 'pending' || r.status === 'cancelled');
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await list(`?status=pending,cancelled&limit=100&page=${page}`);
      expect(answer.pagination).toMatchObject({ total: expected.length, pages: Math.ceil(expected.length / 100) });
      if (answer.bookings.length === 0) break;
      expect(answer.bookings.every((b) => b.status === 'pending' || b.status === 'cancelled')).toBe(true);
      seen.push(...ids(answer));
    }
    expect(seen).toHaveLength(expected.length);
    expect(new Set(seen)).toEqual(new Set(expected.map((r) => r.id)));
    expect((await list('?status=pending,cancelled&limit=100&page=99')).bookings).toEqual([]);
  });

  it.each([
    ['created_at', 'asc', (a: Row, b: Row) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1)],
    ['created_at', 'desc', byCreated],
    [
      'scheduled_date',
      'asc',
      (a: Row, b: Row) =>
        a.scheduledDate.localeCompare(b.scheduledDate) ||
        a.scheduledTime.localeCompare(b.scheduledTime) ||
        (a.id < b.id ? -1 : 1),
    ],
    [
      'scheduled_date',
      'desc',
      (a: Row, b: Row) =>
        b.scheduledDate.localeCompare(a.scheduledDate) ||
        b.scheduledTime.localeCompare(a.scheduledTime) ||
        (a.id < b.id ? 1 : -1),
    ],
    ['final_amount', 'asc', (a: Row, b: Row) => a.finalPaise - b.finalPaise || a.createdAt.getTime() - b.createdAt.getTime()],
    ['final_amount', 'desc', (a: Row, b: Row) => b.finalPaise - a.finalPaise || b.createdAt.getTime() - a.createdAt.getTime()],
    [
      'status',
      'asc',
      (a: Row, b: Row) => BOOKING_STATUSES.indexOf(a.status) - BOOKING_STATUSES.indexOf(b.status) || byCreated(a, b),
    ],
    [
      'status',
      'desc',
      (a: Row, b: Row) => BOOKING_STATUSES.indexOf(b.status) - BOOKING_STATUSES.indexOf(a.status) || byCreated(a, b),
    ],
  ] as const)('sorts by %s %s on the server (pages 1 and 7)', async (sort, order, compare) => {
    const sorted = [...rows].sort(compare);
    expect(ids(await list(`?sort=${sort}&order=${order}&limit=25`))).toEqual(sorted.slice(0, 25).map((r) => r.id));
    expect(ids(await list(`?sort=${sort}&order=${order}&limit=25&page=7`))).toEqual(sorted.slice(150, 175).map((r) => r.id));
  });

  const found = async (q: string, extra = '') => {
    const page = await list(`?q=${encodeURIComponent(q)}&limit=100${extra}`);
    return { total: page.pagination.total, ids: new Set(ids(page)), page };
  };
  const idsWhere = (test: (r: Row) => boolean) => new Set(rows.filter(test).map((r) => r.id));

  it('finds an order by its whole id in any case, by the start of it, with or without WD-', async () => {
    const target = rows[1234]!;
    expect((await found(target.customOrderId.toLowerCase())).ids).toEqual(new Set([target.id]));
    expect((await found(` ${target.customOrderId} `)).ids).toEqual(new Set([target.id]));
    const prefix = target.customOrderId.slice(0, 6);
    const withPrefix = idsWhere((r) => r.customOrderId.startsWith(prefix));
    expect(withPrefix.size).toBeGreaterThan(1);
    const byPrefix = await found(prefix.toLowerCase());
    expect(byPrefix.total).toBe(withPrefix.size);
    expect(byPrefix.ids).toEqual(withPrefix);
    // Without WD-: the id's own characters.
    expect((await found(target.customOrderId.slice(3))).ids).toContain(target.id);
  });

  it("finds a customer's bookings by part of the name on the booking or on the account", async () => {
    const rohit = await found('rohit meh');
    expect(rohit.total).toBe(COUNT / CUSTOMERS.length);
    expect([...rohit.ids].every((id) => rows.find((r) => r.id === id)!.customer === 1)).toBe(true);
    expect((await found('VERMA')).total).toBe(COUNT / CUSTOMERS.length);
    // Imran's bookings name the reception desk; his account's name finds them too.
    expect((await found('imran')).total).toBe(COUNT / CUSTOMERS.length);
    expect((await found('reception')).total).toBe(COUNT / CUSTOMERS.length);
  });

  it('finds bookings by phone: 10 digits, with 91 or +91 and spaces, or the first digits; stored with or without 91', async () => {
    const neha = idsWhere((r) => r.customer === 4);
    for (const q of ['8123400005', '918123400005', '+91 81234 00005', '0 8123400005']) {
      const hit = await found(q);
      expect(hit.total, q).toBe(neha.size);
    }
    expect((await found('81234')).total).toBe(neha.size);
    // 98765… starts four customers' numbers.
    expect((await found('98765')).total).toBe(4 * (COUNT / CUSTOMERS.length));
  });

  it('finds bookings by any part of the address, and a search of LIKE wildcards is taken literally', async () => {
    const expected = idsWhere((r) => r.address.includes('Tower C, Sector 4'));
    const tower = await found('tower c, sector 4');
    expect(tower.total).toBe(expected.size);
    expect([...tower.ids].every((id) => expected.has(id))).toBe(true);
    expect((await found('Flat 2999,')).ids).toEqual(idsWhere((r) => r.address.startsWith('Flat 2999,')));
    expect((await found('%')).total).toBe(0);
    expect((await found('_')).total).toBe(0);
  });

  it('combines the search with one or several statuses; the counts per status follow the search', async () => {
    const asha = (s: readonly BookingStatus[]) => rows.filter((r) => r.customer === 0 && s.includes(r.status)).length;
    const one = await found('asha', '&status=confirmed');
    expect(one.total).toBe(asha(['confirmed']));
    expect(one.page.bookings.every((b) => b.status === 'confirmed' && b.customerName === 'Asha Verma')).toBe(true);
    const two = await found('asha', '&status=confirmed,in-progress');
    expect(two.total).toBe(asha(['confirmed', 'in_progress']));
    expect(one.page.status_counts).toEqual(Object.fromEntries(BOOKING_STATUSES.map((s) => [s, asha([s])])));
    expect((await found('no such customer anywhere')).page.status_counts.pending).toBe(0);
  });

  it.each([
    ['?limit=101', 'Limit must be at most 100', 'limit'],
    ['?limit=0', 'Limit must be 1 or more', 'limit'],
    ['?page=0', 'Page must be 1 or more', 'page'],
    ['?sort=price', 'Sort must be one of created_at, scheduled_date, final_amount, status', 'sort'],
    ['?order=up', 'Order must be asc or desc', 'order'],
    ['?status=pending,lost', "Unknown status 'lost'", 'status'],
    [`?q=${'x'.repeat(101)}`, 'Search must be at most 100 characters', 'q'],
  ])('refuses %s with a clear message', async (query, message, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/bookings${query}`, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
  });

  it('reads a page in the same few queries whatever its size', async () => {
    const run = async (limit: number) => {
      const { db, queries } = countingDb(ctx.database);
      const page = await listAdminBookings(db, { page: 1, limit, sort: 'created_at', order: 'desc', q: 'sector' });
      return { page, queries: queries() };
    };
    const ten = await run(10);
    const hundred = await run(100);
    expect(hundred.page.bookings).toHaveLength(100);
    expect(hundred.queries).toBe(ten.queries);
    expect(hundred.queries).toBeLessThanOrEqual(7);
  });

  it('uses the search indexes for a whole order id and a whole phone number', async () => {
    // A table this small may be scanned anyway; with sequential scans off the plan shows whether an index can serve.
    const plan = (q: string) =>
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return JSON.stringify(await tx.execute(sql`explain select id from ${bookings} where ${searchCondition(q)}`));
      });
    expect(await plan(rows[7]!.customOrderId)).toContain('bookings_order_id_prefix_idx');
    expect(await plan('+91 81234 00005')).toContain('bookings_contact_phone_prefix_idx');
  });
});
