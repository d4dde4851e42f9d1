import { sql, type SQL } from 'drizzle-orm';
import { bookingHours, bookings, activityHours, customerActivity, orderEvents, pendingExitHours } from '../../db/schema/index.js';

// Figures over a stretch of time from the hourly rollups (docs/decisions/0022-figures-at-any-size.md): the whole IST
// hours inside it come from the rollup rows, the partial hours at its ends from the rows themselves (an index range
// of at most an hour each), so a boundary is exact to the microsecond and the cost does not grow with the bookings.

const HOUR_MS = 3_600_000;
/** India has no daylight saving: IST is always UTC+5:30, so its hours start at :30 UTC. */
const IST_OFFSET_MS = 330 * 60_000;

const hourStart = (moment: Date) => Math.floor((moment.getTime() + IST_OFFSET_MS) / HOUR_MS) * HOUR_MS - IST_OFFSET_MS;
const at = (ms: number | Date) => sql`${new Date(ms).toISOString()}::timestamptz`;
/** An IST hour as the rollups key it: its wall-clock start, a timestamp without a zone. */
const wallHour = (ms: number) => sql`${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')}::timestamp`;

/** A figure of the rows whose `column` is in the window, and the same figure from the rollup's hours. */
interface Measure {
  rows: (inWindow: SQL) => SQL;
  hours: (hourFrom: SQL, hourTo: SQL) => SQL;
  column: SQL;
}

/** The measure over (from, to], as one scalar SQL expression. */
function overWindow(measure: Measure, from: Date, to: Date): SQL {
  const first = hourStart(from);
  const last = hourStart(to);
  const c = measure.column;
  if (first === last) return sql`(${measure.rows(sql`${c} > ${at(from)} and ${c} <= ${at(to)}`)})`;
  const edges = sql`((${c} > ${at(from)} and ${c} < ${at(first + HOUR_MS)}) or (${c} >= ${at(last)} and ${c} <= ${at(to)}))`;
  return sql`(${measure.rows(edges)}) + (${measure.hours(wallHour(first + HOUR_MS), wallHour(last))})`;
}

const placed: Measure = {
  column: sql`${bookings.createdAt}`,
  rows: (inWindow) => sql`select count(*) from ${bookings} where ${inWindow}`,
  hours: (from, to) =>
    sql`select coalesce(sum(${bookingHours.placed}), 0) from ${bookingHours} where ${bookingHours.hour} >= ${from} and ${bookingHours.hour} < ${to}`,
};

const revenuePaise: Measure = {
  column: sql`${bookings.completedAt}`,
  rows: (inWindow) =>
    sql`select coalesce(sum(${bookings.finalPaise}), 0) from ${bookings} where ${bookings.status} = 'completed' and ${inWindow}`,
  hours: (from, to) =>
    sql`select coalesce(sum(${bookingHours.completedPaise}), 0) from ${bookingHours} where ${bookingHours.hour} >= ${from} and ${bookingHours.hour} < ${to}`,
};

/** Bookings placed in (from, to]. */
export const placedBetween = (from: Date, to: Date) => overWindow(placed, from, to);
/** Final amounts of orders completed in (from, to]. */
export const revenueBetween = (from: Date, to: Date) => overWindow(revenuePaise, from, to);

/**
 * Customers with a booking in the 30 days up to `moment`: activity spans holding it, which are the spans ending after
 * it less those starting after it (a span that starts after `moment` also ends after it).
 */
export function activeAt(moment: Date): SQL {
  const next = hourStart(moment) + HOUR_MS;
  const spans = (column: SQL) =>
    sql`(select count(*) from ${customerActivity} where ${column} > ${at(moment)} and ${column} < ${at(next)})`;
  return sql`(
    (select coalesce(sum(${activityHours.ends}) - sum(${activityHours.starts}), 0) from ${activityHours} where ${activityHours.hour} >= ${wallHour(next)})
    + ${spans(sql`${customerActivity.endsAt}`)} - ${spans(sql`${customerActivity.startsAt}`)})`;
}

/**
 * Bookings pending at `moment` (in the past): placed by then and pending now, or placed by then and stepped out of
 * pending after it. The steps come from the rollup by step hour and placing hour; those of the hour of `moment` (a step
 * in it, or a booking placed in it) from the audit trail, per booking (a lateral lookup: an hour of bookings, not a
 * week of steps).
 */
export function pendingAt(moment: Date): SQL {
  const hour = hourStart(moment);
  const next = hour + HOUR_MS;
  const exit = sql`e.trip is null and e.from_state = 'pending'`;
  return sql`(
    (select count(*) from ${bookings} where ${bookings.status} = 'pending' and ${bookings.createdAt} <= ${at(moment)})
    + (select coalesce(sum(${pendingExitHours.exits}), 0) from ${pendingExitHours}
        where ${pendingExitHours.placedHour} < ${wallHour(hour)} and ${pendingExitHours.leftHour} > ${wallHour(hour)})
    + (select count(*) from ${orderEvents} e join ${bookings} b on b.id = e.booking_id
        where ${exit} and e.created_at > ${at(moment)} and e.created_at < ${at(next)} and b.created_at <= ${at(moment)})
    + (select count(*) from ${bookings} b cross join lateral (
        select 1 from ${orderEvents} e where e.booking_id = b.id and ${exit} and e.created_at >= ${at(next)} limit 1) step
        where b.created_at >= ${at(hour)} and b.created_at <= ${at(moment)}))`;
}
