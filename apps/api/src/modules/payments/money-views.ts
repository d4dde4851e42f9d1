import { asc, eq } from 'drizzle-orm';
import { amountDue, includedTax, paiseToRupees, type Bill, type PaymentView, type RefundView, type UpiQr } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, invoices, payments, refunds, riders } from '../../db/schema/index.js';
import { paidTotals } from '../booking-records/booking-money.js';
import { readBusinessSettings } from './business-settings.repository.js';
import type { BookingRow, PaymentRow } from './money-moves.js';

// What the screens read of a booking's money: the bill (estimate or final), its payments and refunds.

const r = paiseToRupees;
const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function billOf(db: DbOrTx, row: BookingRow): Promise<Bill> {
  const [{ capturedPaise, refundedPaise }, settings, [invoice]] = await Promise.all([
    paidTotals(db, row.id),
    readBusinessSettings(db),
    db.select({ number: invoices.number, issuedAt: invoices.issuedAt }).from(invoices).where(eq(invoices.bookingId, row.id)),
  ]);
  return {
    final: row.billFinalAt !== null,
    amount: r(row.finalPaise),
    tax: r(includedTax(row.finalPaise, settings.gstRatePercent)),
    paid: r(capturedPaise),
    refunded: r(refundedPaise),
    due: row.status === 'cancelled' ? 0 : r(amountDue(row.finalPaise, capturedPaise)),
    payment_status: row.paymentStatus,
    collect_later: row.collectLaterReason !== null,
    invoice: invoice ? { number: invoice.number, issued_at: invoice.issuedAt.toISOString() } : null,
  };
}

export function paymentView(p: PaymentRow, riderName: string | null): PaymentView {
  return {
    id: p.id,
    method: p.method,
    amount: r(p.amountPaise),
    status: p.status,
    refunded: r(p.refundedPaise),
    reference: p.providerPaymentId,
    created_at: p.createdAt.toISOString(),
    captured_at: iso(p.capturedAt),
    received: p.receivedPaise === null ? null : r(p.receivedPaise),
    collected_by: riderName,
  };
}

export function qrView(p: PaymentRow): UpiQr {
  return { id: p.id, amount: r(p.amountPaise), content: p.qrContent ?? '', expires_at: iso(p.expiresAt), status: p.status };
}

/** The booking's bill, payments (newest first, open checkouts left out) and refunds. */
export async function bookingMoney(db: DbOrTx, bookingId: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} not found`);
  const [bill, paymentRows, refundRows] = await Promise.all([
    billOf(db, row),
    db
      .select({ payment: payments, riderName: riders.name })
      .from(payments)
      .leftJoin(riders, eq(riders.id, payments.collectedByRiderId))
      .where(eq(payments.bookingId, bookingId))
      .orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt)),
  ]);
  return {
    bill,
    payments: paymentRows.filter((p) => p.payment.status !== 'created').map((p) => paymentView(p.payment, p.riderName)),
    refunds: refundRows.map((f): RefundView => ({
      id: f.id,
      amount: r(f.amountPaise),
      status: f.status,
      reason: f.reason,
      automatic: f.automatic !== null,
      credit_note_number: f.creditNoteNumber,
      created_at: f.createdAt.toISOString(),
      processed_at: iso(f.processedAt),
    })),
  };
}
