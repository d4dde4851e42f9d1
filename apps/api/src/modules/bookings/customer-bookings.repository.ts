import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BookingStatus } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { bookings } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { BOOKING_DETAIL_COLUMNS } from '../booking-records/booking-details.js';

// A customer's bookings, newest first (docs/decisions/0022-figures-at-any-size.md): by page number, or after a cursor
// (keyset paging), both on bookings_customer_created_idx. The order ends in the id, so bookings placed at the same
// moment never repeat or go missing between pages.

export interface CustomerBookingsQuery {
  status?: BookingStatus[] | undefined;
  page: number;
  limit: number;
  /** The previous page's next_cursor: the page after it, whatever `page` says. */
  cursor?: string | undefined;
}

const CURSOR_MESSAGE = 'The cursor is not one this list gave';
/** timestamptz as text, e.g. 2026-11-20 10:00:00.000002+00. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The position after a booking: its exact creation time (as the database holds it, to the microsecond) and its id. */
function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && TIMESTAMP.test(createdAt) && typeof id === 'string' && UUID.test(id))
      return { createdAt, id };
  } catch {
    // not base64url JSON: refused below
  }
  throw badRequest(CURSOR_MESSAGE, 'cursor');
}

// Prepared once (db/prepared.ts): every filter and position is a value, so each request only fills them in. A
// customer's bookings are few enough that reading them backwards on their index and filtering is bounded.
const ph = sql.placeholder;
const mine = and(
  eq(bookings.customerId, ph('customerId')),
  sql`(${ph('statuses')}::text is null or ${bookings.status}::text = any(string_to_array(${ph('statuses')}::text, ',')))`,
);
const pageQuery = preparedPerDb((db: DbOrTx) =>
  db
    .select({ booking: bookings, at: sql<string>`${bookings.createdAt}::text`, ...BOOKING_DETAIL_COLUMNS })
    .from(bookings)
    .where(
      and(
        mine,
        sql`(${ph('afterAt')}::timestamptz is null or (${bookings.createdAt}, ${bookings.id}) < (${ph('afterAt')}::timestamptz, ${ph('afterId')}::uuid))`,
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(ph('limit'))
    .offset(ph('offset'))
    .prepare('customer_bookings_page'),
);
// Bounded by the customer's own bookings, read from the index alone (it holds the status).
const countQuery = preparedPerDb((db: DbOrTx) =>
  db.select({ n: count() }).from(bookings).where(mine).prepare('customer_bookings_count'),
);

/** One page of a customer's bookings with their details (limit + 1 read, to know whether more follow), their count, and the next cursor. */
export async function customerBookingsPage(db: DbOrTx, customerId: string, query: CustomerBookingsQuery) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filter = { customerId, statuses: query.status?.length ? query.status.join(',') : null };
  const [rows, [total]] = await Promise.all([
    pageQuery(db).execute({
      ...filter,
      afterAt: after?.createdAt ?? null,
      afterId: after?.id ?? null,
      limit: query.limit + 1,
      offset: after ? 0 : (query.page - 1) * query.limit,
    }),
    countQuery(db).execute(filter),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ booking, at: _at, ...details }) => ({ booking, details })),
    total: total?.n ?? 0,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.at, last.booking.id) : null,
  };
}
