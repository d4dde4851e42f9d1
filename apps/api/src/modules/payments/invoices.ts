import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  GST_STATE_CODES,
  documentNumber,
  financialYearOf,
  gstIncluded,
  isIntraState,
  normalizeAddress,
  placeOfSupplyCode,
  resolvePreferences,
  sendsEmailCopy,
  type BusinessSettings,
  type InvoiceSeries,
} from '@washday/core';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { bookingItems, bookings, documentSeries, invoices, payments, userPreferences, users } from '../../db/schema/index.js';
import { paidTotals } from '../booking-records/booking-money.js';
import { readBusinessSettings } from './business-settings.repository.js';

// Tax invoices (docs/decisions/0033-money.md): issued once per order, when it is completed and paid, numbered
// consecutively within the financial year, with a snapshot of everything printed so later edits rewrite nothing.

/** The job that emails a customer their invoice (invoice-email.ts). */
export const INVOICE_EMAIL_JOB = 'send-invoice-email';
/** A refused email is tried again after 30 s, 60 s, 120 s... five more times. */
export const INVOICE_EMAIL_RETRIES = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
/** Where the invoice's email job is queued, in the issuing transaction; null (the demo seed) sends none. */
export type InvoiceEmailQueue = Pick<JobQueue, 'send'> | null;

const STATE_BY_CODE = new Map(Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state]));

export interface InvoiceSnapshot {
  supplier: BusinessSettings;
  customer: { name: string; phone: string; address: string; gstin: string | null };
  placeOfSupply: { code: string; state: string };
  /** The order's number, or for a laundry plan's cycle (subject 'plan') its reference, e.g. PLAN-1A2B3C4D-2. */
  orderNumber: string;
  /** What was supplied: an order (absent, as on invoices issued before plans were invoiced) or a plan's cycle. */
  subject?: 'order' | 'plan';
  lines: Array<{ description: string; sac: string; quantity: number; unit: string; unitPricePaise: number; amountPaise: number }>;
  subtotalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  split: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    ratePercent: number;
    intraState: boolean;
  };
  totalPaise: number;
  payments: Array<{ method: string; amountPaise: number; at: string; reference: string | null }>;
}

/**
 * The next number of a series in a financial year, in the caller's transaction. The upsert locks the series' row
 * until the transaction ends, so concurrent issuers take turns; a rollback gives its number back: no gaps, no twins.
 */
export async function nextDocumentNumber(
  tx: DbOrTx,
  series: InvoiceSeries,
  at: Date,
): Promise<{ number: string; financialYear: string; sequence: number }> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.series, documentSeries.financialYear],
      set: { lastSequence: sql`${documentSeries.lastSequence} + 1` },
    })
    .returning({ sequence: documentSeries.lastSequence });
  const sequence = row!.sequence;
  return { number: documentNumber(series, financialYear, sequence), financialYear, sequence };
}

/**
 * Numbers an invoice from its snapshot and writes it, in the caller's transaction (the number's row lock). Its subject
 * is a booking's id, or a laundry plan's cycle: one series for both (decision 0042). With `emailTo`, the customer's
 * email of it is queued in the same transaction. The number comes last: its series' row stays locked until the
 * commit, and every issuer waits for it, so only the invoice's own row is written after it (and the caller commits).
 */
export async function writeInvoice(
  tx: DbOrTx,
  subject: string | { planCycleId: string },
  snapshot: InvoiceSnapshot,
  at: Date,
  emailTo: InvoiceEmailQueue = null,
): Promise<typeof invoices.$inferSelect> {
  const id = randomUUID();
  if (emailTo) await emailTo.send(INVOICE_EMAIL_JOB, { invoiceId: id }, INVOICE_EMAIL_RETRIES, tx);
  const { number, financialYear, sequence } = await nextDocumentNumber(tx, 'invoice', at);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      id,
      ...(typeof subject === 'string' ? { bookingId: subject } : { planCycleId: subject.planCycleId }),
      number,
      financialYear,
      sequence,
      issuedAt: at,
      placeOfSupplyCode: snapshot.placeOfSupply.code,
      taxablePaise: snapshot.split.taxablePaise,
      cgstPaise: snapshot.split.cgstPaise,
      sgstPaise: snapshot.split.sgstPaise,
      igstPaise: snapshot.split.igstPaise,
      totalPaise: snapshot.totalPaise,
      snapshot,
      emailStatus: emailTo ? 'queued' : null,
    })
    .returning();
  return invoice!;
}

