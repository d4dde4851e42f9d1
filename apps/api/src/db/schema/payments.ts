import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_RECORD_METHODS, PAYMENT_RECORD_STATUSES, REFUND_STATUSES } from '@washday/core';
import { createdAt, id, tstz } from './columns.js';
import { adminUsers } from './identity.js';
import { riders } from './riders.js';
import { bookings } from './bookings.js';
import { planCycles } from './plans.js';

// Money (docs/decisions/0033-money.md): payments, refunds, provider events, invoices and their series. Kept for the
// years the tax law asks, so bookings are never deleted while these name them (restrict).

export const paymentRecordMethodEnum = pgEnum('payment_record_method', PAYMENT_RECORD_METHODS);
export const paymentRecordStatusEnum = pgEnum('payment_record_status', PAYMENT_RECORD_STATUSES);
export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    method: paymentRecordMethodEnum('method').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: paymentRecordStatusEnum('status').notNull().default('created'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** 'local' or 'razorpay'; null for cash. */
    provider: text('provider'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    providerQrId: text('provider_qr_id'),
    /** What the rider's screen shows for a UPI QR: the UPI intent (local) or the provider's QR image address. */
    qrContent: text('qr_content'),
    /** When an open QR or provider order stops taking payment. */
    expiresAt: tstz('expires_at'),
    /** The rider who took cash or showed the QR. */
    collectedByRiderId: uuid('collected_by_rider_id').references(() => riders.id, { onDelete: 'set null' }),
    /** Cash handed over by the customer (more than the amount when change was given). */
    receivedPaise: integer('received_paise'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    capturedAt: tstz('captured_at'),
    failedAt: tstz('failed_at'),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    // Collected revenue per day (Analytics) and the Payments tab's totals read payments by when they were captured.
    index('payments_captured_idx').on(t.capturedAt),
    index('payments_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created'`),
    uniqueIndex('payments_provider_order_uq').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_provider_qr_uq').on(t.provider, t.providerQrId),
    check(
      'payments_amounts_ck',
      sql`${t.amountPaise} > 0 and ${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`,
    ),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: refundStatusEnum('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** Sent to the provider as its idempotency key: a retried refund is never paid twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdByAdminId: uuid('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** Made by the order's cancellation rather than by an admin. */
    automatic: text('automatic'),
    creditNoteNumber: text('credit_note_number'),
    createdAt: createdAt(),
    processedAt: tstz('processed_at'),
  },
  (t) => [
    index('refunds_booking_idx').on(t.bookingId, t.createdAt),
    index('refunds_created_idx').on(t.createdAt),
    uniqueIndex('refunds_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('refunds_credit_note_uq').on(t.creditNoteNumber),
    check('refunds_amount_ck', sql`${t.amountPaise} > 0`),
  ],
);

/** Each provider event once: a replayed webhook finds its id here and changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The last number used per series and financial year: its row lock orders concurrent issuers, with no gaps. */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** The order invoiced, or (planCycleId) a laundry plan's paid cycle: exactly one of the two (decision 0042). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    planCycleId: uuid('plan_cycle_id').references(() => planCycles.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    placeOfSupplyCode: text('place_of_supply_code'),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** Everything printed on it, as issued (supplier, customer, lines, payments). */
    snapshot: jsonb('snapshot').notNull(),
    /** The customer's emailed copy (their email switch and address at issue): null when none, then queued, sending, sent or failed. */
    emailStatus: text('email_status'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailError: text('email_error'),
    emailSentAt: tstz('email_sent_at'),
  },
  (t) => [
    uniqueIndex('invoices_booking_uq').on(t.bookingId),
    uniqueIndex('invoices_plan_cycle_uq').on(t.planCycleId),
    uniqueIndex('invoices_number_uq').on(t.number),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_subject_ck', sql`(${t.bookingId} is null) <> (${t.planCycleId} is null)`),
  ],
);

/** Cash a rider handed over to operations: what they held against what was counted (docs/decisions/0033-money.md). */
export const cashHandovers = pgTable(
  'cash_handovers',
  {
    id: id(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'restrict' }),
    /** What the admin counted and took. */
    amountPaise: integer('amount_paise').notNull(),
    /** What the rider held by the books at that moment: the difference is amount − expected. */
    expectedPaise: integer('expected_paise').notNull(),
    receivedByAdminId: uuid('received_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('cash_handovers_rider_idx').on(t.riderId, t.createdAt),
    check('cash_handovers_amount_ck', sql`${t.amountPaise} >= 0`),
  ],
);
