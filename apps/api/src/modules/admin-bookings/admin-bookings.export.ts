import {
  ADMIN_BOOKINGS_CSV_COLUMNS,
  ADMIN_BOOKINGS_EXPORT_MAX,
  ADMIN_EXPORT_MESSAGES,
  BUSINESS_TIME_ZONE,
  csvRows,
  type AdminBooking,
  type AdminBookingSort,
  type BookingStatus,
  type CsvValue,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { adminBookingRows, listFilter, ordering } from './admin-bookings.service.js';

/** The bookings list as CSV (GET /api/admin/bookings/export.csv): every page of the list's filter, in its order. */

export interface AdminBookingsExportQuery {
  sort: AdminBookingSort;
  order: 'asc' | 'desc';
  status?: BookingStatus[] | undefined;
  q?: string | undefined;
}

/** Rows read and written at a time, so a long export holds neither the database nor memory for long. */
const BATCH = 500;

const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

// 'YYYY-MM-DD HH:mm' in India's time, which spreadsheets read as a date and time.
const createdFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const created = (iso: string) => createdFormat.format(new Date(iso)).replace(', ', ' ');

/** One booking as the table shows it, a value a cell (core's csvRows keeps formula-like text as text). */
export function csvRow(b: AdminBooking): CsvValue[] {
  return [
    b.custom_order_id,
    b.item_prices.map((line) => `${line.service_name} ×${line.quantity}`).join('; '),
    b.customerName,
    b.customerPhone,
    b.scheduled_date,
    b.scheduled_time,
    b.delivery_date,
    b.delivery_time,
    STATUS_LABEL[b.status] ?? b.status,
    b.assignedRider?.name ?? '',
    b.final_amount,
    b.discount_amount,
    b.coupon_code ?? '',
    b.payment_status === 'paid' ? 'Paid' : 'Pending',
    created(b.created_at),
  ];
}

/**
 * The export's file. The matching ids are taken once, in the list's order, so the file is the list as it stood when
 * asked (a booking made meanwhile does not shift the batches); each batch then reads its rows. A list larger than
 * `max` (ADMIN_BOOKINGS_EXPORT_MAX unless the app was built with another) is refused with 422 before anything is
 * written: never a file cut short without saying so.
 */
export async function exportAdminBookings(
  db: DbOrTx,
  query: AdminBookingsExportQuery,
  max: number = ADMIN_BOOKINGS_EXPORT_MAX,
): Promise<AsyncIterable<string>> {
  const tooLarge = (total: number) => new AppError(422, ADMIN_EXPORT_MESSAGES.tooLarge(total, max), { code: 'EXPORT_TOO_LARGE' });
  const { where, total } = await listFilter(db, query);
  if (total > max) throw tooLarge(total);
  const order = ordering(query.sort, query.order);
  // One more than the cap: bookings made after the count can take the list past it, and the file would lose its tail.
  const ids = (
    await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where)
      .orderBy(...order)
      .limit(max + 1)
  ).map((r) => r.id);
  if (ids.length > max) throw tooLarge(Math.max(ids.length, (await listFilter(db, query)).total));

  async function* lines() {
    // The byte-order mark lets Excel read ₹ and names as UTF-8.
    yield `\uFEFF${csvRows([ADMIN_BOOKINGS_CSV_COLUMNS])}\r\n`;
    for (let from = 0; from < ids.length; from += BATCH) {
      const rows = await adminBookingRows(db, ids.slice(from, from + BATCH), order);
      if (rows.length) yield `${csvRows(rows.map(csvRow))}\r\n`;
    }
  }
  return lines();
}
