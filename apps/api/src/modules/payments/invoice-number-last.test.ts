import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, invoices, payments, userPreferences, users } from '../../db/schema/index.js';
import { createCustomer, createRider } from '../../test/identity-fixtures.js';
import { countingDb } from '../../test/query-counter.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import type { LifecycleEvents, OrderMovedEvent } from '../orders/order-audit.js';
import { INVOICE_EMAIL_JOB, type InvoiceEmailQueue } from './invoices.js';
import { withMoney } from './money-lifecycle.js';
import { moneyDepsOf } from './payments.routes.js';

// Invoice numbers are gapless: the series' row stays locked from the numbering to the commit, so every other order
// completing then waits. In the simulated day that wait averaged 30 ms a number (765 ms at worst) while the completing
// move went on storing its notices, events and copy jobs after the number. Now the number is the move's last write
// but the invoice's own row (issue 29).

describe("an invoice's number comes last in its transaction", () => {
  const ctx = useTestApp();
  let customerId = '';
  let riderId = '';

  beforeAll(async () => {
    await ctx.app.jobs.start();
    await ctx.app.jobs.stop();
    customerId = (await createCustomer(ctx.app, '9833350001', 'Rekha Sharma')).id;
    await ctx.database.db.update(users).set({ email: 'rekha@example.com' }).where(eq(users.id, customerId));
    await ctx.database.db.insert(userPreferences).values({ userId: customerId, preferences: { notifications: { email: true } } });
    riderId = (await createRider(ctx.app, '9833350002', 'approved')).id;
  });

  /** An order just delivered, paid in cash at the door: its completion issues the invoice. */
  async function deliveredAndPaid() {
    const booking = await insertBooking(ctx.app, customerId);
    const at = ctx.clock.now();
    await ctx.database.db
      .update(bookings)
      .set({ status: 'completed', billFinalAt: at, completedAt: at, paymentStatus: 'pending' })
      .where(eq(bookings.id, booking.id));
    await ctx.database.db.insert(payments).values({
      bookingId: booking.id,
      method: 'cash',
      amountPaise: booking.finalPaise,
      status: 'captured',
      collectedByRiderId: riderId,
      capturedAt: at,
    });
    return booking;
  }

  it('completing a paid order: its payment status, its notices, the email job, then the number and the invoice', async () => {
    const booking = await deliveredAndPaid();
    const { db, statements } = countingDb(ctx.database);
    // The move's notices and the invoice's email job, marked where they happen among the statements.
    const notices: LifecycleEvents = {
      recordMove: async () => void statements.push('(the move’s notices and events)'),
    };
    const jobs: InvoiceEmailQueue = {
      send: (name, data, options, within) => {
        statements.push(`(job ${name})`);
        return ctx.app.jobs.send(name, data, options, within);
      },
    };
    const events = withMoney(notices, () => ({ ...moneyDepsOf(ctx.app), jobs }));
    const step: OrderMovedEvent = {
      trip: null,
      from: 'in_progress',
      to: 'completed',
      note: null,
      bookingId: booking.id,
      customerId,
      actor: { role: 'rider', id: riderId },
      at: ctx.clock.now(),
    };
    await db.transaction((tx) => events.recordMove!(tx, [step]));

    const order = (marker: RegExp) => statements.findIndex((s) => marker.test(s));
    const status = order(/^update "bookings" set "payment_status"/);
    const moved = order(/the move’s notices/);
    const job = order(new RegExp(`\\(job ${INVOICE_EMAIL_JOB}\\)`));
    const numbered = order(/^insert into "document_series"/);
    expect(status, statements.join('\n')).toBeGreaterThanOrEqual(0);
    expect(moved).toBeGreaterThan(status);
    expect(job).toBeGreaterThan(moved);
    expect(numbered).toBeGreaterThan(job);
    // After the number: only the invoice's row, then the commit.
    expect(statements.slice(numbered + 1)).toHaveLength(1);
    expect(statements[numbered + 1]).toMatch(/^insert into "invoices"/);

    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
    expect(invoice).toMatchObject({ emailStatus: 'queued' });
    // The email's job was queued before the invoice's row existed, with the id the row then took.
    const queued = await ctx.database.db.execute<{ invoice: string }>(
      sql`select data->>'invoiceId' as invoice from pgboss.job where name = ${INVOICE_EMAIL_JOB}`,
    );
    const rows = Array.isArray(queued) ? queued : (queued as unknown as { rows: { invoice: string }[] }).rows;
    expect(rows.map((r) => r.invoice)).toEqual([invoice!.id]);
  });
});