/** The address as printed: a saved address's full line already holds its flat, so the flat is added only when missing. */
export function withFlat(flatNo: string | null, address: string): string {
  const flat = flatNo?.trim();
  return flat && !normalizeAddress(address).includes(normalizeAddress(flat)) ? `${flat}, ${address}` : address;
}

/** The place of supply of a booking: its address's state, else the supplier's (the decision record says why). */
export function placeOfSupply(address: string, supplier: BusinessSettings): { code: string; state: string } {
  const code = placeOfSupplyCode(address) ?? supplier.stateCode;
  return { code, state: STATE_BY_CODE.get(code) ?? code };
}

/**
 * Issues the booking's tax invoice if it is completed, fully paid and has none yet; in the caller's transaction,
 * which holds the booking's row lock. Returns the invoice's number when one was issued now. A customer with email
 * copies on and an address gets it by email: its job is written in this transaction, so it exists exactly when the
 * invoice does (a crash after the commit cannot lose it), and the job claims the invoice before sending (once).
 */
export async function issueInvoiceIfDue(tx: Tx, bookingId: string, at: Date, jobs: InvoiceEmailQueue): Promise<string | null> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.status !== 'completed' || booking.finalPaise <= 0) return null;
  // Paid in full at some point: a refund made before completion (a damaged item) still leaves a sale to invoice.
  if ((await paidTotals(tx, bookingId)).capturedPaise < booking.finalPaise) return null;
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookingId));
  if (existing) return null;

  const supplier = await readBusinessSettings(tx);
  const place = placeOfSupply(booking.address, supplier);
  const split = gstIncluded(booking.finalPaise, supplier.gstRatePercent, isIntraState(supplier.stateCode, place.code));
  const [lines, paid, [customer]] = await Promise.all([
    tx.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)).orderBy(asc(bookingItems.sortOrder)),
    tx
      .select()
      .from(payments)
      .where(
        sql`${payments.bookingId} = ${bookingId} and ${inArray(payments.status, ['captured', 'partially_refunded', 'refunded'])}`,
      )
      .orderBy(asc(payments.capturedAt)),
    // The customer's GSTIN and email switch as they are at issue: the snapshot keeps the GSTIN from then on.
    tx
      .select({ gstin: users.gstin, email: users.email, preferences: userPreferences.preferences })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(eq(users.id, booking.customerId)),
  ]);
  const emailed = Boolean(jobs && customer?.email && sendsEmailCopy(resolvePreferences(customer.preferences), 'order'));
  const snapshot: InvoiceSnapshot = {
    supplier,
    customer: {
      name: booking.contactName ?? 'Customer',
      phone: booking.contactPhone,
      address: withFlat(booking.flatNo, booking.address),
      gstin: customer?.gstin ?? null,
    },
    placeOfSupply: place,
    orderNumber: booking.customOrderId,
    lines: lines.map((l) => ({
      description: l.serviceName,
      sac: supplier.sac,
      quantity: l.quantity,
      unit: l.unit,
      unitPricePaise: l.unitPricePaise,
      amountPaise: l.totalPricePaise,
    })),
    subtotalPaise: booking.subtotalPaise,
    discountPaise: booking.discountPaise,
    couponCode: booking.couponCode,
    split: {
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      ratePercent: split.ratePercent,
      intraState: split.intraState,
    },
    totalPaise: booking.finalPaise,
    payments: paid.map((p) => ({
      method: p.method,
      amountPaise: p.amountPaise,
      at: (p.capturedAt ?? p.createdAt).toISOString(),
      reference: p.providerPaymentId,
    })),
  };
  const invoice = await writeInvoice(tx, bookingId, snapshot, at, emailed ? jobs : null);
  return invoice.number;
}
