import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLAN_CYCLE_STATUSES, PLAN_SUBSCRIPTION_STATUSES, type CoveredLine } from '@washday/core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { adminUsers, users } from './identity.js';
import { bookings } from './bookings.js';

// Laundry plans (docs/decisions/0042-laundry-plans.md). A cycle's payment lives here, not in `payments`: that table
// stays "an order's payments", so a booking's sums, invoices, refunds and revenue are untouched by plans.

export const planSubscriptionStatusEnum = pgEnum('plan_subscription_status', PLAN_SUBSCRIPTION_STATUSES);
export const planCycleStatusEnum = pgEnum('plan_cycle_status', PLAN_CYCLE_STATUSES);

export const laundryPlans = pgTable(
  'laundry_plans',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    kgIncluded: integer('kg_included').notNull().default(0),
    piecesIncluded: integer('pieces_included').notNull().default(0),
    /** Orders covered a cycle; null: no limit. */
    pickupsIncluded: integer('pickups_included'),
    dryCleanDiscountPercent: integer('dry_clean_discount_percent').notNull().default(0),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    rollover: boolean('rollover').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdByAdminId: uuid('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('laundry_plans_name_uq').on(sql`lower(${t.name})`),
    check(
      'laundry_plans_amounts_ck',
      sql`${t.pricePaise} > 0 and ${t.kgIncluded} >= 0 and ${t.piecesIncluded} >= 0 and ${t.dryCleanDiscountPercent} between 0 and 100`,
    ),
  ],
);

export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => laundryPlans.id, { onDelete: 'restrict' }),
    status: planSubscriptionStatusEnum('status').notNull().default('pending'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The cycle whose allowance orders draw (null until the first is paid). */
    currentCycleId: uuid('current_cycle_id'),
    periodStart: tstz('period_start'),
    periodEnd: tstz('period_end'),
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One plan at a time: a customer's subscriptions that are not cancelled.
    uniqueIndex('plan_subscriptions_live_uq')
      .on(t.customerId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('plan_subscriptions_period_idx')
      .on(t.periodEnd)
      .where(sql`${t.status} in ('active', 'past_due')`),
    index('plan_subscriptions_created_idx').on(t.createdAt, t.id),
  ],
);

export const planCycles = pgTable(
  'plan_cycles',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => planSubscriptions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    status: planCycleStatusEnum('status').notNull().default('due'),
    pricePaise: integer('price_paise').notNull(),
    /** Set when it is opened as a renewal (the previous end); a first or resuming cycle starts when paid. */
    periodStart: tstz('period_start'),
    periodEnd: tstz('period_end'),
    kgAllowance: integer('kg_allowance').notNull(),
    piecesAllowance: integer('pieces_allowance').notNull(),
    pickupsAllowance: integer('pickups_allowance'),
    kgUsed: integer('kg_used').notNull().default(0),
    piecesUsed: integer('pieces_used').notNull().default(0),
    pickupsUsed: integer('pickups_used').notNull().default(0),
    provider: text('provider'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: tstz('paid_at'),
    lastFailure: text('last_failure'),
    remindedAt: tstz('reminded_at'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    providerRefundId: text('provider_refund_id'),
    refundReason: text('refund_reason'),
    refundedAt: tstz('refunded_at'),
    /** The credit note against the cycle's tax invoice, numbered when it is refunded (decision 0042). */
    creditNoteNumber: text('credit_note_number'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_cycles_seq_uq').on(t.subscriptionId, t.seq),
    uniqueIndex('plan_cycles_provider_order_uq').on(t.provider, t.providerOrderId),
    uniqueIndex('plan_cycles_provider_payment_uq').on(t.provider, t.providerPaymentId),
    uniqueIndex('plan_cycles_credit_note_uq').on(t.creditNoteNumber),
    check(
      'plan_cycles_usage_ck',
      sql`${t.kgUsed} >= 0 and ${t.piecesUsed} >= 0 and ${t.pickupsUsed} >= 0 and ${t.kgUsed} <= ${t.kgAllowance} and ${t.piecesUsed} <= ${t.piecesAllowance} and (${t.pickupsAllowance} is null or ${t.pickupsUsed} <= ${t.pickupsAllowance}) and ${t.refundedPaise} between 0 and ${t.pricePaise}`,
    ),
  ],
);

/** One order's draw on a cycle: at most one per order, given back (returned) if the order is cancelled. */
export const planUsages = pgTable(
  'plan_usages',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => planCycles.id, { onDelete: 'cascade' }),
    kg: integer('kg').notNull(),
    pieces: integer('pieces').notNull(),
    pickups: integer('pickups').notNull(),
    coveredPaise: integer('covered_paise').notNull(),
    lines: jsonb('lines').$type<CoveredLine[]>().notNull(),
    returnedAt: tstz('returned_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plan_usages_booking_uq').on(t.bookingId), index('plan_usages_cycle_idx').on(t.cycleId)],
);
