import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceEmailCopy } from '@washday/core';
import { invoices, userPreferences, users } from '../../db/schema/index.js';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder, type Crew } from '../../test/order-journey.js';
import { pdfText } from '../../test/pdf-text.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { COPY_JOB_EXPIRE_SECONDS } from '../notifications/copy-record.js';
import { sendInvoiceEmail } from './invoice-email.js';
import { INVOICE_EMAIL_JOB } from './invoices.js';

// Issue 26: a customer with email copies on gets their tax invoice by email, the PDF attached, in their language;
// its job is written with the invoice (a crash after the commit cannot lose it) and it goes once.

const QUEUE_WAIT = { timeout: 15_000, interval: 50 };

describe('the tax invoice by email', () => {
  const ctx = useTestApp();
  let crew: Crew;
  let phone = 9_640_100_010;

  beforeAll(async () => {
    ctx.clock.set(new Date('2026-11-22T06:00:00Z'));
    crew = await tripCrew(ctx.app, '9640100001', '9640100002');
    // The app had been running, so its queues exist; its workers are stopped until the first test starts them.
    await ctx.app.jobs.start();
    await ctx.app.jobs.stop();
  });

  /** A customer with their email address and preferences, and an order of theirs delivered and paid. */
  async function delivered(email: string | null, preferences: object) {
    const customer = await createCustomer(ctx.app, String(++phone), 'Asha Verma');
    if (email) await ctx.database.db.update(users).set({ email }).where(eq(users.id, customer.id));
    await ctx.database.db.insert(userPreferences).values({ userId: customer.id, preferences });
    const headers = bearer(await tokenFor(ctx.app, 'customer', customer.id));
    const booking = await insertBooking(ctx.app, customer.id);
    await driveOrder(ctx.app, booking.id, crew, headers, 'delivered');
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
    return { invoice: invoice!, booking };
  }

  const invoiceEmails = (to: string) => ctx.app.outbox.emails().filter((e) => e.to === to && e.attachments?.length);

  /** The invoice's email jobs; with `expiry`, how long each may run, in seconds. */
  async function jobsFor(invoiceId: string, expiry?: 'expiry'): Promise<number> {
    const result = await ctx.database.db.execute<{ n: number }>(
      expiry
        ? sql`select extract(epoch from expire_in)::int as n from pgboss.job where name = ${INVOICE_EMAIL_JOB} and data->>'invoiceId' = ${invoiceId}`
        : sql`select count(*)::int as n from pgboss.job where name = ${INVOICE_EMAIL_JOB} and data->>'invoiceId' = ${invoiceId}`,
    );
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows;
    return rows[0]!.n;
  }

  it('is queued with the invoice, then sent once, in Hindi, with the PDF whose text has the invoice number', async () => {
    const to = 'asha@example.com';
    const { invoice, booking } = await delivered(to, {
      notifications: { email: true },
      communication: { language: 'hindi' },
    });
    // Written in the invoice's transaction, before any worker ran: nothing sent yet, nothing to lose.
    expect([invoice.emailStatus, await jobsFor(invoice.id)]).toEqual(['queued', 1]);
    // An instance that dies mid-send leaves the job active for five minutes, not pg-boss's fifteen.
    expect(await jobsFor(invoice.id, 'expiry')).toBe(COPY_JOB_EXPIRE_SECONDS);
    expect(invoiceEmails(to)).toEqual([]);

    await ctx.app.jobs.start();
    await vi.waitFor(() => expect(invoiceEmails(to)).toHaveLength(1), QUEUE_WAIT);
    const [email] = invoiceEmails(to);
    const words = invoiceEmailCopy(
      {
        invoiceNumber: invoice.number,
        orderNumber: booking.customOrderId,
        totalPaise: invoice.totalPaise,
        customerName: 'Asha Verma',
      },
      'hi',
    );
    expect(email!.subject).toBe(words.subject);
    expect(email!.subject).toContain(invoice.number);
    expect(email!.text).toBe(words.text);
    const [file] = email!.attachments!;
    expect(file!.filename).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(file!.contentType).toBe('application/pdf');
    const [page = ''] = await pdfText(file!.content);
    expect(page).toContain(`Invoice no.: ${invoice.number}`);
    await vi.waitFor(async () => {
      const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      expect([row!.emailStatus, row!.emailAttempts]).toEqual(['sent', 1]);
    }, QUEUE_WAIT);

    // A duplicate job (a retry racing it, a redelivery) finds it sent and sends nothing.
    expect(await ctx.app.jobs.runNow(INVOICE_EMAIL_JOB, { invoiceId: invoice.id })).toEqual({ status: 'already sent' });
    expect(invoiceEmails(to)).toHaveLength(1);

    // The development outbox names the file and serves it.
    const outbox = await ctx.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    const listed = outbox.json<{ emails: { subject: string; attachments?: { filename: string; url: string }[] }[] }>().emails;
    const entry = listed.find((e) => e.subject === words.subject);
    expect(entry?.attachments?.map((a) => a.filename)).toEqual([file!.filename]);
    const download = await ctx.app.inject({ method: 'GET', url: entry!.attachments![0]!.url });
    expect([download.statusCode, download.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(download.rawPayload.equals(file!.content)).toBe(true);
    const page2 = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page2.body).toContain(file!.filename);
  });

  it('is in English for a customer who chose English', async () => {
    const to = 'ravi@example.com';
    const { invoice, booking } = await delivered(to, { notifications: { email: true } });
    await vi.waitFor(() => expect(invoiceEmails(to)).toHaveLength(1), QUEUE_WAIT);
    const [email] = invoiceEmails(to);
    expect(email!.subject).toBe(`Tax invoice ${invoice.number} for order ${booking.customOrderId}`);
    expect(email!.text).toContain('Hello Asha Verma,');
    expect(email!.text).toContain('is attached as a PDF');
  });

  it('is not sent when email copies are off or there is no address', async () => {
    const off = await delivered('meena@example.com', { notifications: { email: false } });
    const noAddress = await delivered(null, { notifications: { email: true } });
    for (const { invoice } of [off, noAddress]) expect([invoice.emailStatus, await jobsFor(invoice.id)]).toEqual([null, 0]);
    // The worker is running: give it the chance to send anything it (wrongly) had.
    expect(await ctx.app.jobs.runNow(INVOICE_EMAIL_JOB, { invoiceId: off.invoice.id })).toEqual({ status: 'nothing to send' });
    expect(invoiceEmails('meena@example.com')).toEqual([]);
  });

  it("waits its turn at the email rate before it is claimed, and records 'sent' through a lost connection", async () => {
    await ctx.app.jobs.stop();
    const to = 'kiran@example.com';
    const { invoice } = await delivered(to, { notifications: { email: true } });
    let letGo: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (letGo = resolve));
    let asked = 0;
    // The 'sent' record loses its connection once: retried, not thrown (a retried job would email the invoice twice).
    let lose = 1;
    const db = ctx.database.db;
    const losingDb = new Proxy(db, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (property !== 'update') return typeof value === 'function' ? value.bind(target) : value;
        return (table: typeof invoices) => ({
          set: (values: { emailStatus?: string | null }) =>
            values.emailStatus === 'sent' && lose-- > 0
              ? { where: () => Promise.reject(new Error('write CONNECTION_CLOSED 127.0.0.1:5432')) }
              : target.update(table).set(values),
        });
      },
    });
    const pauses: number[] = [];
    const run = sendInvoiceEmail(
      {
        db: losingDb,
        email: ctx.app.senders.email,
        clock: ctx.clock,
        pause: async (ms) => void pauses.push(ms),
        turn: () => ((asked += 1), waiting),
      },
      invoice.id,
    );
    await vi.waitFor(() => expect(asked).toBe(1), QUEUE_WAIT);
    // Still 'queued' while it waits: a process that dies now leaves it to the queue's retry.
    const [waitingRow] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect([waitingRow!.emailStatus, waitingRow!.emailAttempts]).toEqual(['queued', 0]);
    letGo();
    await expect(run).resolves.toEqual({ status: 'sent' });
    expect(pauses).toHaveLength(1);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect([row!.emailStatus, row!.emailAttempts]).toEqual(['sent', 1]);
    expect(invoiceEmails(to)).toHaveLength(1);
  });
});
