import { and, asc, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, BUSINESS_TIME_ZONE, addDaysToDate, istMoment, normalizeIndianMobile, paiseToRupees, type Analytics, type AnalyticsRange } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookingItems, bookings, riders, services, trips } from '../../db/schema/index.js';

// Analytics for a range of days (docs/decisions/0012-admin-stats.md). Each section is one aggregate query: GROUP BY,
// FILTER and generate_series do the work in the database, and only the answer's rows come back.

export const TOP_SERVICES = 10;

const IST = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
/** The IST calendar day of a moment. */
const istDay = (column: AnyPgColumn) => sql`(${column} at time zone ${IST})::date`;
/** The end of the hourly slot that starts at an IST date and 'HH:MM' (slots are an hour long). */
const slotEnd = (date: AnyPgColumn, time: AnyPgColumn) => sql`(((${date} + ${time}::time) at time zone ${IST}) + interval '1 hour')`;
const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
/** Share as a percentage with one decimal; null with nothing to share. */
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

interface Window {
  start: Date;
  end: Date;
}
const inWindow = (column: AnyPgColumn, w: Window) => and(gte(column, w.start), lt(column, w.end));

/** Each day of the range: bookings placed that day, orders completed that day and their final amounts. */
async function daily(db: DbOrTx, range: AnalyticsRange, w: Window) {
  const placed = db
    .select({ day: sql`${istDay(bookings.createdAt)}`.as('placed_day'), n: sql<number>`count(*)`.as('placed_n') })
    .from(bookings)
    .where(inWindow(bookings.createdAt, w))
    .groupBy(sql`1`)
    .as('placed');
  const done = db
    .select({
      day: sql`${istDay(bookings.completedAt)}`.as('done_day'),
      n: sql<number>`count(*)`.as('done_n'),
      paise: sql<number>`sum(${bookings.finalPaise})`.as('done_paise'),
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'completed'), inWindow(bookings.completedAt, w)))
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
  return rows.map((r) => ({ date: r.date, bookings: r.bookings, completed: r.completed, revenue: paiseToRupees(r.paise) }));
}

async function byStatus(db: DbOrTx, w: Window) {
  const rows = await db.select({ status: bookings.status, n: count() }).from(bookings).where(inWindow(bookings.createdAt, w)).groupBy(bookings.status);
  return BOOKING_STATUSES.map((status) => ({ status, count: rows.find((r) => r.status === status)?.n ?? 0 }));
}

/** Lines of the range's bookings that were not cancelled, by catalogue service (a custom line by its name). */
async function topServices(db: DbOrTx, w: Window, by: 'quantity' | 'revenue') {
  const quantity = sql<number>`sum(${bookingItems.quantity})`.mapWith(Number);
  const paise = sql<number>`sum(${bookingItems.totalPricePaise})`.mapWith(Number);
  const rows = await db
    .select({
      serviceId: bookingItems.serviceId,
      // The catalogue's name now; a custom line keeps its own.
      name: sql<string>`coalesce(max(${services.name}), max(${bookingItems.serviceName}))`,
      unit: bookingItems.unit,
      quantity,
      paise,
      orders: sql<number>`count(distinct ${bookingItems.bookingId})`.mapWith(Number),
    })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .leftJoin(services, eq(services.id, bookingItems.serviceId))
    .where(and(inWindow(bookings.createdAt, w), ne(bookings.status, 'cancelled')))
    .groupBy(bookingItems.serviceId, sql`case when ${bookingItems.serviceId} is null then ${bookingItems.serviceName} end`, bookingItems.unit)
    .orderBy(desc(by === 'quantity' ? quantity : paise), desc(by === 'quantity' ? paise : quantity), asc(sql`2`))
    .limit(TOP_SERVICES);
  return rows.map((r) => ({ service_id: r.serviceId, name: r.name, unit: r.unit, quantity: r.quantity, revenue: paiseToRupees(r.paise), orders: r.orders }));
}

const pickupTrip = alias(trips, 'pickup_trip');
const deliveryTrip = alias(trips, 'delivery_trip');

