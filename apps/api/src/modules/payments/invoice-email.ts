import { and, eq, inArray, sql } from 'drizzle-orm';
import { invoiceEmailCopy } from '@washday/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { bookings, invoices, planCycles, planSubscriptions, userPreferences, users } from '../../db/schema/index.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { EmailSender } from '../messaging/message-sender.js';
import { customerLanguageOf } from '../messaging/notice-copy.js';
import { COPY_JOB_EXPIRE_SECONDS, recordAfterSend, turnIfSendable, type Pause } from '../notifications/copy-record.js';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.js';
import { INVOICE_EMAIL_JOB, INVOICE_EMAIL_RETRIES, type InvoiceSnapshot } from './invoices.js';

export interface InvoiceEmailResult {
  status: 'sent' | 'already sent' | 'nothing to send';
}

/**
 * Emails a customer their tax invoice, the PDF attached, in their language. Queued in the transaction that issued the
 * invoice when their email copies were on and they had an address. Like a notification's email copy
 * (notification-email.ts), the invoice waits its turn at the provider's rate, then is claimed before it is sent, so a
 * duplicate job or a racing retry sends nothing (at most once) and a process that dies while waiting leaves it to the
 * retry; a refusal is recorded and thrown, so the queue retries it; the record after a send is retried through a lost
 * connection; only a process that dies mid-send leaves it 'sending', which no retry repeats.
 */
export async function sendInvoiceEmail(
  deps: { db: Db; email: EmailSender; clock: Clock; pause?: Pause; turn?: () => Promise<void> },
  invoiceId: string,
): Promise<InvoiceEmailResult> {
  const alreadyHandled = async () => {
    const [row] = await deps.db.select({ status: invoices.emailStatus }).from(invoices).where(eq(invoices.id, invoiceId));
    return { status: row?.status === 'sent' || row?.status === 'sending' ? 'already sent' : 'nothing to send' } as const;
  };
  const sendable = and(eq(invoices.id, invoiceId), inArray(invoices.emailStatus, ['queued', 'failed']));
  const open = async () => (await deps.db.select({ id: invoices.id }).from(invoices).where(sendable)).length > 0;
  if (!(await turnIfSendable(open, deps.turn))) return alreadyHandled();
  const [claimed] = await deps.db
    .update(invoices)
    .set({ emailStatus: 'sending', emailAttempts: sql`${invoices.emailAttempts} + 1` })
    .where(sendable)
    .returning({
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      snapshot: invoices.snapshot,
      bookingId: invoices.bookingId,
      planCycleId: invoices.planCycleId,
    });
  if (!claimed) return alreadyHandled();
  // The name, address and language as they are now: a customer who removed the address since gets nothing. The
  // customer is the order's, or the plan's whose cycle was invoiced (decision 0042).
  const customerId = claimed.bookingId
    ? deps.db.select({ id: bookings.customerId }).from(bookings).where(eq(bookings.id, claimed.bookingId))
    : deps.db
        .select({ id: planSubscriptions.customerId })
        .from(planCycles)
        .innerJoin(planSubscriptions, eq(planSubscriptions.id, planCycles.subscriptionId))
        .where(eq(planCycles.id, claimed.planCycleId!));
  const [customer] = await deps.db
    .select({ name: users.name, email: users.email, preferences: userPreferences.preferences })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(inArray(users.id, customerId));
  if (!customer?.email) {
    await deps.db.update(invoices).set({ emailStatus: null }).where(eq(invoices.id, invoiceId));
    return { status: 'nothing to send' };
  }
  const snapshot = claimed.snapshot as InvoiceSnapshot;
  const words = invoiceEmailCopy(
    {
      invoiceNumber: claimed.number,
      orderNumber: snapshot.orderNumber,
      totalPaise: snapshot.totalPaise,
      customerName: customer.name,
      plan: snapshot.subject === 'plan',
    },
    customerLanguageOf(customer.preferences),
  );
  const record = (set: Partial<typeof invoices.$inferInsert>) =>
    recordAfterSend(() => deps.db.update(invoices).set(set).where(eq(invoices.id, invoiceId)), deps.pause);
  try {
    const pdf = await renderInvoicePdf({ number: claimed.number, issuedAt: claimed.issuedAt, snapshot });
    await deps.email.send({
      channel: 'email',
      to: customer.email,
      ...words,
      attachments: [{ filename: invoiceFileName(claimed.number), contentType: 'application/pdf', content: pdf }],
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await record({ emailStatus: 'failed', emailError: reason });
    throw error;
  }
  await record({ emailStatus: 'sent', emailError: null, emailSentAt: deps.clock.now() });
  return { status: 'sent' };
}

export function invoiceEmailJob(deps: {
  db: Db;
  /** The provider, unpaced: the job takes the email rate's turn itself before it claims an invoice. */
  email: EmailSender;
  clock: Clock;
  turn?: () => Promise<void>;
}): JobDefinition<{ invoiceId: string }, InvoiceEmailResult> {
  return {
    name: INVOICE_EMAIL_JOB,
    pollingIntervalSeconds: 2,
    retryLimit: INVOICE_EMAIL_RETRIES.retryLimit,
    expireInSeconds: COPY_JOB_EXPIRE_SECONDS,
    run: ({ invoiceId }) => sendInvoiceEmail(deps, invoiceId),
  };
}
