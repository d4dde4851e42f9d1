import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  PAYMENT_MESSAGES,
  amountDue,
  changeOwed,
  derivePaymentStatus,
  formatRupees,
  paiseToRupees,
  type PaymentRecordMethod,
} from '@washday/core';
import type { Db, Tx } from '../../db/client.js';
import { bookings, payments, trips } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { paidTotals } from '../booking-records/booking-money.js';
import { announceMoves, writeOrderEvents, type ActorRef, type AuditDeps, type RecordedMoves } from '../orders/order-audit.js';
import { issueInvoiceIfDue, type InvoiceEmailQueue } from './invoices.js';
import type { PaymentProvider, ProviderPayment } from './payment-provider.js';

/**
 * The one place money moves (docs/decisions/0033-money.md), like the order rule book for states: each move runs under
 * the booking's row lock (the lock the rule book takes), writes its audit step with the order's listeners (live
 * events to the customer, riders and admins), keeps the booking's payment_status derived, and issues the invoice when
 * the order becomes completed and paid. Refunds are in refunds.ts; the provider's ids make captures idempotent.
 */

export interface MoneyDeps extends AuditDeps {
  db: Db;
  now: () => Date;
  provider: PaymentProvider;
  /** Where an issued invoice's email is queued (the app's job queue); without one (the demo seed) none is sent. */
  jobs?: InvoiceEmailQueue;
}

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** How long a rider's UPI QR stays open. */
export const UPI_QR_MINUTES = 30;
const METHOD_WORDS: Record<PaymentRecordMethod, string> = { cash: 'in cash', upi_qr: 'by UPI at the door', online: 'online' };
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The booking under its row lock: money and order moves queue behind each other. */
export async function lockBooking(tx: Tx, bookingId: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  return row;
}

/** Re-derives payment_status from the payments. */
export async function settlePaymentStatus(tx: Tx, row: BookingRow, at: Date): Promise<void> {
  const { capturedPaise, refundedPaise } = await paidTotals(tx, row.id);
  const status = derivePaymentStatus(row.finalPaise, capturedPaise, refundedPaise);
  if (status !== row.paymentStatus)
    await tx.update(bookings).set({ paymentStatus: status, updatedAt: at }).where(eq(bookings.id, row.id));
}

/**
 * Re-derives payment_status, and issues the invoice once the order is completed and paid. A move's last step: the
 * invoice's number locks its series until the commit (writeInvoice).
 */
export async function settleBooking(tx: Tx, row: BookingRow, at: Date, jobs: InvoiceEmailQueue): Promise<void> {
  await settlePaymentStatus(tx, row, at);
  await issueInvoiceIfDue(tx, row.id, at, jobs);
}

/** A money step in the order's audit trail, with the listeners' live events. */
export function auditMoney(
  tx: Tx,
  deps: MoneyDeps,
  row: BookingRow,
  actor: ActorRef,
  to: string,
  note: string,
  at: Date,
  amountPaise?: number,
) {
  const step = { trip: null, from: null, to, note, ...(amountPaise === undefined ? {} : { amountPaise }) };
  return writeOrderEvents(tx, deps, { bookingId: row.id, customerId: row.customerId }, actor, [step], at);
}

/** Due now: the final bill less what was taken. Refused while the bill is an estimate or the order is cancelled. */
async function dueNow(tx: Tx, row: BookingRow): Promise<number> {
  if (row.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.orderCancelled);
  if (!row.billFinalAt) throw conflict(PAYMENT_MESSAGES.billNotFinal);
  const due = amountDue(row.finalPaise, (await paidTotals(tx, row.id)).capturedPaise);
  if (due <= 0) throw conflict(PAYMENT_MESSAGES.nothingDue);
  return due;
}

export interface OnlineCheckout {
  payment: PaymentRow;
  booking: BookingRow;
}

/**
 * The customer's 'Pay ₹X now': a provider order for exactly the amount due, reused while it is open for that amount.
 * The provider is asked outside the row lock; the amount is checked again under it before the order is recorded.
 */
export async function startOnlinePayment(deps: MoneyDeps, bookingId: string, customerId: string): Promise<OnlineCheckout> {
  const mine = (row: BookingRow) => {
    if (row.customerId !== customerId) throw notFound(BOOKING_MESSAGES.notFound);
    return row;
  };
  const first = await deps.db.transaction(async (tx) => {
    const booking = mine(await lockBooking(tx, bookingId));
    const due = await dueNow(tx, booking);
    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, bookingId),
          eq(payments.method, 'online'),
          eq(payments.status, 'created'),
          eq(payments.amountPaise, due),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return { booking, due, open };
  });
  if (first.open) return { payment: first.open, booking: first.booking };
  const order = await deps.provider.createOrder({
    amountPaise: first.due,
    receipt: first.booking.customOrderId,
    notes: { booking_id: bookingId, order_number: first.booking.customOrderId },
  });
  return deps.db.transaction(async (tx) => {
    const booking = mine(await lockBooking(tx, bookingId));
    if ((await dueNow(tx, booking)) !== order.amountPaise) throw conflict(PAYMENT_MESSAGES.nothingDue);
    const [payment] = await tx
      .insert(payments)
      .values({
        bookingId,
        method: 'online',
        amountPaise: order.amountPaise,
        provider: deps.provider.name,
        providerOrderId: order.id,
        createdAt: deps.now(),
      })
      .returning();
    return { payment: payment!, booking };
  });
}

