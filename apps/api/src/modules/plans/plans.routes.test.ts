import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLAN_GRACE_DAYS, PLAN_MESSAGES } from '@washday/core';
import { bookingCharges, bookingItems, bookings, notifications, planCycles, planUsages } from '../../db/schema/index.js';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder, type Crew } from '../../test/order-journey.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { signedWebhook, type LocalPaymentProvider } from '../payments/local-provider.js';
import { advancePlans, reconcilePlanPayments } from './plan-cycles.js';
import { planDepsOf } from './plans.routes.js';

const DAY = 86_400_000;
const WEBHOOK = '/api/payments/webhooks/razorpay';

describe('laundry plans: subscribe, pay each cycle, draw per order, renew, grace, cancel, refund', () => {
  const ctx = useTestApp();
  let crew: Crew;
  let phone = 9_720_000_000;
  const local = () => ctx.app.paymentProvider as LocalPaymentProvider;

  /** Sessions end when the clock moves a month on: each call signs in afresh as whoever `x-as` names. */
  async function fresh(headers: Record<string, string>) {
    const as = headers['x-as'];
    if (!as) return headers;
    const [subject, id] = as.split(':') as ['customer' | 'admin' | 'rider', string];
    return bearer(await tokenFor(ctx.app, subject, id));
  }
  async function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) {
    const res = await ctx.app.inject({ method, url, headers: await fresh(headers), ...(payload ? { payload } : {}) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field below
    return { status: res.statusCode, body: res.json<Record<string, any>>() };
  }
  async function customer() {
    const me = await createCustomer(ctx.app, String(++phone), 'Meera Iyer');
    return { id: me.id, headers: { 'x-as': `customer:${me.id}` } };
  }
  let adminId = '';
  const admin = async () => {
    crew ??= await tripCrew(ctx.app, '9610000001', '9610000002');
    adminId ||= (await ctx.app.database.db.query.adminUsers.findMany())[0]!.id;
    return { 'x-as': `admin:${adminId}` };
  };
  /** The crew signed in afresh (the clock may have moved past their sessions). */
  async function freshCrew(): Promise<Crew> {
    await admin();
    return {
      ...crew,
      as: {
        admin: await fresh({ 'x-as': `admin:${adminId}` }),
        pickup: await fresh({ 'x-as': `rider:${crew.pickupRider.id}` }),
        delivery: await fresh({ 'x-as': `rider:${crew.deliveryRider.id}` }),
      },
    };
  }
  let planCount = 0;
  async function definePlan(overrides: object = {}) {
    const res = await call('POST', '/api/admin/plans', await admin(), {
      name: `Monthly ${++planCount}`,
      description: '10 kg of laundry and 5 pieces of ironing',
      price: 999,
      kg_included: 10,
      pieces_included: 5,
      pickups_included: null,
      dry_clean_discount_percent: 10,
      free_delivery: true,
      rollover: false,
      ...overrides,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.plan as { id: string; name: string };
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
  /** Pays the cycle that is due, as the checkout does: a provider order, paid, its signature verified. */
  async function payDue(me: { headers: Record<string, string> }) {
    const start = await call('POST', '/api/plans/subscription/pay', me.headers);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const orderId = start.body.checkout.order_id as string;
    const { payment, signature } = local().payOrder(orderId);
    const verified = await call('POST', '/api/plans/subscription/pay/verify', me.headers, {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: signature,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return { orderId, payment, subscription: verified.body.subscription };
  }
  async function subscribed(overrides: object = {}) {
    const plan = await definePlan(overrides);
    const me = await customer();
    expect((await call('POST', '/api/plans/subscription', me.headers, { plan_id: plan.id })).status).toBe(201);
    const paid = await payDue(me);
    return { plan, me, ...paid };
  }
  const mine = async (me: { headers: Record<string, string> }) =>
    (await call('GET', '/api/plans/subscription', me.headers)).body.subscription;
  /** An order of `kg` kg of Laundry + Fold (₹70/kg) and `pieces` Regular Iron (₹20), taken to its collected pickup. */
  async function order(me: { id: string; headers: Record<string, string> }, kg: number, pieces: number) {
    await admin();
    const booking = await insertBooking(ctx.app, me.id);
    const db = ctx.app.database.db;
    await db.delete(bookingItems).where(eq(bookingItems.bookingId, booking.id));
    const lines = [
      {
        serviceId: 'laundry-fold',
        serviceName: 'Laundry + Fold',
        categoryId: 'laundry',
        unit: 'KG' as const,
        quantity: kg,
        unitPricePaise: 7000,
      },
      {
        serviceId: 'iron-regular',
        serviceName: 'Regular Iron',
        categoryId: 'iron',
        unit: 'PC' as const,
        quantity: pieces,
        unitPricePaise: 2000,
      },
    ].filter((l) => l.quantity > 0);
    const total = lines.reduce((s, l) => s + l.quantity * l.unitPricePaise, 0);
    await db
      .insert(bookingItems)
      .values(
        lines.map((l, i) => ({ ...l, bookingId: booking.id, totalPricePaise: l.quantity * l.unitPricePaise, sortOrder: i })),
      );
    await db.update(bookings).set({ subtotalPaise: total, finalPaise: total }).where(eq(bookings.id, booking.id));
    await db.update(bookingCharges).set({ basePricePaise: total }).where(eq(bookingCharges.bookingId, booking.id));
    await driveOrder(ctx.app, booking.id, await freshCrew(), await fresh(me.headers), 'collected');
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    return row!;
  }

  it('lets admins define plans with clear errors, and customers see only the active ones', async () => {
    const headers = await admin();
    const bad = await call('POST', '/api/admin/plans', headers, {
      name: 'X',
      price: 0,
      kg_included: -1,
      pieces_included: 0,
      pickups_included: 0,
      dry_clean_discount_percent: 120,
      free_delivery: true,
      rollover: false,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(PLAN_MESSAGES.priceInvalid);
    const plan = await definePlan({ name: 'Family 30', price: 1499, kg_included: 30 });
    const dup = await call('POST', '/api/admin/plans', headers, {
      name: 'family 30',
      price: 1,
      kg_included: 1,
      pieces_included: 0,
      pickups_included: null,
      dry_clean_discount_percent: 0,
      free_delivery: false,
      rollover: false,
    });
    expect([dup.status, dup.body.message]).toEqual([409, PLAN_MESSAGES.nameTaken('family 30')]);
    const hidden = await definePlan({ is_active: false });
    const list = await call('GET', '/api/plans', {});
    expect(list.body.plans.map((p: { id: string }) => p.id)).toContain(plan.id);
    expect(list.body.plans.map((p: { id: string }) => p.id)).not.toContain(hidden.id);
    expect(list.body.plans.find((p: { id: string }) => p.id === plan.id)).toMatchObject({ price: 1499, kg_included: 30 });
    const me = await customer();
    const refused = await call('POST', '/api/plans/subscription', me.headers, { plan_id: hidden.id });
    expect([refused.status, refused.body.message]).toEqual([409, PLAN_MESSAGES.inactive]);
    const edited = await call('PUT', `/api/admin/plans/${plan.id}`, headers, {
      name: 'Family 30',
      price: 1599,
      kg_included: 30,
      pieces_included: 10,
      pickups_included: 8,
      dry_clean_discount_percent: 15,
      free_delivery: true,
      rollover: true,
      is_active: true,
    });
    expect(edited.body.plan).toMatchObject({ price: 1599, pickups_included: 8, rollover: true });
  });

  it('starts a plan only when its first cycle is paid, once however often the payment is confirmed', async () => {
    const plan = await definePlan();
    const me = await customer();
    const chosen = await call('POST', '/api/plans/subscription', me.headers, { plan_id: plan.id });
    expect(chosen.body.subscription).toMatchObject({ status: 'pending', due: { amount: 999 }, left: { kg: 0 } });
    const again = await call('POST', '/api/plans/subscription', me.headers, { plan_id: plan.id });
    expect([again.status, again.body.message]).toEqual([409, PLAN_MESSAGES.alreadySubscribed]);

    const start = await call('POST', '/api/plans/subscription/pay', me.headers);
    expect(start.body.checkout).toMatchObject({ provider: 'local', amount: 99900, currency: 'INR' });
    const orderId = start.body.checkout.order_id;
    expect((await call('POST', '/api/plans/subscription/pay', me.headers)).body.checkout.order_id).toBe(orderId);
    const { payment, signature } = local().payOrder(orderId);
    const forged = await call('POST', '/api/plans/subscription/pay/verify', me.headers, {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: signature.replace(/.$/, signature.endsWith('0') ? '1' : '0'),
    });
    expect(forged.status).toBe(400);
    // The webhook arrives first; the checkout's own confirmation and a replay change nothing.
    const hook = signedWebhook('payment.captured', { payment }, ctx.clock.now());
    expect((await webhook(hook)).json()).toMatchObject({ handled: true });
    const active = await mine(me);
    expect(active).toMatchObject({ status: 'active', due: null, left: { kg: 10, pieces: 5, pickups: null } });
    expect(active.period_start).toBe(ctx.clock.now().toISOString());
    expect(active.renews_at).toBe('2026-12-22T05:30:00.000Z');
    ctx.clock.advance(60_000);
    await webhook(hook);
    await webhook(signedWebhook('payment.captured', { payment }, ctx.clock.now()));
    await call('POST', '/api/plans/subscription/pay/verify', me.headers, {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: signature,
    });
    expect(await mine(me)).toEqual(active);
    const cycles = await ctx.app.database.db.select().from(planCycles).where(eq(planCycles.providerOrderId, orderId));
    expect(cycles.map((c) => [c.status, c.paidAt?.toISOString()])).toEqual([['paid', active.period_start]]);
    expect((await call('POST', '/api/plans/subscription/pay', me.headers)).body.message).toBe(PLAN_MESSAGES.nothingToPay);
  });

  it('draws each order once when its bill is final, never below zero, and charges the rest on top', async () => {
    const { me } = await subscribed();
    // 6 kg and 3 pieces of a 10 kg / 5 piece plan: all covered, nothing to pay.
    const first = await order(me, 6, 3);
    expect(first.finalPaise).toBe(0);
    const usage = await call('GET', `/api/bookings/${first.id}/plan-usage`, me.headers);
    expect(usage.body.usage).toMatchObject({ covered: 480, charged: 0, returned: false });
    expect((await call('GET', `/api/bookings/${first.id}/payments`, me.headers)).body.bill).toMatchObject({
      final: true,
      due: 0,
    });
    expect(await mine(me)).toMatchObject({ used: { kg: 6, pieces: 3 }, left: { kg: 4, pieces: 2 } });

    // 7 kg and 4 pieces with 4 kg and 2 pieces left: 4 kg + 2 pieces covered, 3 kg + 2 pieces (₹250) charged.
    const second = await order(me, 7, 4);
    expect(second.finalPaise).toBe(25000);
    expect((await call('GET', `/api/bookings/${second.id}/plan-usage`, me.headers)).body.usage).toMatchObject({
      covered: 320,
      charged: 250,
      lines: [
        { name: 'Laundry + Fold', kind: 'kg', quantity: 4, amount: 280 },
        { name: 'Regular Iron', kind: 'pieces', quantity: 2, amount: 40 },
      ],
    });
    expect(await mine(me)).toMatchObject({ left: { kg: 0, pieces: 0 } });
    // The bill made final again (a replayed move) draws nothing more.
    await ctx.app.database.db.transaction((tx) =>
      ctx.app.lifecycleEvents.recordMove!(tx, [
        {
          bookingId: second.id,
          customerId: me.id,
          actor: { role: 'admin', id: null },
          at: ctx.clock.now(),
          trip: 'pickup',
          from: 'in_progress',
          to: 'completed',
          note: null,
        },
      ] as never),
    );
    const [again] = await ctx.app.database.db.select().from(bookings).where(eq(bookings.id, second.id));
    expect(again!.finalPaise).toBe(25000);
    expect(await ctx.app.database.db.select().from(planUsages).where(eq(planUsages.bookingId, second.id))).toHaveLength(1);
    // An empty allowance covers nothing: the whole bill is charged.
    const third = await order(me, 2, 0);
    expect(third.finalPaise).toBe(14000);
    expect((await call('GET', `/api/bookings/${third.id}/plan-usage`, me.headers)).body.usage).toBeNull();

    // Cancelled before completion: the draw is given back.
    const cancel = await call('PUT', `/api/admin/bookings/${second.id}`, await admin(), {
      status: 'cancelled',
      reason: 'Customer asked',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await call('GET', `/api/bookings/${second.id}/plan-usage`, me.headers)).body.usage).toMatchObject({ returned: true });
    expect(await mine(me)).toMatchObject({ used: { kg: 6, pieces: 3 }, left: { kg: 4, pieces: 2 } });
    // Another customer cannot read it.
    const other = await customer();
    expect((await call('GET', `/api/bookings/${first.id}/plan-usage`, other.headers)).status).toBe(404);
  });

  it('opens the renewal with a reminder, renews when paid with a fresh allowance (no rollover)', async () => {
    const { me } = await subscribed();
    await order(me, 4, 0);
    const end = new Date((await mine(me)).period_end);
    ctx.clock.set(new Date(end.getTime() - 2 * DAY));
    // Other tests' plans may be due too: the counts are at least this one's.
    expect((await advancePlans(planDepsOf(ctx.app))).opened).toBeGreaterThanOrEqual(1);
    expect(await advancePlans(planDepsOf(ctx.app))).toMatchObject({ opened: 0 });
    const reminded = await mine(me);
    expect(reminded).toMatchObject({ status: 'active', due: { amount: 999, starts_at: end.toISOString() } });
    const notes = await ctx.app.database.db.select().from(notifications).where(eq(notifications.userId, me.id));
    const reminders = notes.filter((n) => n.type === 'plan_renewal');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.message).toMatch(
      /^Your plan Monthly \d+ renews on [A-Z][a-z]{2}, \d+ Dec\. Pay ₹999 in Laundry plans to keep it going\.$/,
    );
    await payDue(me);
    // Paid early: the current cycle runs to its end, then the new one takes over with its own allowance.
    expect(await mine(me)).toMatchObject({ status: 'active', left: { kg: 6 }, period_end: end.toISOString() });
    ctx.clock.set(end);
    expect((await advancePlans(planDepsOf(ctx.app))).renewed).toBeGreaterThanOrEqual(1);
    const renewed = await mine(me);
    expect(renewed).toMatchObject({ status: 'active', period_start: end.toISOString(), left: { kg: 10, pieces: 5 }, due: null });
    ctx.clock.set(new Date('2026-11-22T05:30:00Z'));
  });

  it('rolls over what is left when the plan says so', async () => {
    const { me } = await subscribed({ rollover: true });
    await order(me, 4, 0);
    const end = new Date((await mine(me)).period_end);
    ctx.clock.set(new Date(end.getTime() - DAY));
    await advancePlans(planDepsOf(ctx.app));
    await payDue(me);
    ctx.clock.set(end);
    await advancePlans(planDepsOf(ctx.app));
    expect(await mine(me)).toMatchObject({ allowance: { kg: 16, pieces: 10 } });
    ctx.clock.set(new Date('2026-11-22T05:30:00Z'));
  });

  it('gives an unpaid renewal a grace period, then pauses; paying later starts a new cycle', async () => {
    const { me } = await subscribed();
    const end = new Date((await mine(me)).period_end);
    ctx.clock.set(new Date(end.getTime() - DAY));
    await advancePlans(planDepsOf(ctx.app));
    const start = await call('POST', '/api/plans/subscription/pay', me.headers);
    // The bank declines the renewal: still due, retried later.
    const declined = local().failOrder(start.body.checkout.order_id);
    expect((await webhook(signedWebhook('payment.failed', { payment: declined }, ctx.clock.now()))).json()).toMatchObject({
      handled: true,
    });
    ctx.clock.set(end);
    expect((await advancePlans(planDepsOf(ctx.app))).pastDue).toBeGreaterThanOrEqual(1);
    const pastDue = await mine(me);
    expect(pastDue).toMatchObject({ status: 'past_due', renews_at: null, left: { kg: 0 }, due: { amount: 999 } });
    expect(pastDue.grace_ends_at).toBe(new Date(end.getTime() + PLAN_GRACE_DAYS * DAY).toISOString());
    // An order in the grace period is not covered.
    const during = await order(me, 2, 0);
    expect(during.finalPaise).toBe(14000);
    ctx.clock.set(new Date(end.getTime() + PLAN_GRACE_DAYS * DAY - 1));
    await advancePlans(planDepsOf(ctx.app));
    expect(await mine(me)).toMatchObject({ status: 'past_due' });
    ctx.clock.set(new Date(end.getTime() + PLAN_GRACE_DAYS * DAY));
    expect((await advancePlans(planDepsOf(ctx.app))).paused).toBeGreaterThanOrEqual(1);
    expect(await mine(me)).toMatchObject({ status: 'paused', due: { amount: 999 } });
    ctx.clock.advance(5 * DAY);
    const resumed = (await payDue(me)).subscription;
    expect(resumed).toMatchObject({ status: 'active', period_start: ctx.clock.now().toISOString(), left: { kg: 10 } });
    ctx.clock.set(new Date('2026-11-22T05:30:00Z'));
  });

  it("stops renewal when cancelled: the plan runs to the cycle's end and no renewal is opened", async () => {
    const { me } = await subscribed();
    const cancelled = await call('POST', '/api/plans/subscription/cancel', me.headers);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true, renews_at: null });
    expect((await call('POST', '/api/plans/subscription/cancel', me.headers)).status).toBe(409);
    const end = new Date(cancelled.body.subscription.period_end);
    ctx.clock.set(new Date(end.getTime() - DAY));
    await advancePlans(planDepsOf(ctx.app));
    expect(await mine(me)).toMatchObject({ status: 'active', due: null });
    expect((await order(me, 1, 0)).finalPaise).toBe(0);
    ctx.clock.set(end);
    expect((await advancePlans(planDepsOf(ctx.app))).ended).toBeGreaterThanOrEqual(1);
    expect(await mine(me)).toBeNull();
    ctx.clock.set(new Date('2026-11-22T05:30:00Z'));
  });

  it('captures a cycle paid at the provider whose confirmation and webhook never arrived, once', async () => {
    const plan = await definePlan();
    const me = await customer();
    await call('POST', '/api/plans/subscription', me.headers, { plan_id: plan.id });
    const start = await call('POST', '/api/plans/subscription/pay', me.headers);
    local().payOrder(start.body.checkout.order_id);
    expect(await reconcilePlanPayments(planDepsOf(ctx.app))).toBe(0);
    ctx.clock.advance(16 * 60_000);
    expect(await reconcilePlanPayments(planDepsOf(ctx.app))).toBe(1);
    expect(await reconcilePlanPayments(planDepsOf(ctx.app))).toBe(0);
    expect(await mine(me)).toMatchObject({ status: 'active', due: null, left: { kg: 10 } });
    ctx.clock.set(new Date('2026-11-22T05:30:00Z'));
  });

  it('lets an admin refund a paid cycle once through the provider; the plan in use ends with it', async () => {
    const { me, payment } = await subscribed();
    const subs = await call('GET', '/api/admin/plans/subscribers?status=active', await admin());
    const row = subs.body.subscribers.find((s: { customer: { _id: string } }) => s.customer._id === me.id);
    expect(row).toMatchObject({ status: 'active', cycles: [{ status: 'paid', amount: 999, reference: payment.id }] });
    const cycleId = row.cycles[0].id;
    const listed = await call('GET', '/api/admin/plans', await admin());
    expect(listed.body.plans.find((p: { name: string }) => p.name === row.plan_name)).toMatchObject({ subscribers: 1 });
    const refund = async () => call('POST', `/api/admin/plans/cycles/${cycleId}/refund`, await admin(), { reason: 'Moved city' });
    const [a, b] = await Promise.all([refund(), refund()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.cycle).toMatchObject({ status: 'refunded', refunded: 999 });
    expect([...local().refunds.values()].filter((r) => r.paymentId === payment.id)).toHaveLength(1);
    expect(await mine(me)).toBeNull();
    const none = await call('POST', `/api/admin/plans/cycles/${crypto.randomUUID()}/refund`, await admin(), {
      reason: 'Moved city',
    });
    expect(none.status).toBe(404);
    const noReason = await call('POST', `/api/admin/plans/cycles/${cycleId}/refund`, await admin(), { reason: '' });
    expect(noReason.status).toBe(400);
  });
});
