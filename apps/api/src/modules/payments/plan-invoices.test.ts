import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, gstIncluded, invoiceEmailCopy } from '@washday/core';
import { invoices, planCycles, userPreferences, users } from '../../db/schema/index.js';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { insertInvoice } from '../../test/invoice-fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { advancePlans, reconcilePlanPayments } from '../plans/plan-cycles.js';
import { planDepsOf } from '../plans/plans.routes.js';
import { sendInvoiceEmail } from './invoice-email.js';
import { nextDocumentNumber, type InvoiceSnapshot } from './invoices.js';
import { signedWebhook, type LocalPaymentProvider } from './local-provider.js';

const WEBHOOK = '/api/payments/webhooks/razorpay';
const DAY = 86_400_000;

describe('tax invoices for laundry plan cycles (decision 0042)', () => {
  const ctx = useTestApp();
  let phone = 9_731_000_000;
  const local = () => ctx.app.paymentProvider as LocalPaymentProvider;
  const db = () => ctx.app.database.db;

  let adminHeaders: Record<string, string> | undefined;
  async function admin() {
    if (!adminHeaders) {
      const crew = await tripCrew(ctx.app, '9610000001', '9610000002');
      adminHeaders = crew.as.admin;
    }
    return adminHeaders;
  }
  async function customer(name = 'Meera Iyer') {
    const me = await createCustomer(ctx.app, String(++phone), name);
    return { id: me.id, headers: bearer(await tokenFor(ctx.app, 'customer', me.id)) };
  }
  let plans = 0;
  async function definePlan() {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: await admin(),
      payload: {
        name: `Family ${++plans}`,
        price: 1180,
        kg_included: 30,
        pieces_included: 10,
        pickups_included: null,
        dry_clean_discount_percent: 0,
        free_delivery: true,
        rollover: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ plan: { id: string; name: string } }>().plan;
  }
  /** Chooses the plan and opens its first cycle's checkout: the cycle is due, its provider order open. */
  async function choosePlan(me: { headers: Record<string, string> }, plan: { id: string }) {
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/plans/subscription',
      headers: me.headers,
      payload: { plan_id: plan.id },
    });
    expect(chosen.statusCode).toBe(201);
    const start = await ctx.app.inject({ method: 'POST', url: '/api/plans/subscription/pay', headers: me.headers });
    const orderId = start.json<{ checkout: { order_id: string } }>().checkout.order_id;
    const [cycle] = await db().select().from(planCycles).where(eq(planCycles.providerOrderId, orderId));
    return { orderId, cycleId: cycle!.id };
  }
  async function subscribedCustomer(name?: string) {
    const plan = await definePlan();
    const me = await customer(name);
    return { plan, me, ...(await choosePlan(me, plan)) };
  }
  const webhook = (hook: { body: string; signature: string; eventId: string }) =>
    ctx.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hook.signature,
        'x-razorpay-event-id': hook.eventId,
      },
      payload: hook.body,
    });
  const verify = (headers: Record<string, string>, orderId: string, paymentId: string, signature: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/plans/subscription/pay/verify',
      headers,
      payload: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
    });
  const cycleInvoices = (cycleId: string) => db().select().from(invoices).where(eq(invoices.planCycleId, cycleId));

  it('invoices a paid cycle once, between two orders in the same series, however often the payment is confirmed', async () => {
    const { plan, me, orderId, cycleId } = await subscribedCustomer('रेखा शर्मा');
    await db().update(users).set({ gstin: '06AAACR5055K1Z6' }).where(eq(users.id, me.id));
    const before = await insertInvoice(ctx.app, (await insertBooking(ctx.app, me.id)).id, ctx.clock.now());
    expect(await cycleInvoices(cycleId)).toEqual([]);

    const { payment, signature } = local().payOrder(orderId);
    const hook = signedWebhook('payment.captured', { payment }, ctx.clock.now());
    // The webhook, its replay, a second event for the same payment and the checkout's confirmation, all at once.
    const answers = await Promise.all([
      webhook(hook),
      webhook(hook),
      webhook(signedWebhook('payment.captured', { payment }, ctx.clock.now())),
      verify(me.headers, orderId, payment.id, signature),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    await webhook(hook);
    expect(await reconcilePlanPayments(planDepsOf(ctx.app))).toBe(0);

    const [invoice, ...more] = await cycleInvoices(cycleId);
    expect(more).toEqual([]);
    expect(invoice!.bookingId).toBeNull();
    expect([invoice!.financialYear, invoice!.sequence]).toEqual([before.financialYear, before.sequence + 1]);
    const after = await insertInvoice(ctx.app, (await insertBooking(ctx.app, me.id)).id, ctx.clock.now());
    expect(after.sequence).toBe(before.sequence + 2);

    // The price includes GST, as an order's bill does: ₹1,180 is ₹1,000 taxable and ₹90 + ₹90 in Haryana.
    const split = gstIncluded(118_000, 18, true);
    expect(invoice).toMatchObject({
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: 0,
      totalPaise: 118_000,
      placeOfSupplyCode: '06',
    });
    const snapshot = invoice!.snapshot as InvoiceSnapshot;
    expect(snapshot).toMatchObject({
      subject: 'plan',
      customer: { name: 'रेखा शर्मा', gstin: '06AAACR5055K1Z6' },
      lines: [{ sac: snapshot.supplier.sac, quantity: 1, unit: 'month', amountPaise: 118_000 }],
      payments: [{ method: 'online', amountPaise: 118_000, reference: payment.id }],
    });
    expect(snapshot.lines[0]!.description).toMatch(new RegExp(`^${plan.name} laundry plan, 22 Nov 2026 – 22 Dec 2026$`));
    expect(snapshot.orderNumber).toMatch(/^PLAN-[0-9A-F]{8}-1$/);

    // The customer sees it on their plan, operations on the subscriber's cycles.
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/plans/subscription', headers: me.headers });
    expect(mine.json().subscription.paid_cycles).toMatchObject([{ id: cycleId, invoice_number: invoice!.number }]);
    const subscribers = await ctx.app.inject({ method: 'GET', url: '/api/admin/plans/subscribers', headers: await admin() });
    const row = subscribers.json().subscribers.find((s: { customer: { _id: string } }) => s.customer._id === me.id);
    expect(row.cycles).toMatchObject([{ id: cycleId, invoice_number: invoice!.number, credit_note_number: null }]);
  });

  it('gives its customer alone the PDF, in English with the Hindi name as typed', async () => {
    const { plan, me, orderId, cycleId } = await subscribedCustomer('रेखा शर्मा');
    const url = `/api/plans/cycles/${cycleId}/invoice.pdf`;
    const early = await ctx.app.inject({ method: 'GET', url, headers: me.headers });
    expect([early.statusCode, early.json().message]).toEqual([404, PLAN_MESSAGES.invoiceNotIssued]);

    const { payment, signature } = local().payOrder(orderId);
    expect((await verify(me.headers, orderId, payment.id, signature)).statusCode).toBe(200);
    const [invoice] = await cycleInvoices(cycleId);
    const res = await ctx.app.inject({ method: 'GET', url, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice!.number.replace(/\//g, '-')}.pdf"`);
    const text = (await pdfText(res.rawPayload)).join('\n');
    for (const words of ['Tax Invoice', invoice!.number, 'Plan ref.: PLAN-', `${plan.name} laundry plan`, 'रेखा शर्मा', '999712'])
      expect(text).toContain(words);

    const other = await customer();
    const theirs = await ctx.app.inject({ method: 'GET', url, headers: other.headers });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/plans/cycles/${crypto.randomUUID()}/invoice.pdf`,
      headers: other.headers,
    });
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, PLAN_MESSAGES.cycleNotFound]);
    expect([missing.statusCode, missing.json().message]).toEqual([404, PLAN_MESSAGES.cycleNotFound]);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: await admin() })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/plans/cycles/not-an-id/invoice.pdf', headers: me.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('issues one credit note for a refunded cycle, and the register lists both with the GST split', async () => {
    const { me, orderId, cycleId } = await subscribedCustomer('Kabir Rao');
    const { payment, signature } = local().payOrder(orderId);
    await verify(me.headers, orderId, payment.id, signature);
    const [invoice] = await cycleInvoices(cycleId);
    const refund = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/plans/cycles/${cycleId}/refund`,
        headers: adminHeaders!,
        payload: { reason: 'Moved city' },
      });
    await admin();
    const [a, b] = await Promise.all([refund(), refund()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [cycle] = await db().select().from(planCycles).where(eq(planCycles.id, cycleId));
    expect(cycle!.creditNoteNumber).toMatch(/^CN\//);
    expect(a.json().cycle.credit_note_number ?? b.json().cycle.credit_note_number).toBe(cycle!.creditNoteNumber);
    expect((await refund()).json().cycle).toMatchObject({ status: 'refunded', credit_note_number: cycle!.creditNoteNumber });
    // The same credit note series as orders': the next one follows it.
    const next = await db().transaction((tx) => nextDocumentNumber(tx, 'creditNote', ctx.clock.now()));
    expect(next.number.split('/').at(-1)).toBe(
      String(Number(cycle!.creditNoteNumber!.split('/').at(-1)) + 1).padStart(next.number.split('/').at(-1)!.length, '0'),
    );

    const day = ctx.clock.now().toISOString().slice(0, 10);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/register.csv?from=${day}&to=${day}`,
      headers: adminHeaders!,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    const invoiceLine = lines.find((l) => l.startsWith(`Invoice,${invoice!.number},`));
    const creditLine = lines.find((l) => l.startsWith(`Credit note,${cycle!.creditNoteNumber},`));
    const reference = (invoice!.snapshot as InvoiceSnapshot).orderNumber;
    expect(invoiceLine).toContain(`,${reference},Kabir Rao,,06-Haryana,1000,90,90,0,1180,`);
    expect(creditLine).toContain(`,${invoice!.number},${reference},Kabir Rao,,06-Haryana,-1000,-90,-90,0,-1180,refunded`);
  });

  it("emails a customer with email copies on their cycle's invoice, in their language, naming the plan", async () => {
    const { me, orderId, cycleId } = await subscribedCustomer('Asha Verma');
    const to = 'asha.plan@example.com';
    await db().update(users).set({ email: to }).where(eq(users.id, me.id));
    await db()
      .insert(userPreferences)
      .values({ userId: me.id, preferences: { notifications: { email: true }, communication: { language: 'hindi' } } });
    const { payment, signature } = local().payOrder(orderId);
    await verify(me.headers, orderId, payment.id, signature);
    const [invoice] = await cycleInvoices(cycleId);
    expect(invoice!.emailStatus).toBe('queued');

    const deps = { db: db(), email: ctx.app.senders.email, clock: ctx.app.clock };
    expect(await sendInvoiceEmail(deps, invoice!.id)).toEqual({ status: 'sent' });
    expect(await sendInvoiceEmail(deps, invoice!.id)).toEqual({ status: 'already sent' });
    const sent = ctx.app.outbox.emails().filter((e) => e.to === to);
    const words = invoiceEmailCopy(
      {
        invoiceNumber: invoice!.number,
        orderNumber: (invoice!.snapshot as InvoiceSnapshot).orderNumber,
        totalPaise: 118_000,
        customerName: 'Asha Verma',
        plan: true,
      },
      'hi',
    );
    expect(sent.map((e) => [e.subject, e.attachments?.length])).toEqual([[words.subject, 1]]);
    expect(words.subject).toContain('लॉन्ड्री प्लान');
  });

  it("keeps an ended plan's invoices listed and downloadable for its customer alone, newest first", async () => {
    const start = ctx.clock.now();
    const [older, newer, another] = [await definePlan(), await definePlan(), await definePlan()];
    const me = await customer('Nisha Kapoor');
    const list = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/plans/invoices', headers });
    const pay = async (headers: Record<string, string>, orderId: string) => {
      const { payment, signature } = local().payOrder(orderId);
      expect((await verify(headers, orderId, payment.id, signature)).statusCode).toBe(200);
    };
    expect((await list(me.headers)).json()).toEqual({ success: true, invoices: [] });

    // The first plan: paid, cancelled, and ended at its cycle's end.
    const first = await choosePlan(me, older);
    await pay(me.headers, first.orderId);
    const cancelled = await ctx.app.inject({ method: 'POST', url: '/api/plans/subscription/cancel', headers: me.headers });
    const end = new Date(cancelled.json().subscription.period_end);
    const [firstInvoice] = await cycleInvoices(first.cycleId);
    try {
      ctx.clock.set(end);
      expect((await advancePlans(planDepsOf(ctx.app))).ended).toBeGreaterThanOrEqual(1);
      // Sessions end when the clock moves a month on: sign in afresh.
      const headers = bearer(await tokenFor(ctx.app, 'customer', me.id));
      const card = await ctx.app.inject({ method: 'GET', url: '/api/plans/subscription', headers });
      expect(card.json().subscription).toBeNull();
      const ended = await list(headers);
      expect(ended.statusCode).toBe(200);
      expect(ended.json().invoices).toEqual([
        {
          cycle_id: first.cycleId,
          subscription_id: expect.any(String),
          plan_name: older.name,
          status: 'paid',
          period_start: start.toISOString(),
          period_end: end.toISOString(),
          amount: 1180,
          refunded: 0,
          paid_at: start.toISOString(),
          invoice_number: firstInvoice!.number,
          issued_at: start.toISOString(),
          credit_note_number: null,
        },
      ]);
      const pdf = await ctx.app.inject({ method: 'GET', url: `/api/plans/cycles/${first.cycleId}/invoice.pdf`, headers });
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect((await pdfText(pdf.rawPayload)).join('\n')).toContain(firstInvoice!.number);

      // A new plan chosen later: its cycle is on the plan card; the ended plan's is not, but both are listed.
      ctx.clock.advance(DAY);
      const second = await choosePlan({ headers }, newer);
      await pay(headers, second.orderId);
      const [secondInvoice] = await cycleInvoices(second.cycleId);
      const live = (await ctx.app.inject({ method: 'GET', url: '/api/plans/subscription', headers })).json().subscription;
      expect(live.paid_cycles.map((c: { id: string }) => c.id)).toEqual([second.cycleId]);
      const both = (await list(headers)).json().invoices;
      expect(both.map((i: { cycle_id: string }) => i.cycle_id)).toEqual([second.cycleId, first.cycleId]);
      expect(both[0]).toMatchObject({ subscription_id: live.id, plan_name: newer.name, invoice_number: secondInvoice!.number });
      expect(both[1].subscription_id).not.toBe(live.id);

      // Refunded by operations, that plan ends too: listed with its credit note.
      const [adminRow] = await db().query.adminUsers.findMany();
      const refund = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/plans/cycles/${second.cycleId}/refund`,
        headers: bearer(await tokenFor(ctx.app, 'admin', adminRow!.id)),
        payload: { reason: 'Moved city' },
      });
      expect(refund.statusCode, refund.body).toBe(200);
      const afterRefund = (await list(headers)).json().invoices;
      expect(afterRefund[0]).toMatchObject({
        cycle_id: second.cycleId,
        status: 'refunded',
        refunded: 1180,
        credit_note_number: refund.json().cycle.credit_note_number,
      });
      expect(afterRefund[0].credit_note_number).toMatch(/^CN\//);

      // Another customer's invoices never appear in theirs, nor theirs in another's; guests and admins are refused.
      const other = await customer('Kabir Rao');
      const theirCycle = await choosePlan(other, another);
      await pay(other.headers, theirCycle.orderId);
      const theirs = (await list(other.headers)).json().invoices;
      expect(theirs.map((i: { cycle_id: string }) => i.cycle_id)).toEqual([theirCycle.cycleId]);
      const mine = (await list(headers)).json().invoices;
      expect(mine.map((i: { cycle_id: string }) => i.cycle_id)).toEqual([second.cycleId, first.cycleId]);
      const foreign = await ctx.app.inject({
        method: 'GET',
        url: `/api/plans/cycles/${first.cycleId}/invoice.pdf`,
        headers: other.headers,
      });
      expect([foreign.statusCode, foreign.json().message]).toEqual([404, PLAN_MESSAGES.cycleNotFound]);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/plans/invoices' })).statusCode).toBe(401);
      expect((await list(bearer(await tokenFor(ctx.app, 'admin', adminRow!.id)))).statusCode).toBe(401);
    } finally {
      ctx.clock.set(start);
    }
  });
});
