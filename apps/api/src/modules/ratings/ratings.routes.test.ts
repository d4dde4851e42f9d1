import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATING_MESSAGES } from '@washday/core';
import { orderRatings, payments } from '../../db/schema/index.js';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder, type Crew } from '../../test/order-journey.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import type { LocalPaymentProvider } from '../payments/local-provider.js';
import { signedWebhook } from '../payments/local-provider.js';
import { reconcileTips } from './tips.jobs.js';

type Headers = Record<string, string>;
const DAY = 86_400_000;

describe('ratings and tips: one rating per completed order, editable 7 days; a tip reaches the rider once', () => {
  const ctx = useTestApp();
  let crew: Crew;
  let meera: Headers;
  let ravi: Headers;
  let meeraId = '';

  beforeAll(async () => {
    crew = await tripCrew(ctx.app, '9640000001', '9640000002');
    const a = await createCustomer(ctx.app, '9640000003', 'Meera Iyer');
    const b = await createCustomer(ctx.app, '9640000004', 'Ravi');
    meeraId = a.id;
    meera = bearer(await tokenFor(ctx.app, 'customer', a.id));
    ravi = bearer(await tokenFor(ctx.app, 'customer', b.id));
  });

  const completed = async () => {
    const booking = await insertBooking(ctx.app, meeraId);
    await driveOrder(ctx.app, booking.id, crew, meera, 'delivered');
    return booking.id;
  };
  const rate = (orderId: string, payload: object, who: Headers = meera) =>
    ctx.app.inject({ method: 'PUT', url: `/api/bookings/${orderId}/rating`, headers: who, payload });
  const feedback = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/riders/me/feedback', headers: crew.as.delivery })).json();
  const webhook = (hook: ReturnType<typeof signedWebhook>, eventId = hook.eventId) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hook.signature, 'x-razorpay-event-id': eventId },
      payload: hook.body,
    });

  it('rates only the customer’s own order, and only once it is completed', async () => {
    const booking = await insertBooking(ctx.app, meeraId);
    await driveOrder(ctx.app, booking.id, crew, meera, 'out_for_delivery');
    const early = await rate(booking.id, { order_stars: 5, rider_stars: 5 });
    expect([early.statusCode, early.json().message]).toEqual([409, RATING_MESSAGES.notCompleted]);

    const orderId = await completed();
    expect((await rate(orderId, { order_stars: 5, rider_stars: 5 }, ravi)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/bookings/${orderId}/rating`, headers: ravi })).statusCode).toBe(404);
    expect((await rate(orderId, { order_stars: 5, rider_stars: 5 }, crew.as.delivery)).statusCode).toBe(401);
    const bad = await rate(orderId, { order_stars: 6, rider_stars: 5, tags: ['rude'] });
    expect(bad.statusCode).toBe(400);

    const read = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${orderId}/rating`, headers: meera });
    expect(read.json()).toMatchObject({ can_rate: true, rating: null, tip: null });
    expect(read.json().rider.name).toBeTruthy();
  });

  it('keeps one rating per order, editable for 7 days from when it was first given', async () => {
    const orderId = await completed();
    const first = await rate(orderId, { order_stars: 4, rider_stars: 5, tags: ['on_time'], comment: 'Crisp shirts' });
    expect([first.statusCode, first.json().message]).toEqual([200, RATING_MESSAGES.saved]);
    const givenAt = first.json().rating.created_at as string;
    expect(first.json().rating.editable_until).toBe(new Date(Date.parse(givenAt) + 7 * DAY).toISOString());

    const start = ctx.clock.now();
    ctx.clock.advance(7 * DAY);
    const edit = await rate(orderId, { order_stars: 5, rider_stars: 5, tags: ['on_time', 'careful_with_clothes'] });
    expect([edit.statusCode, edit.json().message]).toEqual([200, RATING_MESSAGES.updated]);
    expect(edit.json().rating).toMatchObject({ order_stars: 5, created_at: givenAt, comment: '' });
    expect(await ctx.database.db.select().from(orderRatings).where(eq(orderRatings.bookingId, orderId))).toHaveLength(1);

    ctx.clock.advance(1);
    const late = await rate(orderId, { order_stars: 1, rider_stars: 1 });
    expect([late.statusCode, late.json().message]).toEqual([409, RATING_MESSAGES.editClosed]);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${orderId}/rating`, headers: meera });
    expect(read.json().rating).toMatchObject({ order_stars: 5, editable: false });
    ctx.clock.set(start); // the crew's sessions outlive no week
  });

  it('opens a follow-up for a low rating, lists it lowest first, hides the customer from the rider', async () => {
    const good = await completed();
    await rate(good, { order_stars: 5, rider_stars: 4 });
    const orderId = await completed();
    const low = await rate(orderId, { order_stars: 3, rider_stars: 2, tags: ['late'], comment: 'Came two hours late' });
    expect(low.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(orderRatings).where(eq(orderRatings.bookingId, orderId));
    expect(row!.followUpStatus).toBe('open');
    const [goodRow] = await ctx.database.db.select().from(orderRatings).where(eq(orderRatings.bookingId, good));
    expect(goodRow!.followUpStatus).toBeNull();

    const overview = await ctx.app.inject({ method: 'GET', url: '/api/admin/ratings', headers: crew.as.admin });
    expect(overview.statusCode).toBe(200);
    const body = overview.json();
    expect(body.lowest[0]).toMatchObject({ booking_id: orderId, rider_stars: 2, follow_up: { status: 'open' } });
    expect(body.lowest[0].customer.name).toBe('Meera Iyer');
    expect(body.totals.open_follow_ups).toBeGreaterThanOrEqual(1);
    expect(body.by_rider[0]).toMatchObject({ id: crew.deliveryRider.id });
    expect(body.by_vendor[0].ratings).toBeGreaterThanOrEqual(2);
    expect(body.by_service.map((s: { name: string }) => s.name)).toContain('Regular Iron');
    expect(body.weekly.length).toBeGreaterThanOrEqual(1);

    const mine = await feedback();
    const shown = mine.ratings.find((r: { low: boolean }) => r.low);
    expect(shown).toMatchObject({ customer: null, order_number: null, stars: 2, comment: 'Came two hours late' });
    const kind = mine.ratings.find((r: { low: boolean }) => !r.low);
    expect(kind.customer).toBe('Meera');

    const close = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/ratings/${row!.id}/follow-up`,
      headers: crew.as.admin,
      payload: { status: 'closed', note: 'Called Meera; apologised' },
    });
    expect(close.json().rating.follow_up).toMatchObject({ status: 'closed', note: 'Called Meera; apologised' });
    const none = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/ratings/${goodRow!.id}/follow-up`,
      headers: crew.as.admin,
      payload: { status: 'closed' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('counts a tip toward the rider once (checkout, webhook and its replay), outside the order’s payments', async () => {
    const orderId = await completed();
    const before = (await ctx.app.inject({ method: 'GET', url: `/api/bookings/${orderId}/payments`, headers: meera })).json();
    const paymentsBefore = await ctx.database.db.select().from(payments).where(eq(payments.bookingId, orderId));
    const totalBefore = (await feedback()).totals;

    const tooSmall = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${orderId}/tip`,
      headers: meera,
      payload: { amount: 5 },
    });
    expect([tooSmall.statusCode, tooSmall.json().message]).toEqual([400, RATING_MESSAGES.tipRange]);
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${orderId}/tip`,
      headers: meera,
      payload: { amount: 50 },
    });
    expect(start.statusCode).toBe(200);
    const { order_id: providerOrderId, amount } = start.json().checkout;
    expect(amount).toBe(5000);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/bookings/${orderId}/tip`, headers: ravi, payload: { amount: 50 } }))
        .statusCode,
    ).toBe(404);

    const local = ctx.app.paymentProvider as LocalPaymentProvider;
    const { payment, signature } = local.payOrder(providerOrderId);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${orderId}/tip/verify`,
      headers: meera,
      payload: { razorpay_order_id: providerOrderId, razorpay_payment_id: payment.id, razorpay_signature: 'ab'.repeat(32) },
    });
    expect(forged.statusCode).toBe(400);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${orderId}/tip/verify`,
      headers: meera,
      payload: { razorpay_order_id: providerOrderId, razorpay_payment_id: payment.id, razorpay_signature: signature },
    });
    expect(verified.json().tip).toMatchObject({ amount: 50, status: 'captured' });

    const hook = signedWebhook('payment.captured', { payment }, ctx.clock.now());
    expect((await webhook(hook)).json()).toEqual({ success: true, handled: true });
    expect((await webhook(hook)).json()).toEqual({ success: true, handled: false });
    expect((await webhook(hook, 'evt_replayed_under_another_id')).json()).toEqual({ success: true, handled: true });

    const after = (await feedback()).totals;
    expect(after.tips).toBe(totalBefore.tips + 50);
    expect(after.tips_count).toBe(totalBefore.tips_count + 1);
    // The order's bill, payments and invoice are as they were: a tip is the rider's, not the order's revenue.
    const money = (await ctx.app.inject({ method: 'GET', url: `/api/bookings/${orderId}/payments`, headers: meera })).json();
    expect(money.bill).toEqual(before.bill);
    expect(await ctx.database.db.select().from(payments).where(eq(payments.bookingId, orderId))).toEqual(paymentsBefore);

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${orderId}/tip`,
      headers: meera,
      payload: { amount: 20 },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, RATING_MESSAGES.tipAlready]);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${orderId}/rating`, headers: meera });
    expect(read.json().tip).toMatchObject({ amount: 50, status: 'captured' });
  });

  it('counts a tip the provider took whose news was lost, once, when it is asked about after 15 minutes', async () => {
    const orderId = await completed();
    const before = (await feedback()).totals.tips;
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${orderId}/tip`,
      headers: meera,
      payload: { amount: 20 },
    });
    (ctx.app.paymentProvider as LocalPaymentProvider).payOrder(start.json().checkout.order_id as string);
    const deps = { db: ctx.database.db, now: () => ctx.clock.now(), provider: ctx.app.paymentProvider };
    expect(await reconcileTips(deps)).toEqual({ captured: 0 });
    ctx.clock.advance(16 * 60_000);
    expect(await reconcileTips(deps)).toEqual({ captured: 1 });
    expect(await reconcileTips(deps)).toEqual({ captured: 0 });
    expect((await feedback()).totals.tips).toBe(before + 20);
  });

  it('takes a tip paid through the webhook alone, and a declined attempt leaves it payable', async () => {
    const orderId = await completed();
    const before = (await feedback()).totals.tips;
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${orderId}/tip`,
      headers: meera,
      payload: { amount: 100 },
    });
    const providerOrderId = start.json().checkout.order_id as string;
    const local = ctx.app.paymentProvider as LocalPaymentProvider;
    const failed = local.failOrder(providerOrderId);
    expect((await webhook(signedWebhook('payment.failed', { payment: failed }, ctx.clock.now()))).json().handled).toBe(true);
    expect((await feedback()).totals.tips).toBe(before);
    const { payment } = local.payOrder(providerOrderId);
    await webhook(signedWebhook('payment.captured', { payment }, ctx.clock.now()));
    await webhook(signedWebhook('payment.captured', { payment }, ctx.clock.now()));
    expect((await feedback()).totals.tips).toBe(before + 100);
  });
});
