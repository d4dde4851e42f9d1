import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CLAIM_KINDS, CLAIM_PAYOUTS, CLAIM_STATUSES } from '@washday/core';
import { id, storedFileColumns, tstz } from './columns.js';
import { bookingItems, bookings } from './bookings.js';
import { adminUsers, users } from './identity.js';
import { refunds } from './payments.js';

// Claims (docs/decisions/0034): a garment reported damaged or missing within 7 days of delivery, and operations'
// one decision on it. The decision is taken by a conditional update from 'open', so two at once give one.

export const claims = pgTable(
  'claims',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: CLAIM_KINDS }).notNull(),
    description: text('description').notNull(),
    /** The garment: a tag code of the order when it had tags, else a line of the booking. */
    tagCode: text('tag_code'),
    bookingLineId: uuid('booking_line_id').references(() => bookingItems.id, { onDelete: 'set null' }),
    /** The line's service name when claimed, so the claim reads the same after an edit. */
    serviceName: text('service_name').notNull(),
    /** The garment's processing charge when claimed (the cap's basis), paise. */
    chargePaise: integer('charge_paise').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('open'),
    payout: text('payout', { enum: CLAIM_PAYOUTS }),
    amountPaise: integer('amount_paise'),
    reason: text('reason'),
    couponCode: text('coupon_code'),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    decidedByAdminId: uuid('decided_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('claims_booking_idx').on(t.bookingId, t.createdAt),
    index('claims_status_created_idx').on(t.status, t.createdAt),
    // The Overview's compensation paid this month.
    index('claims_decided_idx')
      .on(t.decidedAt)
      .where(sql`${t.status} = 'compensated'`),
    check('claims_kind_ck', sql`${t.kind} in ('damaged', 'missing')`),
    check('claims_status_ck', sql`${t.status} in ('open', 'rejected', 'compensated')`),
    check('claims_garment_ck', sql`${t.tagCode} is not null or ${t.bookingLineId} is not null`),
    check(
      'claims_decision_ck',
      sql`(${t.status} = 'open') = (${t.decidedAt} is null) and (${t.status} <> 'compensated' or ${t.amountPaise} > 0)`,
    ),
  ],
);

/** A claim's photos: private files like rider documents, seen only by the claim's customer and admins. */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: id(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('claim_photos_claim_idx').on(t.claimId, t.createdAt)],
);
