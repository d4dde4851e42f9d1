import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCustomer, tokenFor } from '../../test/identity-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';

// My Bookings pages by cursor (docs/decisions/0022-figures-at-any-size.md): newest first, ties broken by the id, to
// the microsecond the database keeps.

interface Page {
  bookings: Array<{ id: string; status: string }>;
  pagination: { page: number; limit: number; total: number; hasMore: boolean; next_cursor?: string | null };
}

describe('GET /api/bookings/customer/:id by cursor', () => {
  const ctx = useTestApp();

  async function setUp(tag: string) {
    const customer = await createCustomer(ctx.app, `97600000${tag}1`, 'Meera');
    const other = await createCustomer(ctx.app, `97600000${tag}2`, 'Other');
    // Three placed at the very same moment, two a microsecond apart, and the rest in between; statuses alternate.
    const moments = [
      '2026-11-20 10:00:00.000000+00',
      '2026-11-20 10:00:00.000000+00',
      '2026-11-20 10:00:00.000000+00',
      '2026-11-20 10:00:00.000001+00',
      '2026-11-20 10:00:00.000002+00',
      '2026-11-19 09:00:00+00',
      '2026-11-21 12:30:00.5+00',
    ];
    for (const [i, moment] of moments.entries()) {
      await ctx.database.db
        .execute(sql`insert into bookings (custom_order_id, customer_id, scheduled_date, scheduled_time, delivery_date, delivery_time, address, contact_phone, subtotal_paise, final_paise, status, created_at, updated_at)
        values (${`WD-CUR${tag}${i}`}, ${customer.id}, '2026-11-23', '10:00', '2026-11-24', '10:00', 'B-204, Palm Court, Sector 45', '9760000001', 2000, 2000, ${i % 2 ? 'cancelled' : 'pending'}, ${moment}::timestamptz, ${moment}::timestamptz)`);
    }
    await ctx.database.db
      .execute(sql`insert into bookings (custom_order_id, customer_id, scheduled_date, scheduled_time, delivery_date, delivery_time, address, contact_phone, subtotal_paise, final_paise)
      values (${`WD-CUR${tag}X`}, ${other.id}, '2026-11-23', '10:00', '2026-11-24', '10:00', 'Elsewhere', '9760000002', 2000, 2000)`);
    const result = await ctx.database.db.execute(
      sql`select id, status from bookings where customer_id = ${customer.id} order by created_at desc, id desc`,
    );
    const newestFirst = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      id: string;
      status: string;
    }>;
    return { customer, headers: bearer(await tokenFor(ctx.app, 'customer', customer.id)), newestFirst };
  }

  const get = async (url: string, headers: Record<string, string>) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as Page & { message?: string; field?: string } };
  };

  it('walks every booking once, newest first, when bookings share a moment, with and without a status filter', async () => {
    const { customer, headers, newestFirst } = await setUp('1');
    for (const [filter, expected] of [
      ['', newestFirst],
      ['&status=pending', newestFirst.filter((b) => b.status === 'pending')],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null | undefined = null;
      for (let pages = 0; pages < 10; pages += 1) {
        const { status, body } = await get(
          `/api/bookings/customer/${customer.id}?limit=2${filter}${cursor ? `&cursor=${cursor}` : ''}`,
          headers,
        );
        expect(status, JSON.stringify(body)).toBe(200);
        expect(body.pagination.total).toBe(expected.length);
        seen.push(...body.bookings.map((b) => b.id));
        cursor = body.pagination.next_cursor;
        expect(body.pagination.hasMore).toBe(cursor !== null);
        if (!cursor) break;
      }
      expect(seen).toEqual(expected.map((b) => b.id));
    }
  });

  it('gives the same order by page number, and refuses a cursor it did not give', async () => {
    const { customer, headers, newestFirst } = await setUp('2');
    const byPage: string[] = [];
    for (let page = 1; page <= 4; page += 1)
      byPage.push(
        ...(await get(`/api/bookings/customer/${customer.id}?limit=2&page=${page}`, headers)).body.bookings.map((b) => b.id),
      );
    expect(byPage).toEqual(newestFirst.map((b) => b.id));

    for (const cursor of ['nonsense', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      const { status, body } = await get(`/api/bookings/customer/${customer.id}?cursor=${cursor}`, headers);
      expect(status, cursor).toBe(400);
      expect(body).toMatchObject({ message: 'The cursor is not one this list gave', field: 'cursor' });
    }
  });
});