/**
 * Orders delivered in the range: hours from the items leaving the customer's door (the pickup rider's start, or its
 * completion when the start was not stamped) to the delivery, against the promised hours from the pickup slot to the
 * delivery slot; late when delivered after the promised slot's end.
 */
async function turnaround(db: DbOrTx, w: Window) {
  const collectedAt = sql`coalesce(${pickupTrip.pickedUpAt}, ${pickupTrip.completedAt})`;
  const actual = sql`extract(epoch from (${deliveryTrip.completedAt} - ${collectedAt})) / 3600`;
  const promised = sql`extract(epoch from ((${bookings.deliveryDate} + ${bookings.deliveryTime}::time) - (${bookings.scheduledDate} + ${bookings.scheduledTime}::time))) / 3600`;
  const [row] = await db
    .select({
      delivered: count(),
      actual: sql<number | null>`avg(${actual})`.mapWith(Number),
      promised: sql<number | null>`avg(${promised})`.mapWith(Number),
      late: int(sql`count(*) filter (where ${deliveryTrip.completedAt} > ${slotEnd(bookings.deliveryDate, bookings.deliveryTime)})`),
    })
    .from(deliveryTrip)
    .innerJoin(bookings, eq(bookings.id, deliveryTrip.bookingId))
    .innerJoin(pickupTrip, and(eq(pickupTrip.bookingId, bookings.id), eq(pickupTrip.kind, 'pickup')))
    .where(and(eq(deliveryTrip.kind, 'delivery'), eq(deliveryTrip.status, 'completed'), inWindow(deliveryTrip.completedAt, w), sql`${collectedAt} is not null`));
  const r = row!;
  return { delivered: r.delivered, average_hours: hours(r.actual), promised_hours: hours(r.promised), late: r.late, late_share: percent(r.late, r.delivered) };
}

/** Trips completed in the range per rider; on time when the pickup was collected, or the delivery made, by the slot's end. */
async function riderPerformance(db: DbOrTx, w: Window) {
  const onTime = sql`case when ${trips.kind} = 'pickup'
    then coalesce(${trips.pickedUpAt}, ${trips.completedAt}) <= ${slotEnd(bookings.scheduledDate, bookings.scheduledTime)}
    else ${trips.completedAt} <= ${slotEnd(bookings.deliveryDate, bookings.deliveryTime)} end`;
  const tripCount = count();
  const rows = await db
    .select({
      riderId: riders.id,
      name: riders.name,
      phone: riders.phone,
      trips: tripCount,
      pickups: int(sql`count(*) filter (where ${trips.kind} = 'pickup')`),
      deliveries: int(sql`count(*) filter (where ${trips.kind} = 'delivery')`),
      onTime: int(sql`count(*) filter (where ${onTime})`),
    })
    .from(trips)
    .innerJoin(bookings, eq(bookings.id, trips.bookingId))
    .innerJoin(riders, eq(riders.id, trips.riderId))
    .where(and(eq(trips.status, 'completed'), inWindow(trips.completedAt, w)))
    .groupBy(riders.id)
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
  const w: Window = { start: istMoment(range.from, '00:00'), end: istMoment(addDaysToDate(range.to, 1), '00:00') };
  // One after another: the embedded database has a single connection, so running them at once gains nothing.
  const days = await daily(db, range, w);
  const statuses = await byStatus(db, w);
  const byQuantity = await topServices(db, w, 'quantity');
  const byRevenue = await topServices(db, w, 'revenue');
  const delivered = await turnaround(db, w);
  const riderRows = await riderPerformance(db, w);

  const completed = days.reduce((sum, d) => sum + d.completed, 0);
  const revenuePaise = days.reduce((sum, d) => sum + Math.round(d.revenue * 100), 0);
  return {
    range,
    totals: {
      bookings: days.reduce((sum, d) => sum + d.bookings, 0),
      cancelled: statuses.find((s) => s.status === 'cancelled')?.count ?? 0,
      completed,
      revenue: paiseToRupees(revenuePaise),
      average_order_value: completed === 0 ? null : Math.round(revenuePaise / completed) / 100,
    },
    daily: days,
    by_status: statuses,
    top_services: { by_quantity: byQuantity, by_revenue: byRevenue },
    turnaround: delivered,
    riders: riderRows,
  };
}
