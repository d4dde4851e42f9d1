import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES, formatRupees, paiseToRupees } from '@washday/core';
import type { Tx } from '../../db/client.js';
import { invoices, payments, refunds } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { paidTotals } from '../booking-records/booking-money.js';
import { announceMoves, type ActorRef, type RecordedMoves } from '../orders/order-audit.js';
import { nextDocumentNumber } from './invoices.js';
import type { InvoiceEmailQueue } from './invoices.js';
import { auditMoney, lockBooking, settleBooking, type MoneyDeps } from './money-moves.js';

// Refunds (docs/decisions/0033-money.md): never more than was taken, even with many at once (the booking's row lock
// orders them and each one reserves its amount on the payment before the next reads it); sent to the provider after
// the commit with an idempotency key, so a retry never pays twice; a credit note against the invoice when there is one.

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundRequest {
  bookingId: string;
  /** Paise, or everything still refundable. */
  amountPaise: number | 'all';
  reason: string;
  actor: ActorRef;
  /** Made by the order's cancellation rather than asked for by an admin. */
  automatic?: 'cancellation';
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * Refunds what was asked, under the booking's lock. `within` runs in the refund's transaction with the refunds made
 * (an admin's answer kept under its Idempotency-Key), so a failure there undoes them.
 */
export async function refundBooking(
  deps: MoneyDeps,
  request: RefundRequest,
  within?: (tx: Tx, made: RefundRow[]) => Promise<void>,
): Promise<RefundRow[]> {
  const reason = request.reason.trim();
  if (!reason) throw badRequest(PAYMENT_MESSAGES.refundReasonRequired, 'reason');
  if (request.amountPaise !== 'all' && (!Number.isInteger(request.amountPaise) || request.amountPaise <= 0))
    throw badRequest(PAYMENT_MESSAGES.refundAmountInvalid, 'amount');
  let recorded: RecordedMoves | undefined;
  const made = await deps.db.transaction(async (tx) => {
    const row = await lockBooking(tx, request.bookingId);
    const taken = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, row.id), inArray(payments.status, ['captured', 'partially_refunded'])))
      .orderBy(desc(payments.capturedAt))
      .for('update');
    const refundable = taken.reduce((sum, p) => sum + p.amountPaise - p.refundedPaise, 0);
    if (refundable <= 0) {
      if (request.automatic) return [];
      const everPaid = (await paidTotals(tx, row.id)).capturedPaise > 0;
      throw conflict(everPaid ? PAYMENT_MESSAGES.refundTooMuch(rupees(0)) : PAYMENT_MESSAGES.notPaid);
    }
    const wanted = request.amountPaise === 'all' ? refundable : request.amountPaise;
    if (wanted > refundable) throw conflict(PAYMENT_MESSAGES.refundTooMuch(rupees(refundable)));
    const at = deps.now();
    const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, row.id));
    const rows: RefundRow[] = [];
    let left = wanted;
    for (const payment of taken) {
      const part = Math.min(left, payment.amountPaise - payment.refundedPaise);
      if (part <= 0) continue;
      left -= part;
      const refunded = payment.refundedPaise + part;
      await tx
        .update(payments)
        .set({ refundedPaise: refunded, status: refunded >= payment.amountPaise ? 'refunded' : 'partially_refunded' })
        .where(eq(payments.id, payment.id));
      const creditNote = invoice ? (await nextDocumentNumber(tx, 'creditNote', at)).number : null;
      const [refund] = await tx
        .insert(refunds)
        .values({
          paymentId: payment.id,
          bookingId: row.id,
          amountPaise: part,
          reason,
          // Cash goes back by hand, so it is done when recorded; the provider confirms the others.
          status: payment.method === 'cash' ? 'processed' : 'pending',
          processedAt: payment.method === 'cash' ? at : null,
          idempotencyKey: `rfnd-${randomUUID()}`,
          createdByAdminId: request.actor.role === 'admin' ? request.actor.id : null,
          automatic: request.automatic ?? null,
          creditNoteNumber: creditNote,
          createdAt: at,
        })
        .returning();
      rows.push(refund!);
      if (left === 0) break;
    }
    recorded = await auditMoney(tx, deps, row, request.actor, 'refunded', `${rupees(wanted)} refunded: ${reason}`, at, wanted);
    await settleBooking(tx, row, at, deps.jobs ?? null);
    await within?.(tx, rows);
    return rows;
  });
  if (recorded) await announceMoves(deps, recorded);
  for (const refund of made) if (refund.status === 'pending') await sendRefund(deps, refund);
  return made;
}

/** Asks the provider to pay a pending refund back (again, safely: the same idempotency key). */
export async function sendRefund(deps: MoneyDeps, refund: RefundRow): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment?.providerPaymentId) return;
  try {
    const sent = await deps.provider.refund({
      paymentId: payment.providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { booking_id: refund.bookingId, refund_id: refund.id },
    });
    await deps.db.transaction((tx) =>
      recordRefundState(tx, { refundId: refund.id }, sent.id, sent.status, deps.now(), deps.jobs ?? null),
    );
  } catch (err) {
    // Left pending: reconciliation sends it again with the same key.
    deps.log?.error({ err, refundId: refund.id }, 'payments: the provider did not take a refund; it will be retried');
  }
}

/** The provider's word on a refund (its answer or its webhook). A failed refund gives its amount back to the payment. */
export async function recordRefundState(
  tx: Tx,
  which: { refundId: string } | { providerRefundId: string },
  providerRefundId: string,
  status: 'pending' | 'processed' | 'failed',
  at: Date,
  jobs: InvoiceEmailQueue,
): Promise<void> {
  const where = 'refundId' in which ? eq(refunds.id, which.refundId) : eq(refunds.providerRefundId, which.providerRefundId);
  // The booking's lock first, as every money move takes it: no deadlock with a refund being made.
  const [target] = await tx.select({ bookingId: refunds.bookingId }).from(refunds).where(where);
  if (!target) return;
  const row = await lockBooking(tx, target.bookingId);
  const [refund] = await tx.select().from(refunds).where(where).for('update');
  if (!refund || refund.status !== 'pending') return;
  if (status === 'failed') {
    await tx
      .update(payments)
      .set({
        refundedPaise: sql`${payments.refundedPaise} - ${refund.amountPaise}`,
        status: sql`case when ${payments.refundedPaise} - ${refund.amountPaise} > 0 then 'partially_refunded' else 'captured' end::payment_record_status`,
      })
      .where(eq(payments.id, refund.paymentId));
  }
  await tx
    .update(refunds)
    .set({ providerRefundId, status, processedAt: status === 'pending' ? null : at })
    .where(eq(refunds.id, refund.id));
  if (status === 'failed') await settleBooking(tx, row, at, jobs);
}

/** Refunds the provider has not confirmed: sent again (reconciliation). */
export function unsentRefunds(tx: Tx | MoneyDeps['db'], limit = 50) {
  return tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), isNull(refunds.providerRefundId)))
    .limit(limit);
}
