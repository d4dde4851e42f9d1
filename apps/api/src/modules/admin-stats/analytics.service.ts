import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BOOKING_STATUSES,
  addDaysToDate,
  normalizeIndianMobile,
  paiseToRupees,
  type Analytics,
  type AnalyticsRange,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookingDays, bookingHours, deliveryDays, riderDays, riders, serviceDays, services } from '../../db/schema/index.js';
import { collectedPerDay } from './collected-revenue.js';

// Analytics for a range of days (docs/decisions/0012-admin-stats.md), from the per-day and per-hour rollups the
// database keeps as bookings change (docs/decisions/0022-figures-at-any-size.md): each section is one aggregate over
// at most a few rows per day of the range, whatever the number of bookings.

export const TOP_SERVICES = 10;

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
/** Share as a percentage with one decimal; null with nothing to share. */
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);
/** IST days from..to, both included. */
const inRange = (column: AnyPgColumn, range: AnalyticsRange) => and(gte(column, range.from), lte(column, range.to));

/**
 * Each day of the range: bookings placed that day, orders completed that day and their final amounts (booked revenue),
 * and the money collected that day less refunds (collected revenue).
 */
async function daily(db: DbOrTx, range: AnalyticsRange) {
  const placed = db
    .select({ day: sql`${bookingDays.day}`.as('placed_day'), n: sql<number>`sum(${bookingDays.placed})`.as('placed_n') })
    .from(bookingDays)
    .where(inRange(bookingDays.day, range))
    .groupBy(bookingDays.day)
    .as('placed');
  // The rollup's hours are IST wall-clock hours, so an hour's date is its IST day.
  const done = db
    .select({
      day: sql`${bookingHours.hour}::date`.as('done_day'),
      n: sql<number>`sum(${bookingHours.completed})`.as('done_n'),
      paise: sql<number>`sum(${bookingHours.completedPaise})`.as('done_paise'),
    })
    .from(bookingHours)
    .where(
      and(
        gte(bookingHours.hour, sql`${range.from}::timestamp`),
        lt(bookingHours.hour, sql`${addDaysToDate(range.to, 1)}::timestamp`),
      ),
    )
    .groupBy(sql`1`)
    .as('done');
  const rows = await db
    .select({
      date: sql<string>`to_char(d.day, 'YYYY-MM-DD')`,
      bookings: int(sql`${placed.n}`),
      completed: int(sql`${done.n}`),
      paise: int(sql`${done.paise}`),
    })
    .from(sql`(select generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date as day) as d`)
    .leftJoin(placed, sql`${placed.day} = d.day`)
    .leftJoin(done, sql`${done.day} = d.day`)
    .orderBy(sql`d.day`);
  const collected = await collectedPerDay(db, range);
  return rows.map((r) => ({
    date: r.date,
    bookings: r.bookings,
    completed: r.completed,
    revenue: paiseToRupees(r.paise),
    collected: paiseToRupees(collected.get(r.date) ?? 0),
  }));
}

/** Bookings placed in the range, by their status now. */
async function byStatus(db: DbOrTx, range: AnalyticsRange) {
  const rows = await db
    .select({ status: bookingDays.status, n: int(sql`sum(${bookingDays.placed})`) })
    .from(bookingDays)
    .where(inRange(bookingDays.day, range))
    .groupBy(bookingDays.status);
  return BOOKING_STATUSES.map((status) => ({ status, count: rows.find((r) => r.status === status)?.n ?? 0 }));
}

/** Lines of the range's bookings that were not cancelled, by catalogue service (a custom line by its name). */
async function topServices(db: DbOrTx, range: AnalyticsRange, by: 'quantity' | 'revenue') {
  const quantity = int(sql`sum(${serviceDays.quantity})`);
  const paise = int(sql`sum(${serviceDays.paise})`);
  const rows = await db
    .select({
      serviceId: serviceDays.serviceId,
      // The catalogue's name now; a custom line keeps its own.
      name: sql<string>`coalesce(max(${services.name}), max(${serviceDays.customName}))`,
      unit: serviceDays.unit,
      quantity,
      paise,
      orders: int(sql`sum(${serviceDays.orders})`),
    })
    .from(serviceDays)
    .leftJoin(services, eq(services.id, serviceDays.serviceId))
    .where(inRange(serviceDays.day, range))
    .groupBy(serviceDays.serviceId, serviceDays.customName, serviceDays.unit)
    .having(sql`sum(${serviceDays.orders}) > 0`)
    .orderBy(desc(by === 'quantity' ? quantity : paise), desc(by === 'quantity' ? paise : quantity), asc(sql`2`))
    .limit(TOP_SERVICES);
  return rows.map((r) => ({
    service_id: r.serviceId || null,
    name: r.name,
    unit: r.unit,
    quantity: r.quantity,
    revenue: paiseToRupees(r.paise),
    orders: r.orders,
  }));
}

