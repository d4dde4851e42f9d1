import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FOLLOW_UP_STATUSES, TIP_STATUSES, type RatingTag } from '@washday/core';
import { createdAt, id, tstz } from './columns.js';
import { adminUsers, users } from './identity.js';
import { riders } from './riders.js';
import { bookings } from './bookings.js';
import { vendors } from './locations.js';

// Ratings and tips (docs/decisions/0041-ratings-and-tips.md). Tips are not the order's payments: they live here, so
// every sum over `payments` (the bill, invoices, refunds, revenue) stays the order's alone.

export const orderRatings = pgTable(
  'order_ratings',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The delivery rider when rated (the order's rider may change later; the rating stays theirs). */
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    orderStars: integer('order_stars').notNull(),
    riderStars: integer('rider_stars'),
    tags: jsonb('tags').$type<RatingTag[]>().notNull().default([]),
    comment: text('comment').notNull().default(''),
    /** When first given: the 7-day edit window counts from here. */
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    /** Operations' follow-up of a low rating; null when none was needed. */
    followUpStatus: text('follow_up_status', { enum: FOLLOW_UP_STATUSES }),
    followUpNote: text('follow_up_note'),
    followUpClosedAt: tstz('follow_up_closed_at'),
    followUpClosedByAdminId: uuid('follow_up_closed_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('order_ratings_booking_uq').on(t.bookingId),
    index('order_ratings_created_idx').on(t.createdAt),
    index('order_ratings_rider_idx').on(t.riderId, t.createdAt),
    index('order_ratings_follow_up_idx')
      .on(t.createdAt)
      .where(sql`${t.followUpStatus} = 'open'`),
    check(
      'order_ratings_stars_ck',
      sql`${t.orderStars} between 1 and 5 and (${t.riderStars} is null or ${t.riderStars} between 1 and 5)`,
    ),
    check('order_ratings_follow_up_ck', sql`${t.followUpStatus} is null or ${t.followUpStatus} in ('open', 'closed')`),
  ],
);

export const riderTips = pgTable(
  'rider_tips',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: TIP_STATUSES }).notNull().default('created'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    createdAt: createdAt(),
    capturedAt: tstz('captured_at'),
    failedAt: tstz('failed_at'),
  },
  (t) => [
    index('rider_tips_booking_idx').on(t.bookingId, t.createdAt),
    index('rider_tips_rider_idx')
      .on(t.riderId, t.capturedAt)
      .where(sql`${t.status} = 'captured'`),
    uniqueIndex('rider_tips_provider_order_uq').on(t.provider, t.providerOrderId),
    uniqueIndex('rider_tips_provider_payment_uq').on(t.provider, t.providerPaymentId),
    check('rider_tips_amount_ck', sql`${t.amountPaise} > 0`),
    check('rider_tips_status_ck', sql`${t.status} in ('created', 'captured', 'failed')`),
  ],
);
