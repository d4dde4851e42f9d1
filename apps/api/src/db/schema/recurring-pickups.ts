// Recurring pickups (docs/decisions/0040-recurring-pickups.md): a customer's series and its occurrences. An occurrence
// row exists once the customer changed or skipped it, or the job booked it; one per series and rule date (the unique
// key), so two runs of the job cannot book one date twice.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { bookings } from './bookings.js';
import { users } from './identity.js';
import { addresses } from './locations.js';

/** A usual service of a series, as the customer chose it (names are read from the catalogue when shown). */
export interface RecurringServiceLine {
  service_id: string;
  quantity: number;
}

export const recurringPickups = pgTable(
  'recurring_pickups',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the address is deleted: the job pauses the series then (paused_reason address_missing). */
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    frequency: text('frequency', { enum: ['weekly', 'fortnightly', 'monthly'] }).notNull(),
    weekday: integer('weekday'),
    dayOfMonth: integer('day_of_month'),
    pickupTime: text('pickup_time').notNull(),
    startsOn: date('starts_on').notNull(),
    services: jsonb('services').$type<RecurringServiceLine[]>().notNull().default([]),
    notes: text('notes'),
    status: text('status', { enum: ['active', 'paused', 'stopped'] })
      .notNull()
      .default('active'),
    pausedReason: text('paused_reason', { enum: ['customer', 'address_missing', 'not_serviceable', 'admin'] }),
    fromBookingId: uuid('from_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recurring_pickups_customer_idx').on(t.customerId, t.createdAt),
    // The job reads the active series only.
    index('recurring_pickups_active_idx')
      .on(t.id)
      .where(sql`${t.status} = 'active'`),
    check('recurring_pickups_rule_ck', sql`(${t.frequency} = 'monthly') = (${t.dayOfMonth} is not null)`),
  ],
);

export const recurringPickupOccurrences = pgTable(
  'recurring_pickup_occurrences',
  {
    id: id(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => recurringPickups.id, { onDelete: 'cascade' }),
    /** The rule's date: the key, whatever day the customer moved it to. */
    ruleDate: date('rule_date').notNull(),
    pickupDate: date('pickup_date').notNull(),
    pickupTime: text('pickup_time').notNull(),
    status: text('status', { enum: ['changed', 'skipped', 'booked', 'missed'] }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The slot the rule asked for when a full one moved the booking. */
    movedFromTime: text('moved_from_time'),
    remindedAt: tstz('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recurring_occurrences_series_date_uq').on(t.seriesId, t.ruleDate),
    index('recurring_occurrences_booking_idx').on(t.bookingId),
  ],
);

/** Inbound replies handled (a provider may deliver one twice): the message id is the key, the outcome is answered again. */
export const inboundMessages = pgTable('inbound_messages', {
  messageId: text('message_id').primaryKey(),
  channel: text('channel').notNull(),
  fromPhone: text('from_phone').notNull(),
  customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
  outcome: text('outcome').notNull(),
  occurrenceId: uuid('occurrence_id').references(() => recurringPickupOccurrences.id, { onDelete: 'set null' }),
  reply: text('reply'),
  /** What the customer wrote: a job finishes a message whose handling crashed without waiting for a redelivery. */
  text: text('text'),
  /** When its handling was last claimed: a claim older than the lease (the app clock) is taken over (decision 0040). */
  claimedAt: tstz('claimed_at'),
  createdAt: createdAt(),
});