type ProviderRef = { orderId: string } | { qrId: string };

async function findPayment(tx: Tx, provider: string, ref: ProviderRef) {
  const where =
    'orderId' in ref
      ? and(eq(payments.provider, provider), eq(payments.providerOrderId, ref.orderId))
      : and(eq(payments.provider, provider), eq(payments.providerQrId, ref.qrId));
  const [found] = await tx.select({ id: payments.id, bookingId: payments.bookingId }).from(payments).where(where);
  return found ?? null;
}

export type CaptureResult = { outcome: 'captured' | 'already' | 'unknown'; payment: PaymentRow | null };

/**
 * A payment the provider took, however the news came (the checkout's signature, the webhook, reconciliation): the
 * first capture counts, every later one finds it captured and changes nothing.
 */
export async function captureProviderPayment(deps: MoneyDeps, ref: ProviderRef, paid: ProviderPayment): Promise<CaptureResult> {
  let recorded: RecordedMoves | undefined;
  const result = await deps.db.transaction(async (tx): Promise<CaptureResult> => {
    const found = await findPayment(tx, deps.provider.name, ref);
    if (!found) return { outcome: 'unknown', payment: null };
    const row = await lockBooking(tx, found.bookingId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
    if (!payment) return { outcome: 'unknown', payment: null };
    if (payment.status !== 'created' && payment.status !== 'failed') {
      if (payment.providerPaymentId !== paid.id)
        deps.log?.error(
          { bookingId: row.id, paymentId: payment.id, second: paid.id },
          'payments: a second payment on one order; refund it by hand',
        );
      return { outcome: 'already', payment };
    }
    const at = deps.now();
    const [captured] = await tx
      .update(payments)
      .set({ status: 'captured', providerPaymentId: paid.id, amountPaise: paid.amountPaise, capturedAt: at, failureReason: null })
      .where(eq(payments.id, payment.id))
      .returning();
    const actor: ActorRef = { role: 'customer', id: row.customerId };
    recorded = await auditMoney(
      tx,
      deps,
      row,
      actor,
      'payment_captured',
      `${rupees(paid.amountPaise)} paid ${METHOD_WORDS[payment.method]} (${paid.id})`,
      at,
      paid.amountPaise,
    );
    await settleBooking(tx, row, at, deps.jobs ?? null);
    return { outcome: 'captured', payment: captured! };
  });
  if (recorded) await announceMoves(deps, recorded);
  return result;
}

/** An attempt the bank declined: the payment stays open to a later success (a retry on the same order). */
export async function failProviderPayment(deps: MoneyDeps, ref: ProviderRef, failed: ProviderPayment): Promise<void> {
  let recorded: RecordedMoves | undefined;
  await deps.db.transaction(async (tx) => {
    const found = await findPayment(tx, deps.provider.name, ref);
    if (!found) return;
    const row = await lockBooking(tx, found.bookingId);
    const at = deps.now();
    const [changed] = await tx
      .update(payments)
      .set({ status: 'failed', failedAt: at, failureReason: failed.errorDescription ?? 'Payment failed' })
      .where(and(eq(payments.id, found.id), eq(payments.status, 'created')))
      .returning();
    if (!changed) return;
    const actor: ActorRef = { role: 'customer', id: row.customerId };
    recorded = await auditMoney(
      tx,
      deps,
      row,
      actor,
      'payment_failed',
      `${rupees(failed.amountPaise)} ${METHOD_WORDS[changed.method]}: ${changed.failureReason}`,
      at,
    );
  });
  if (recorded) await announceMoves(deps, recorded);
}

/** The delivery rider's own trip, started: the only one who collects at the door. */
async function requireDeliveryRider(tx: Tx, bookingId: string, riderId: string): Promise<void> {
  const [delivery] = await tx
    .select()
    .from(trips)
    .where(and(eq(trips.bookingId, bookingId), eq(trips.kind, 'delivery')));
  if (!delivery || delivery.riderId !== riderId) throw forbidden(PAYMENT_MESSAGES.notYourDelivery);
  if (delivery.status !== 'picked_up') throw conflict(PAYMENT_MESSAGES.deliveryNotStarted);
}

/** Cash at the door: the amount due is taken; what was handed over beyond it is change the rider gives back. */
export async function recordCash(deps: MoneyDeps, riderId: string, bookingId: string, receivedPaise: number) {
  let recorded: RecordedMoves | undefined;
  let openQrs: string[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockBooking(tx, bookingId);
    await requireDeliveryRider(tx, bookingId, riderId);
    const due = await dueNow(tx, row);
    if (receivedPaise < due) throw badRequest(PAYMENT_MESSAGES.cashTooLittle(rupees(due)), 'received');
    const at = deps.now();
    const [payment] = await tx
      .insert(payments)
      .values({
        bookingId,
        method: 'cash',
        amountPaise: due,
        status: 'captured',
        receivedPaise,
        collectedByRiderId: riderId,
        createdAt: at,
        capturedAt: at,
      })
      .returning();
    // A QR shown before the customer chose cash is closed, so it cannot be paid as well.
    const closed = await tx
      .update(payments)
      .set({ status: 'failed', failedAt: at, failureReason: 'Paid in cash instead' })
      .where(and(eq(payments.bookingId, bookingId), eq(payments.method, 'upi_qr'), eq(payments.status, 'created')))
      .returning({ qrId: payments.providerQrId });
    openQrs = closed.flatMap((c) => (c.qrId ? [c.qrId] : []));
    const change = changeOwed(due, receivedPaise);
    const note = `${rupees(due)} paid in cash to the rider${change ? ` (received ${rupees(receivedPaise)}, change ${rupees(change)})` : ''}`;
    recorded = await auditMoney(tx, deps, row, { role: 'rider', id: riderId }, 'payment_captured', note, at, due);
    await settleBooking(tx, row, at, deps.jobs ?? null);
    return { payment: payment!, changePaise: change };
  });
  await announceMoves(deps, recorded!);
  for (const qrId of openQrs)
    await deps.provider.closeQr(qrId).catch((err: unknown) => deps.log?.error({ err, qrId }, 'payments: closing a QR failed'));
  return result;
}

