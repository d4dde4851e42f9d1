import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingStatusEnum, serviceUnitEnum } from './enums.js';

// Rollups of the bookings for the lists, the Overview and the analytics (docs/decisions/0022-figures-at-any-size.md).
// Database triggers keep them (drizzle/0021_booking_stats_triggers.sql): each change adds its difference to the rows of its
// connection (`shard`, the backend's pid), so concurrent writers never wait on a shared row; readers sum the shards.
// Hours are IST wall-clock hours (`timestamp` without a zone), days IST dates.

const shard = () => integer('shard').notNull();
const count = (name: string) => integer(name).notNull().default(0);
const total = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Bookings by their status now, and their final amounts: every count the lists and cards need without counting rows. */
export const bookingStatusTotals = pgTable(
  'booking_status_totals',
  {
    status: bookingStatusEnum('status').notNull(),
    shard: shard(),
    bookings: count('bookings'),
    finalPaise: total('final_paise'),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

/** Per IST hour: bookings placed in it, and orders completed in it with their final amounts. */
export const bookingHours = pgTable(
  'booking_hours',
  {
    hour: timestamp('hour').notNull(),
    shard: shard(),
    placed: count('placed'),
    completed: count('completed'),
    completedPaise: total('completed_paise'),
  },
  (t) => [primaryKey({ columns: [t.hour, t.shard] })],
);

/** Per IST day: bookings placed that day, by their status now. */
export const bookingDays = pgTable(
  'booking_days',
  { day: date('day').notNull(), status: bookingStatusEnum('status').notNull(), shard: shard(), placed: count('placed') },
  (t) => [primaryKey({ columns: [t.day, t.status, t.shard] })],
);

/** Lines of bookings not cancelled, per day the booking was placed, by service (a custom line by its name) and unit. */
export const serviceDays = pgTable(
  'service_days',
  {
    day: date('day').notNull(),
    /** '' for an admin's custom line. */
    serviceId: text('service_id').notNull(),
    /** The custom line's name; '' for a catalogue line. */
    customName: text('custom_name').notNull(),
    unit: serviceUnitEnum('unit').notNull(),
    shard: shard(),
    quantity: total('quantity'),
    paise: total('paise'),
    orders: count('orders'),
  },
  (t) => [primaryKey({ columns: [t.day, t.serviceId, t.customName, t.unit, t.shard] })],
);

/** Trips completed per IST day and rider, and how many were on time. */
export const riderDays = pgTable(
  'rider_days',
  {
    day: date('day').notNull(),
    riderId: uuid('rider_id').notNull(),
    shard: shard(),
    pickups: count('pickups'),
    deliveries: count('deliveries'),
    onTime: count('on_time'),
  },
  (t) => [primaryKey({ columns: [t.day, t.riderId, t.shard] })],
);

/** Orders delivered per IST day: their actual and promised turnaround in seconds, and how many were late. */
export const deliveryDays = pgTable(
  'delivery_days',
  {
    day: date('day').notNull(),
    shard: shard(),
    delivered: count('delivered'),
    actualSeconds: doublePrecision('actual_seconds').notNull().default(0),
    promisedSeconds: doublePrecision('promised_seconds').notNull().default(0),
    late: count('late'),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/** Steps out of pending, by the IST hour of the step and the IST hour the booking was placed. */
export const pendingExitHours = pgTable(
  'pending_exit_hours',
  {
    leftHour: timestamp('left_hour').notNull(),
    placedHour: timestamp('placed_hour').notNull(),
    shard: shard(),
    exits: count('exits'),
  },
  (t) => [primaryKey({ columns: [t.leftHour, t.placedHour, t.shard] })],
);

/** A customer's activity: the union of [booking, booking + 30 days) over their bookings, as merged spans. */
export const customerActivity = pgTable(
  'customer_activity',
  {
    customerId: uuid('customer_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.startsAt] }),
    index('customer_activity_starts_idx').on(t.startsAt),
    index('customer_activity_ends_idx').on(t.endsAt),
  ],
);

/** Spans of activity starting and ending in each IST hour. */
export const activityHours = pgTable(
  'activity_hours',
  { hour: timestamp('hour').notNull(), shard: shard(), starts: count('starts'), ends: count('ends') },
  (t) => [primaryKey({ columns: [t.hour, t.shard] })],
);
