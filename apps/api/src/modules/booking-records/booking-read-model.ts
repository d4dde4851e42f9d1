import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { bookings } from '../../db/schema/index.js';
import { BOOKING_DETAIL_COLUMNS, detailedBooking, type DetailColumns, type DetailOptions } from './booking-details.js';
import type { BookingRow } from './booking-dto.js';

// Bookings as every role reads them: with their lines, charges, trips, vendor and pickup photos, in a fixed number of
// statements however many bookings (booking-details.ts). Scoping a read to its caller is the caller's business.

const NO_DETAILS: DetailColumns = { items: [], charges: null, trips: [], vendor: null, photos: [], gstRate: null };

/** Bookings with their lines, charges, trips, vendor and pickup photos, in one more statement however many rows. */
export async function withDetails(db: DbOrTx, rows: readonly BookingRow[], options: DetailOptions = { showHandoverCode: true }) {
  if (rows.length === 0) return [];
  const found = await db
    .select({ id: bookings.id, ...BOOKING_DETAIL_COLUMNS })
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(found.map((details) => [details.id, details]));
  return rows.map((row) => detailedBooking(row, byId.get(row.id) ?? NO_DETAILS, options));
}

/** One booking with its details: most answers to a move end with it, so one statement, prepared once per database. */
const bookingWithDetails = preparedPerDb((db: DbOrTx) =>
  db
    .select({ booking: bookings, ...BOOKING_DETAIL_COLUMNS })
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('booking_with_details'),
);

export async function loadBooking(db: DbOrTx, id: string, options: DetailOptions = { showHandoverCode: true }) {
  const [found] = await bookingWithDetails(db).execute({ id });
  if (!found) return null;
  const { booking, ...details } = found;
  return detailedBooking(booking, details, options);
}

/** One page of the bookings matching `where`, newest first, with the pagination the lists answer; `offset` wins over `page`. */
export async function pageOfBookings(
  db: DbOrTx,
  where: SQL | undefined,
  query: { page: number; limit: number; offset?: number | undefined },
) {
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const [rows, [total]] = await Promise.all([
    db
      .select({ booking: bookings, ...BOOKING_DETAIL_COLUMNS })
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    bookings: rows.map(({ booking, ...details }) => detailedBooking(booking, details, { showHandoverCode: true })),
    pagination: {
      page: Math.floor(offset / query.limit) + 1,
      limit: query.limit,
      total: totalCount,
      hasMore: offset + rows.length < totalCount,
    },
  };
}
