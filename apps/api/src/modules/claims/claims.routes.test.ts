import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@washday/core';
import { appSettings, coupons, notifications, orderEvents, refunds } from '../../db/schema/index.js';
import { JPEG_BYTES, createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder, type Crew } from '../../test/order-journey.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';

type Headers = Record<string, string>;

async function photoForm() {
  const data = new FormData();
  data.append('photo', new Blob([JPEG_BYTES], { type: 'image/jpeg' }), 'tear.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

describe('claims: a garment reported damaged or missing after delivery, decided once', () => {
  const ctx = useTestApp();
  let crew: Crew;
  let meera: Headers;
  let ravi: Headers;
  let meeraId = '';

  beforeAll(async () => {
    crew = await tripCrew(ctx.app, '9630000001', '9630000002');
    const a = await createCustomer(ctx.app, '9630000003', 'Meera');
    const b = await createCustomer(ctx.app, '9630000004', 'Ravi');
    meeraId = a.id;
    meera = bearer(await tokenFor(ctx.app, 'customer', a.id));
    ravi = bearer(await tokenFor(ctx.app, 'customer', b.id));
  });

  const delivered = async () => {
    const booking = await insertBooking(ctx.app, meeraId);
    await driveOrder(ctx.app, booking.id, crew, meera, 'delivered');
    return booking.id;
  };
  const claimsOf = (orderId: string, who: Headers = meera) =>
    ctx.app.inject({ method: 'GET', url: `/api/bookings/${orderId}/claims`, headers: who });
  const report = async (orderId: string, who: Headers = meera, kind = 'damaged') => {
    const garments = (await claimsOf(orderId)).json().garments as Array<{ tag_code: string | null; line_id: string | null }>;
    const garment = garments[0]?.tag_code
      ? { tag_code: garments[0].tag_code }
      : { line_id: garments[0]?.line_id ?? crypto.randomUUID() };
    return ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${orderId}/claims`,
      headers: who,
      payload: { kind, description: 'The collar is torn along the seam', garment },
    });
  };
  const decide = (claimId: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/claims/${claimId}/decision`, headers: crew.as.admin, payload });

  it('refuses an order not delivered yet, hides another customer’s order, checks the description', async () => {
    const booking = await insertBooking(ctx.app, meeraId);
    await driveOrder(ctx.app, booking.id, crew, meera, 'out_for_delivery');
    const early = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/claims`,
      headers: meera,
      payload: { kind: 'missing', description: 'One shirt never came back', garment: { line_id: crypto.randomUUID() } },
    });
    expect([early.statusCode, early.json().message]).toEqual([409, CLAIM_MESSAGES.notDelivered]);

    const orderId = await delivered();
    const other = await report(orderId, ravi);
    expect(other.statusCode).toBe(404);
    expect((await claimsOf(orderId, ravi)).statusCode).toBe(404);
    const short = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${orderId}/claims`,
      headers: meera,
      payload: { kind: 'damaged', description: 'torn', garment: { tag_code: 'WD-0000-01' } },
    });
    expect([short.statusCode, short.json().message]).toEqual([400, CLAIM_MESSAGES.descriptionShort]);
  });

  it('keeps photos private to the claim’s customer and admins', async () => {
    const orderId = await delivered();
    const claimId = (await report(orderId)).json().claim.id as string;
    const body = await photoForm();
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/claims/${claimId}/photos`,
      payload: body.payload,
      headers: { ...body.headers, ...meera },
    });
    expect(added.statusCode).toBe(201);
    const url = added.json().claim.photos[0].url as string;
    expect((await ctx.app.inject({ method: 'GET', url, headers: meera })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url, headers: crew.as.admin })).headers['content-type']).toBe('image/jpeg');
    expect((await ctx.app.inject({ method: 'GET', url, headers: ravi })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url, headers: crew.as.delivery })).statusCode).toBe(404);
    const ravisTry = await ctx.app.inject({
      method: 'POST',
      url: `/api/claims/${claimId}/photos`,
      payload: body.payload,
      headers: { ...body.headers, ...ravi },
    });
    expect(ravisTry.statusCode).toBe(404);
  });

  it('never compensates above the rule’s cap or what was paid; a refund makes a refund row', async () => {
    const orderId = await delivered();
    const claimId = (await report(orderId)).json().claim.id as string;
    const abovePaid = await decide(claimId, { decision: 'compensate', amount: 25, payout: 'refund' });
    expect([abovePaid.statusCode, abovePaid.json().message]).toEqual([422, CLAIM_MESSAGES.abovePaid('₹20')]);
    const rule = { method: 'PUT' as const, url: '/api/admin/claims/rule', headers: crew.as.admin };
    expect((await ctx.app.inject({ ...rule, payload: { multiplier: 0, max_rupees: 10000 } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ ...rule, payload: { multiplier: 0.5, max_rupees: 10000 } })).statusCode).toBe(200);
    const aboveCap = await decide(claimId, { decision: 'compensate', amount: 15, payout: 'refund' });
    expect([aboveCap.statusCode, aboveCap.json().message]).toEqual([422, CLAIM_MESSAGES.aboveCap('₹10')]);
    await ctx.database.db.delete(appSettings).where(eq(appSettings.key, 'claims'));

    const paid = await decide(claimId, { decision: 'compensate', amount: 12.5, payout: 'refund' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      message: '₹12.50 refunded for the claim',
      claim: { status: 'compensated', decision: { payout: 'refund', amount: 12.5 }, paid: 7.5 },
    });
    const rows = await ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, orderId));
    expect(rows.map((r) => [r.amountPaise, r.reason])).toEqual([
      [1250, expect.stringMatching(new RegExp(`^Claim ${claimId}: damaged WD-`))],
    ]);
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'claim_compensated'));
    expect(told.some((n) => n.bookingId === orderId && n.message.includes('₹12.50 has been refunded'))).toBe(true);
  });

  it('pays as a single-use coupon for the customer, or rejects with a reason', async () => {
    const orderId = await delivered();
    const claimId = (await report(orderId)).json().claim.id as string;
    const paid = await decide(claimId, { decision: 'compensate', amount: 20, payout: 'coupon' });
    expect(paid.statusCode).toBe(200);
    const code = paid.json().claim.decision.coupon_code as string;
    const [coupon] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon).toMatchObject({ maxDiscountPaise: 2000, discountKind: 'flat', usageLimit: 1, ownerUserId: meeraId });

    const second = await report(await delivered(), meera, 'missing');
    const rejected = await decide(second.json().claim.id, {
      decision: 'reject',
      reason: 'Delivered as collected: all four scanned at the door',
    });
    expect(rejected.json()).toMatchObject({
      claim: { status: 'rejected', decision: { reason: expect.stringContaining('scanned') } },
    });
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'claim_rejected'));
    expect(told.length).toBe(1);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/claims?status=rejected', headers: crew.as.admin });
    expect(list.json().claims.map((c: { id: string }) => c.id)).toEqual([second.json().claim.id]);
    expect(list.json().claims[0]).toMatchObject({ customer: { name: 'Meera' } });
    expect(list.json().claims[0].trail.length).toBeGreaterThan(0);
    // The Overview: the photo test's claim is still open; ₹12.50 refunded and a ₹20 coupon this month.
    const overview = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: crew.as.admin });
    expect(overview.json().stats.claims).toEqual({ open: 1, compensated_this_month: 32.5 });
  });

  it('gives exactly one decision when ten arrive at once', async () => {
    const orderId = await delivered();
    const claimId = (await report(orderId)).json().claim.id as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        decide(
          claimId,
          i % 2 ? { decision: 'reject', reason: 'Not covered' } : { decision: 'compensate', amount: 5, payout: 'refund' },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toMatch(
      /^This claim has already been (rejected|compensated)$/,
    );
    const made = await ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, orderId));
    expect(made.length).toBeLessThanOrEqual(1);
  });
  // Last: it moves the app clock a week on, past the sessions of the others.
  it('answers the same report again with its open claim, told once; another report on that garment waits for the decision', async () => {
    const orderId = await delivered();
    const first = await report(orderId);
    // The customer's retry of a report whose answer was lost: the same claim, no second claim or notice.
    const again = await report(orderId);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().claim.id).toBe(first.json().claim.id);
    expect((await claimsOf(orderId)).json().claims).toHaveLength(1);
    const told = async () =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'claim_received'))).filter(
        (n) => n.bookingId === orderId,
      );
    expect(await told()).toHaveLength(1);
    const other = await report(orderId, meera, 'missing');
    expect([other.statusCode, other.json().message]).toEqual([409, CLAIM_MESSAGES.garmentClaimOpen]);
    // Once decided, the garment can be reported again.
    expect((await decide(first.json().claim.id, { decision: 'reject', reason: 'The tear was there at pickup' })).statusCode).toBe(
      200,
    );
    const later = await report(orderId, meera, 'missing');
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().claim.id).not.toBe(first.json().claim.id);
    expect(await told()).toHaveLength(2);
  });

  it('takes a claim within 7 days of delivery by the app clock, and refuses one after', async () => {
    const orderId = await delivered();
    const listed = (await claimsOf(orderId)).json();
    expect(listed).toMatchObject({ can_claim: true, claims: [] });
    expect(listed.garments.length).toBe(4); // the four tags the pickup rider put on
    ctx.clock.advance(6 * 86_400_000 + 23 * 3_600_000); // 6 days 23 hours
    const made = await report(orderId);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ message: CLAIM_MESSAGES.received, claim: { status: 'open', kind: 'damaged', cap: 20 } });
    expect(made.json().claim.garment.tag_code).toMatch(/^WD-/);
    const notices = await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'claim_received'));
    expect(notices.map((n) => n.bookingId)).toContain(orderId);
    const audit = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, orderId));
    expect(audit.map((e) => e.toState)).toContain('claim_open');

    ctx.clock.advance(2 * 3_600_000); // past 7 days
    const late = await report(orderId);
    expect([late.statusCode, late.json().message]).toEqual([409, CLAIM_MESSAGES.windowClosed]);
    expect((await claimsOf(orderId)).json().can_claim).toBe(false);
  });
});
