import { sql } from 'drizzle-orm';
import { BOOKING_STATUSES, type BookingStatus } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookingStatusTotals } from '../../db/schema/index.js';

// Reads of the booking rollups the database keeps up to date (drizzle/0021_booking_stats_triggers.sql,
// docs/decisions/0022-figures-at-any-size.md): a few rows, whatever the number of bookings.

export type StatusTotals = Record<BookingStatus, { bookings: number; finalPaise: number }>;

/** Every booking by its status now, and the sum of their final amounts: exact, from a handful of rows. */
export async function statusTotals(db: DbOrTx): Promise<StatusTotals> {
  const rows = await db
    .select({
      status: bookingStatusTotals.status,
      bookings: sql<number>`sum(${bookingStatusTotals.bookings})`.mapWith(Number),
      finalPaise: sql<number>`sum(${bookingStatusTotals.finalPaise})`.mapWith(Number),
    })
    .from(bookingStatusTotals)
    .groupBy(bookingStatusTotals.status);
  return Object.fromEntries(
    BOOKING_STATUSES.map((status) => {
      const row = rows.find((r) => r.status === status);
      return [status, { bookings: row?.bookings ?? 0, finalPaise: row?.finalPaise ?? 0 }];
    }),
  ) as StatusTotals;
}

/** Computes every rollup again from the bookings (after rows went in without the triggers, as seed:scale loads them). */
export async function rebuildBookingStats(db: DbOrTx): Promise<void> {
  await db.execute(sql`select booking_stats_rebuild()`);
}