/**
 * Orders delivered in the range: hours from the items leaving the customer's door (the pickup rider's start, or its
 * completion when the start was not stamped) to the delivery, against the promised hours from the pickup slot to the
 * delivery slot; late when delivered after the promised slot's end.
 */
async function turnaround(db: DbOrTx, range: AnalyticsRange) {
  const delivered = int(sql`sum(${deliveryDays.delivered})`);
  // Seconds are summed as floating point: rounded before hours are taken, so 2.25 h stays 2.25.
  const averageHours = (column: AnyPgColumn) =>
    sql<number | null>`round((sum(${column}) / nullif(sum(${deliveryDays.delivered}), 0) / 3600)::numeric, 9)`.mapWith(Number);
  const [row] = await db
    .select({
      delivered,
      actual: averageHours(deliveryDays.actualSeconds),
      promised: averageHours(deliveryDays.promisedSeconds),
      late: int(sql`sum(${deliveryDays.late})`),
    })
    .from(deliveryDays)
    .where(inRange(deliveryDays.day, range));
  const r = row!;
  return {
    delivered: r.delivered,
    average_hours: hours(r.delivered ? r.actual : null),
    promised_hours: hours(r.delivered ? r.promised : null),
    late: r.late,
    late_share: percent(r.late, r.delivered),
  };
}

/** Trips completed in the range per rider; on time when the pickup was collected, or the delivery made, by the slot's end. */
async function riderPerformance(db: DbOrTx, range: AnalyticsRange) {
  const pickups = int(sql`sum(${riderDays.pickups})`);
  const deliveries = int(sql`sum(${riderDays.deliveries})`);
  const tripCount = int(sql`sum(${riderDays.pickups} + ${riderDays.deliveries})`);
  const rows = await db
    .select({
      riderId: riders.id,
      name: riders.name,
      phone: riders.phone,
      trips: tripCount,
      pickups,
      deliveries,
      onTime: int(sql`sum(${riderDays.onTime})`),
    })
    .from(riderDays)
    .innerJoin(riders, eq(riders.id, riderDays.riderId))
    .where(inRange(riderDays.day, range))
    .groupBy(riders.id)
    .having(sql`sum(${riderDays.pickups} + ${riderDays.deliveries}) > 0`)
    .orderBy(desc(tripCount), asc(riders.name));
  return rows.map((r) => ({
    rider_id: r.riderId,
    name: r.name,
    phone: normalizeIndianMobile(r.phone) ?? r.phone,
    trips: r.trips,
    pickups: r.pickups,
    deliveries: r.deliveries,
    on_time: r.onTime,
    on_time_share: percent(r.onTime, r.trips),
  }));
}

/** Everything the Analytics tab shows for the days from..to (Asia/Kolkata), both included. */
export async function analytics(db: DbOrTx, range: AnalyticsRange): Promise<Analytics> {
  // One after another: the embedded database has a single connection, so running them at once gains nothing.
  const days = await daily(db, range);
  const statuses = await byStatus(db, range);
  const byQuantity = await topServices(db, range, 'quantity');
  const byRevenue = await topServices(db, range, 'revenue');
  const delivered = await turnaround(db, range);
  const riderRows = await riderPerformance(db, range);

  const completed = days.reduce((sum, d) => sum + d.completed, 0);
  const revenuePaise = days.reduce((sum, d) => sum + Math.round(d.revenue * 100), 0);
  const collectedPaise = days.reduce((sum, d) => sum + Math.round(d.collected * 100), 0);
  return {
    range,
    totals: {
      bookings: days.reduce((sum, d) => sum + d.bookings, 0),
      cancelled: statuses.find((s) => s.status === 'cancelled')?.count ?? 0,
      completed,
      revenue: paiseToRupees(revenuePaise),
      collected: paiseToRupees(collectedPaise),
      average_order_value: completed === 0 ? null : Math.round(revenuePaise / completed) / 100,
    },
    daily: days,
    by_status: statuses,
    top_services: { by_quantity: byQuantity, by_revenue: byRevenue },
    turnaround: delivered,
    riders: riderRows,
  };
}
