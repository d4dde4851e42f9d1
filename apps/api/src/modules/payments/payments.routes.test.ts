import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@washday/core';
import { bookings, orderEvents, payments, refunds } from '../../db/schema/index.js';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder, type Crew } from '../../test/order-journey.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { LOCAL_PROVIDER_SECRETS, signedWebhook, type LocalPaymentProvider } from './local-provider.js';
import { reconcilePayments } from './payments.jobs.js';
import { moneyDepsOf } from './payments.routes.js';

const WEBHOOK = '/api/payments/webhooks/razorpay';

describe('money: the bill, paying online and at the door, webhooks, refunds', () => {
  const ctx = useTestApp();
  let crew: Crew;
  let phone = 9_700_000_000;
  const local = () => ctx.app.paymentProvider as LocalPaymentProvider;

  async function customer() {
    const me = await createCustomer(ctx.app, String(++phone), 'Asha Verma');
    return { id: me.id, headers: bearer(await tokenFor(ctx.app, 'customer', me.id)) };
  }
  async function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) {
    const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field below
    return { status: res.statusCode, body: res.json<Record<string, any>>() };
  }
  /** A ₹20 order (one Regular Iron) taken as far as `stop`. */
  async function order(stop?: Parameters<typeof driveOrder>[4]) {
    crew ??= await tripCrew(ctx.app, '9600000001', '9600000002');
    const me = await customer();
    const booking = await insertBooking(ctx.app, me.id);
    if (stop) await driveOrder(ctx.app, booking.id, crew, me.headers, stop);
    return { me, booking };
  }
  const money = (id: string, headers: Record<string, string>) => call('GET', `/api/bookings/${id}/payments`, headers);
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

  it('keeps the bill an estimate until the pickup is completed, then final with the GST inside it', async () => {
    const { me, booking } = await order();
    const before = await money(booking.id, me.headers);
    expect(before.body.bill).toMatchObject({ final: false, amount: 20, tax: 3.05, due: 20, payment_status: 'pending' });
    const early = await call('POST', `/api/bookings/${booking.id}/payments/online`, me.headers);
    expect([early.status, early.body.message]).toEqual([409, PAYMENT_MESSAGES.billNotFinal]);

    await driveOrder(ctx.app, booking.id, crew, me.headers, 'collected');
    expect((await money(booking.id, me.headers)).body.bill).toMatchObject({ final: true, due: 20 });
    const view = await call('GET', `/api/bookings/${booking.id}`, me.headers);
    // ₹20 × 18/118 = ₹3.05: the tax inside the total, as the booking's charges_breakdown says it.
    expect(view.body.booking.charges_breakdown.tax_amount).toBe(3.05);
  });

  it('counts an online payment only with a valid checkout signature, once however often it is confirmed', async () => {
    const { me, booking } = await order('collected');
    const start = await call('POST', `/api/bookings/${booking.id}/payments/online`, me.headers);
    expect(start.status).toBe(200);
    expect(start.body.checkout).toMatchObject({
      provider: 'local',
      amount: 2000,
      currency: 'INR',
      description: `Order ${booking.customOrderId}`,
    });
    const orderId = start.body.checkout.order_id as string;
    // Asked again while open: the same provider order, never a second one.
    expect((await call('POST', `/api/bookings/${booking.id}/payments/online`, me.headers)).body.checkout.order_id).toBe(orderId);

    const { payment, signature } = local().payOrder(orderId);
    const tampered = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    const verify = (sig: string) =>
      call('POST', `/api/bookings/${booking.id}/payments/online/verify`, me.headers, {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sig,
      });
    const refused = await verify(tampered);
    expect([refused.status, refused.body.error, refused.body.message]).toEqual([
      400,
      'PAYMENT_SIGNATURE',
      PAYMENT_MESSAGES.signatureInvalid,
    ]);
    expect((await money(booking.id, me.headers)).body.bill.payment_status).toBe('pending');

    const paid = await verify(signature);
    expect(paid.status).toBe(200);
    expect(paid.body.bill).toMatchObject({ payment_status: 'paid', paid: 20, due: 0 });
    expect(paid.body.payments).toEqual([
      expect.objectContaining({ method: 'online', amount: 20, status: 'captured', reference: payment.id }),
    ]);
    await verify(signature);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((p) => p.status)).toEqual(['captured']);
    // Someone else's booking cannot be paid or read.
    const other = await customer();
    expect((await call('POST', `/api/bookings/${booking.id}/payments/online`, other.headers)).status).toBe(404);
    expect((await money(booking.id, other.headers)).status).toBe(404);
  });

  it('verifies webhooks on the raw body: a known secret passes, one changed byte or re-serialised JSON fails, a replay does nothing', async () => {
    const { me, booking } = await order('collected');
    const start = await call('POST', `/api/bookings/${booking.id}/payments/online`, me.headers);
    const { payment } = local().payOrder(start.body.checkout.order_id);
    const hook = signedWebhook('payment.captured', { payment }, ctx.clock.now());
    // The fixture signed independently with the known secret is the same signature.
    expect(createHmac('sha256', LOCAL_PROVIDER_SECRETS.webhookSecret).update(hook.body).digest('hex')).toBe(hook.signature);

    const changedByte = hook.body.replace('"amount":2000', '"amount":2001');
    const reserialised = JSON.stringify(JSON.parse(hook.body), null, 1);
    for (const body of [changedByte, reserialised]) {
      const res = await webhook({ ...hook, body });
      expect([res.statusCode, res.json().error]).toEqual([400, 'WEBHOOK_SIGNATURE']);
    }
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload: hook.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await money(booking.id, me.headers)).body.bill.payment_status).toBe('pending');

    const first = await webhook(hook);
    expect([first.statusCode, first.json().handled]).toEqual([200, true]);
    const replay = await webhook(hook);
    expect([replay.statusCode, replay.json().handled]).toEqual([200, false]);
    expect((await money(booking.id, me.headers)).body.bill).toMatchObject({ payment_status: 'paid', paid: 20 });
  });

  it('captures once when the checkout, the webhook and reconciliation report the same payment at once', async () => {
    const { me, booking } = await order('collected');
    const start = await call('POST', `/api/bookings/${booking.id}/payments/online`, me.headers);
    const orderId = start.body.checkout.order_id as string;
    const { payment, signature } = local().payOrder(orderId);
    ctx.clock.advance(16 * 60_000); // old enough for reconciliation to ask
    const results = await Promise.all([
      call('POST', `/api/bookings/${booking.id}/payments/online/verify`, me.headers, {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: signature,
      }),
      webhook(signedWebhook('payment.captured', { payment }, ctx.clock.now())),
      reconcilePayments(moneyDepsOf(ctx.app)),
    ]);
    expect(results[0].status).toBe(200);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((p) => [p.status, p.providerPaymentId])).toEqual([['captured', payment.id]]);
    const captures = await ctx.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.bookingId, booking.id), eq(orderEvents.toState, 'payment_captured')));
    expect(captures).toHaveLength(1);
    expect((await money(booking.id, me.headers)).body.bill.paid).toBe(20);
  });

  it('takes cash at the door from the delivery rider only, gives the change, then lets the delivery complete and issues the invoice', async () => {
    const { me, booking } = await order('out_for_delivery');
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const complete = () =>
      call('POST', '/api/riders/order-action', crew.as.delivery, {
        orderId: booking.id,
        action: 'complete',
        handoverCode: row!.handoverCode,
      });
    const unpaid = await complete();
    expect([unpaid.status, unpaid.body.error, unpaid.body.message]).toEqual([
      409,
      'PAYMENT_DUE',
      PAYMENT_MESSAGES.moneyDue('₹20'),
    ]);

    const cash = (who: Record<string, string>, received: number) =>
      call('POST', `/api/riders/orders/${booking.id}/payments/cash`, who, { received });
    expect((await cash(crew.as.pickup, 20)).status).toBe(403);
    const short = await cash(crew.as.delivery, 15);
    expect([short.status, short.body.field, short.body.message]).toEqual([
      400,
      'received',
      PAYMENT_MESSAGES.cashTooLittle('₹20'),
    ]);
    const taken = await cash(crew.as.delivery, 50);
    expect(taken.body).toMatchObject({
      change: 30,
      message: 'Cash received. Give back ₹30 change.',
      bill: { payment_status: 'paid', due: 0 },
    });
    expect((await cash(crew.as.delivery, 20)).body.message).toBe(PAYMENT_MESSAGES.nothingDue);
    const atTheDoor = await call('GET', `/api/riders/orders/${booking.id}/payment`, crew.as.delivery);
    expect(atTheDoor.body).toMatchObject({ bill: { due: 0 }, qr: null });
    expect(atTheDoor.body.payments).toEqual([expect.objectContaining({ method: 'cash', amount: 20, received: 50 })]);

    expect((await complete()).status).toBe(200);
    const after = await money(booking.id, me.headers);
    expect(after.body.bill.invoice.number).toMatch(/^WD\/26-27\/\d{6}$/);
    expect(after.body.payments).toEqual([
      expect.objectContaining({ method: 'cash', amount: 20, received: 50, collected_by: 'Rider 0002' }),
    ]);
  });

  it('shows a single-use UPI QR for the amount due; the provider’s qr_code.credited webhook marks it paid', async () => {
    const { me, booking } = await order('out_for_delivery');
    const shown = await call('POST', `/api/riders/orders/${booking.id}/payments/upi-qr`, crew.as.delivery);
    expect(shown.status).toBe(200);
    expect(shown.body.qr).toMatchObject({ amount: 20, status: 'created' });
    expect(shown.body.qr.content).toMatch(/^upi:\/\/pay\?pa=washday%40localupi&pn=Washday&am=20\.00&cu=INR/);
    // Shown again (the rider reopened the screen): the same code.
    expect((await call('POST', `/api/riders/orders/${booking.id}/payments/upi-qr`, crew.as.delivery)).body.qr.id).toBe(
      shown.body.qr.id,
    );

    // The development page lists it with a Pay button the browser may run: the app allows no inline script, the
    // page's one script is allowed by its hash.
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/payments' });
    expect(page.body).toContain('UPI QR at the door · ₹20');
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(page.headers['content-security-policy']).toContain(
      `script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );

    const paid = await ctx.app.inject({ method: 'POST', url: `/dev/payments/${shown.body.qr.id}/pay` });
    expect(paid.json()).toEqual({ success: true, handled: true });
    const rider = await call('GET', `/api/riders/orders/${booking.id}/payment`, crew.as.delivery);
    expect(rider.body).toMatchObject({ bill: { payment_status: 'paid', due: 0 }, qr: { status: 'captured' } });
    // The rider's screen says how it was paid.
    expect(rider.body.payments).toEqual([expect.objectContaining({ method: 'upi_qr', amount: 20, status: 'captured' })]);
    expect((await money(booking.id, me.headers)).body.payments).toEqual([
      expect.objectContaining({ method: 'upi_qr', amount: 20 }),
    ]);
  });

  it('never refunds more than was paid, even with 20 refunds asked at once', async () => {
    const { me, booking } = await order('collected');
    const start = await call('POST', `/api/bookings/${booking.id}/payments/online`, me.headers);
    const { payment } = local().payOrder(start.body.checkout.order_id);
    await webhook(signedWebhook('payment.captured', { payment }, ctx.clock.now()));

    const refund = (amount?: number) =>
      call('POST', `/api/admin/bookings/${booking.id}/refunds`, crew.as.admin, {
        reason: 'Shirt collar damaged',
        ...(amount ? { amount } : {}),
      });
    const results = await Promise.all(Array.from({ length: 20 }, () => refund(3)));
    const made = results.filter((r) => r.status === 200);
    expect(made).toHaveLength(6); // 6 × ₹3 = ₹18 of ₹20
    for (const r of results.filter((x) => x.status !== 200))
      expect([r.status, r.body.message]).toEqual([409, PAYMENT_MESSAGES.refundTooMuch('₹2')]);
    const rows = await ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(1800);
    expect(rows.every((r) => r.status === 'processed' && r.providerRefundId)).toBe(true);
    expect((await money(booking.id, me.headers)).body.bill).toMatchObject({ payment_status: 'partially_refunded', refunded: 18 });

    expect((await call('POST', `/api/admin/bookings/${booking.id}/refunds`, me.headers, { reason: 'x' })).status).toBe(401);
    const rest = await refund();
    expect(rest.body).toMatchObject({ message: 'Refund of ₹2 made', bill: { payment_status: 'refunded', refunded: 20 } });
    expect((await refund(1)).body.message).toBe(PAYMENT_MESSAGES.refundTooMuch('₹0'));
  });

  it('refunds once per Idempotency-Key: a retry whose answer was lost, even sent twice at once, refunds nothing more', async () => {
    const { me, booking } = await order('collected');
    const start = await call('POST', `/api/bookings/${booking.id}/payments/online`, me.headers);
    const { payment } = local().payOrder(start.body.checkout.order_id);
    await webhook(signedWebhook('payment.captured', { payment }, ctx.clock.now()));
    const refund = (key: string, amount = 5) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${booking.id}/refunds`,
        headers: { ...crew.as.admin, 'idempotency-key': key },
        payload: { amount, reason: 'Delivered late' },
      });
    const refunded = async () =>
      (await ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))).reduce(
        (n, r) => n + r.amountPaise,
        0,
      );

    const first = await refund('refund-key-0001');
    expect([first.statusCode, first.json().message]).toEqual([200, 'Refund of ₹5 made']);
    const again = await Promise.all([refund('refund-key-0001'), refund('refund-key-0001')]);
    for (const answer of again) {
      expect([answer.statusCode, answer.headers['idempotent-replayed']]).toEqual([200, 'true']);
      expect(answer.json()).toMatchObject({ message: 'Refund of ₹5 made', bill: { refunded: 5 } });
    }
    expect(await refunded()).toBe(500);
    // The same key for another amount is a mistake, not a retry; a new key is a new refund.
    const reused = await refund('refund-key-0001', 6);
    expect([reused.statusCode, reused.json().message]).toEqual([
      422,
      'This Idempotency-Key was already used for a different request',
    ]);
    expect((await refund('refund-key-0002')).json()).toMatchObject({ message: 'Refund of ₹5 made', bill: { refunded: 10 } });
    expect(await refunded()).toBe(1000);
    // A key for another booking's refund is that booking's: it never answers with this one's.
    const other = await order('collected');
    const paid = await call('POST', `/api/bookings/${other.booking.id}/payments/online`, other.me.headers);
    await webhook(
      signedWebhook('payment.captured', { payment: local().payOrder(paid.body.checkout.order_id).payment }, ctx.clock.now()),
    );
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${other.booking.id}/refunds`,
      headers: { ...crew.as.admin, 'idempotency-key': 'refund-key-0001' },
      payload: { amount: 5, reason: 'Delivered late' },
    });
    expect([elsewhere.statusCode, elsewhere.headers['idempotent-replayed']]).toEqual([200, undefined]);
  });

  it('refunds an order paid online in full when it is cancelled', async () => {
    const { me, booking } = await order('collected');
    const start = await call('POST', `/api/bookings/${booking.id}/payments/online`, me.headers);
    const { payment } = local().payOrder(start.body.checkout.order_id);
    await webhook(signedWebhook('payment.captured', { payment }, ctx.clock.now()));
    const cancel = await call('PUT', `/api/admin/bookings/${booking.id}/status`, crew.as.admin, {
      status: 'cancelled',
      reason: 'Laundry closed',
    });
    expect(cancel.status).toBe(200);
    const after = await money(booking.id, me.headers);
    expect(after.body.bill).toMatchObject({ payment_status: 'refunded', refunded: 20, due: 0 });
    expect(after.body.refunds).toEqual([
      expect.objectContaining({ amount: 20, automatic: true, status: 'processed', reason: 'Order cancelled' }),
    ]);
    // The customer is told of the payment and of the refund, with the amounts.
    const inbox = (await call('GET', '/api/notifications', me.headers)).body.notifications as Array<{
      type: string;
      message: string;
    }>;
    const told = inbox.filter((n) => n.type === 'payment_received' || n.type === 'refund_issued').map((n) => n.message);
    expect(told.sort()).toEqual([
      `A refund of ₹20 for your order ${booking.customOrderId} is on its way. Reason: Order cancelled`,
      `We received ₹20 for your order ${booking.customOrderId}. Thank you!`,
    ]);
  });
});