/** The rider's UPI QR for the exact amount due: single use, open for 30 minutes, reused while it is. */
export async function showUpiQr(deps: MoneyDeps, riderId: string, bookingId: string) {
  const check = async (tx: Tx) => {
    const row = await lockBooking(tx, bookingId);
    await requireDeliveryRider(tx, bookingId, riderId);
    return { row, due: await dueNow(tx, row) };
  };
  // Reused while it has at least 5 minutes left.
  const openUntil = new Date(deps.now().getTime() + 5 * 60_000);
  const first = await deps.db.transaction(async (tx) => {
    const { row, due } = await check(tx);
    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, bookingId),
          eq(payments.method, 'upi_qr'),
          eq(payments.status, 'created'),
          eq(payments.amountPaise, due),
          gt(payments.expiresAt, openUntil),
        ),
      )
      .limit(1);
    return { row, due, open };
  });
  if (first.open) return first.open;
  const closeBy = new Date(deps.now().getTime() + UPI_QR_MINUTES * 60_000);
  const qr = await deps.provider.createUpiQr({
    amountPaise: first.due,
    description: `Washday order ${first.row.customOrderId}`,
    closeBy,
    notes: { booking_id: bookingId, order_number: first.row.customOrderId },
  });
  return deps.db.transaction(async (tx) => {
    const { due } = await check(tx);
    if (due !== qr.amountPaise) throw conflict(PAYMENT_MESSAGES.nothingDue);
    const [payment] = await tx
      .insert(payments)
      .values({
        bookingId,
        method: 'upi_qr',
        amountPaise: qr.amountPaise,
        provider: deps.provider.name,
        providerQrId: qr.id,
        qrContent: qr.upiUri,
        expiresAt: qr.closeBy,
        collectedByRiderId: riderId,
        createdAt: deps.now(),
      })
      .returning();
    return payment!;
  });
}

/** An admin lets the delivery complete with money still due (the customer pays later), saying why. */
export async function markCollectLater(deps: MoneyDeps, adminId: string, bookingId: string, reason: string) {
  let recorded: RecordedMoves | undefined;
  await deps.db.transaction(async (tx) => {
    const row = await lockBooking(tx, bookingId);
    if (row.status === 'cancelled' || row.status === 'completed') throw conflict(PAYMENT_MESSAGES.nothingDue);
    const at = deps.now();
    await tx.update(bookings).set({ collectLaterReason: reason, updatedAt: at }).where(eq(bookings.id, bookingId));
    recorded = await auditMoney(tx, deps, row, { role: 'admin', id: adminId }, 'collect_later', reason, at);
  });
  await announceMoves(deps, recorded!);
}

/** Online and QR payments still open that were made before `before`, oldest first, for the reconciliation job. */
export function openPayments(db: Db, before: Date, limit = 100) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'created'), inArray(payments.method, ['online', 'upi_qr']), lt(payments.createdAt, before)))
    .orderBy(payments.createdAt)
    .limit(limit);
}
