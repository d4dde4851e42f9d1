import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_NOTICES, REFERRAL_CODE_PATTERN, customerNoticeBody } from '@washday/core';
import { bookings, coupons, notifications, referrals, users } from '../../db/schema/index.js';
import { checkoutOrder } from '../../test/checkout-fixtures.js';
import { createCustomer, latestCode, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { SECTOR_69_ADDRESS } from '../../test/request-bodies.js';
import { driveOrder } from '../../test/order-journey.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { ensureReferralCode } from './referrals.service.js';

// The test clock starts at 2026-11-22 11:00 in India.
/** ₹410: 3 kg Laundry + Fold (₹70) and 10 Regular Iron (₹20). */
const order = (addressId: string, coupon?: string) => checkoutOrder(addressId, coupon ? { coupon_code: coupon } : {});

describe('referrals', () => {
  const roomy = { max: 10_000, windowMs: 60_000 };
  const ctx = useTestApp({ rateLimits: { couponChecks: roomy, codeSends: roomy, codeChecks: roomy } });
  const as = {} as Record<'admin' | 'pickup' | 'delivery' | 'rider', Record<string, string>>;
  const ids = {} as Record<'pickupRider' | 'deliveryRider', string>;
  let phoneSeq = 0;
  const nextPhone = () => `97${String(++phoneSeq).padStart(8, '0')}`;

  beforeAll(async () => {
    const crew = await tripCrew(ctx.app, '9300000001', '9300000002');
    Object.assign(as, crew.as);
    ids.pickupRider = crew.pickupRider.id;
    ids.deliveryRider = crew.deliveryRider.id;
    as.rider = as.pickup;
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
    injectJson(ctx.app, { method, url, headers, ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }) });
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) => {
    const { res } = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    // light-my-request reads JSON untyped, which these deep reads of known answers rely on.
    return res.json();
  };

  async function customer(name = 'Test Customer', phone = nextPhone()) {
    const user = await createCustomer(ctx.app, phone, name);
    return { id: user.id, phone, headers: bearer(await tokenFor(ctx.app, 'customer', user.id)) };
  }
  /** A first sign-in through send-otp and verify-otp, typing a referral code on the way. */
  async function signUp(name: string, referralCode?: string) {
    const phone = nextPhone();
    await ok('POST', '/api/auth/send-otp', {}, { phone });
    const body = await ok(
      'POST',
      '/api/auth/verify-otp',
      {},
      { phone, otp: latestCode(ctx.app, phone), name, ...(referralCode ? { referralCode } : {}) },
    );
    return { id: body.user.id as string, phone, headers: bearer(body.token as string) };
  }
  const codeOf = async (headers: Record<string, string>) =>
    (await ok('POST', '/api/referrals/generate', headers)).referralCode as string;
  const info = (who: { id: string; headers: Record<string, string> }) => ok('GET', `/api/referrals/user/${who.id}`, who.headers);
  const addressIds = new Map<string, string>();
  async function book(who: { headers: Record<string, string> }, coupon?: string) {
    const key = who.headers.authorization!;
    if (!addressIds.has(key))
      addressIds.set(key, (await ok('POST', '/api/addresses', who.headers, SECTOR_69_ADDRESS)).data.id as string);
    return call('POST', '/api/bookings', who.headers, order(addressIds.get(key)!, coupon));
  }
  /** Drives a booking through the real lifecycle to a delivery paid at the door and handed over with its code. */
  const deliver = (bookingId: string, customerHeaders: Record<string, string>) =>
    driveOrder(
      ctx.app,
      bookingId,
      { pickupRider: { id: ids.pickupRider }, deliveryRider: { id: ids.deliveryRider }, as },
      customerHeaders,
      'delivered',
    );
  const rewardCouponsOf = (userId: string) =>
    ctx.database.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.ownerUserId, userId), like(coupons.code, 'REWARD%')));

  it('makes one code per customer: REF, the last 4 digits and 3 letters, the same on every ask', async () => {
    const me = await customer('Asha Verma', '9876543210');
    const code = await codeOf(me.headers);
    expect(code).toMatch(/^REF3210[A-Z]{3}$/);
    expect(await codeOf(me.headers)).toBe(code);
    const [again1, again2] = await Promise.all([codeOf(me.headers), codeOf(me.headers)]);
    expect([again1, again2]).toEqual([code, code]);
    const other = await customer();
    const { res, body } = await call('POST', '/api/referrals/generate', me.headers, { userId: other.id });
    expect([res.statusCode, body.message]).toEqual([403, 'You can only see or change your own referrals']);
  });

  it('draws again when a drawn code is already taken', async () => {
    const first = await customer('First', '9811111111');
    await ctx.database.db.update(users).set({ referralCode: 'REF1111AAA' }).where(eq(users.id, first.id));
    const second = await customer('Second', '9822221111');
    // The first three letters drawn spell AAA (taken); the next draw gives another code.
    const draws = [0, 0, 0, 0.99, 0.5, 0.1];
    const code = await ensureReferralCode(ctx.database.db, second.id, () => draws.shift() ?? 0.3);
    expect(code).toMatch(REFERRAL_CODE_PATTERN);
    expect(code).not.toBe('REF1111AAA');
    expect(code.startsWith('REF1111')).toBe(true);
  });

  it("validates a code with the owner's first name and the server's percentage, and refuses unknown and own codes", async () => {
    const owner = await customer('Meera Sharma');
    const code = await codeOf(owner.headers);
    const valid = await ok('POST', '/api/referrals/validate', {}, { referralCode: ` ${code.toLowerCase()} ` });
    expect(valid).toEqual({
      success: true,
      message: "Valid! You'll get 30% off",
      referral: { referral_code: code, discount_percentage: 30, referrer_name: 'Meera' },
    });
    for (const referralCode of ['REF0000ZZZ', 'ABC', 'FIRST30']) {
      const { res, body } = await call('POST', '/api/referrals/validate', {}, { referralCode });
      expect([res.statusCode, body.message, body.field]).toEqual([400, 'Invalid referral code', 'referralCode']);
    }
    const own = await call('POST', '/api/referrals/validate', owner.headers, { referralCode: code });
    expect([own.res.statusCode, own.body.message]).toEqual([400, "You can't use your own referral code"]);
    const empty = await call('POST', '/api/referrals/validate', {}, { referralCode: '  ' });
    expect([empty.res.statusCode, empty.body.message]).toEqual([400, 'Please enter a referral code']);
  });

  it('settles the code typed at sign-up: a personal 30% first-order coupon, shown to the new customer', async () => {
    const referrer = await customer('Ravi Kumar');
    const code = await codeOf(referrer.headers);
    const friend = await signUp('Neha Gupta', code.toLowerCase());
    const mine = await info(friend);
    expect(mine.stats.asReferee).toEqual({ hasUsedReferral: true, referrerName: 'Ravi', status: 'pending' });
    expect(mine.coupons).toHaveLength(1);
    expect(mine.coupons[0]).toMatchObject({ kind: 'welcome', discount: 30, maxDiscount: 200, state: 'available' });
    expect(mine.coupons[0].code).toMatch(/^FRIEND[A-Z0-9]{6}$/);
    expect(mine.terms).toEqual({
      refereeDiscountPercent: 30,
      referrerRewardPercent: 50,
      maxDiscount: 200,
      maxRewardedFriends: 20,
    });
    const theirs = await info(referrer);
    expect(theirs.stats.asReferrer).toEqual({
      totalReferrals: 1,
      completedReferrals: 0,
      pendingRewards: 1,
      totalRewardsEarned: 0,
    });
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, friend.id));
    expect(told.map((n) => n.type)).toEqual(['referral_welcome']);
    expect(told[0]!.message).toBe(
      `Ravi invited you: use coupon ${mine.coupons[0].code} for 30% off your first order (up to ₹200).`,
    );
    const joined = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, referrer.id));
    expect(joined.map((n) => [n.type, n.message])).toEqual([
      [
        'referral_joined',
        "Neha signed up with your referral code. You'll get a 50% off coupon once their first order is completed.",
      ],
    ]);
    // Each body is made again from its type and data, as the app does in the customer's language (docs/decisions/0021).
    for (const n of [...told, ...joined])
      expect(customerNoticeBody(n.type, n.data, n.createdAt, ENGLISH_NOTICES)).toBe(n.message);

    // A code that cannot be used never stops the sign-in; it is kept on the account for the record.
    const stranger = await signUp('Kabir', 'REF9999XYZ');
    expect((await info(stranger)).stats.asReferee.hasUsedReferral).toBe(false);
    const [row] = await ctx.database.db.select({ typed: users.signupReferralCode }).from(users).where(eq(users.id, stranger.id));
    expect(row!.typed).toBe('REF9999XYZ');
  });

  it('applies a code once, for a new customer, never their own or that of a friend they referred', async () => {
    const referrer = await customer('Asha');
    const code = await codeOf(referrer.headers);
    const apply = (who: { headers: Record<string, string> }, referralCode: string) =>
      call('POST', '/api/referrals/apply', who.headers, { referralCode });

    const own = await apply(referrer, code);
    expect([own.res.statusCode, own.body.message]).toEqual([400, "You can't use your own referral code"]);
    const unknown = await apply(referrer, 'REF0000QQQ');
    expect([unknown.res.statusCode, unknown.body.message]).toEqual([400, 'Invalid referral code']);

    const friend = await customer('Dev');
    const first = await apply(friend, code);
    expect(first.res.statusCode).toBe(200);
    const welcome = (first.body.coupon as { code: string }).code;
    expect(first.body.message).toBe(`Referral applied! Use coupon ${welcome} for 30% off your first order`);
    expect(first.body.referral).toEqual({ referral_code: code, discount_percentage: 30, referrer_name: 'Asha' });
    const second = await apply(friend, code);
    expect([second.res.statusCode, second.body.message]).toEqual([409, 'You have already used a referral code']);
    // Two at once: one referral and one coupon.
    const racer = await customer('Isha');
    const raced = await Promise.all([apply(racer, code), apply(racer, code), apply(racer, code)]);
    expect(raced.map((r) => r.res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ctx.database.db.select().from(coupons).where(eq(coupons.ownerUserId, racer.id))).toHaveLength(1);

    // The referrer cannot in turn use the code of the friend they brought.
    const friendCode = await codeOf(friend.headers);
    const circular = await apply(referrer, friendCode);
    expect([circular.res.statusCode, circular.body.message]).toEqual([
      400,
      "You can't use the referral code of a friend you referred",
    ]);

    // Someone who already ordered is not a new customer.
    const regular = await customer('Old Timer');
    await insertBooking(ctx.app, regular.id);
    const late = await apply(regular, code);
    expect([late.res.statusCode, late.body.message]).toEqual([
      409,
      'Referral codes are for new customers before their first order',
    ]);
  });

  it("prices the referee's first order with their coupon on the server, for them alone and once", async () => {
    const referrer = await customer('Pooja');
    const friend = await signUp('Arjun', await codeOf(referrer.headers));
    const welcome = (await info(friend)).coupons[0].code as string;

    const stranger = await customer('Stranger');
    const refused = await book(stranger, welcome);
    expect([refused.res.statusCode, refused.body.message]).toEqual([400, `Invalid coupon code: ${welcome}`]);

    const first = await book(friend, welcome);
    expect(first.res.statusCode, first.res.body).toBe(201);
    // 30% of ₹410 is ₹123 (under the ₹200 cap), whatever the client sends.
    expect(first.body.booking).toMatchObject({ total_price: 410, discount_amount: 123, final_amount: 287 });
    const again = await book(friend, welcome);
    expect([again.res.statusCode, again.body.message]).toEqual([400, 'This coupon has already been used']);
    expect((await info(friend)).coupons[0].state).toBe('used');
  });

  it("issues the referrer's 50% reward once when the referee's first order is delivered, even reported again at once", async () => {
    const referrer = await customer('Sunita Rao');
    const friend = await signUp('Manoj Singh', await codeOf(referrer.headers));
    const welcome = (await info(friend)).coupons[0].code as string;
    const booked = await book(friend, welcome);
    const bookingId = (booked.body.booking as { _id: string })._id;

    // Not completed yet: operations cannot settle it.
    const early = await call('POST', '/api/referrals/complete-first-order', as.admin, { userId: friend.id, bookingId });
    expect([early.res.statusCode, early.body.message]).toEqual([409, 'The order is not completed yet']);

    await deliver(bookingId, friend.headers);
    const rewards = await rewardCouponsOf(referrer.id);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({
      discountPercent: 50,
      maxDiscountPaise: 20_000,
      type: 'referral_reward',
      isOneTimeUse: true,
    });

    // Reported again, five times at once: nothing more is issued.
    const reports = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/referrals/complete-first-order', as.admin, {
          userId: friend.id,
          bookingId,
          orderAmount: 1,
          discountApplied: 999,
        }),
      ),
    );
    for (const { res, body } of reports) {
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({
        rewardIssued: false,
        message: `Referral already completed: reward coupon ${rewards[0]!.code}`,
      });
    }
    expect(await rewardCouponsOf(referrer.id)).toHaveLength(1);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referrer.id), eq(notifications.type, 'referral_reward')));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe(
      `Manoj completed their first order. Use coupon ${rewards[0]!.code} for 50% off your next order (up to ₹200).`,
    );
    expect(told[0]!.data).toMatchObject({
      referee_name: 'Manoj',
      coupon_code: rewards[0]!.code,
      discount_percentage: 50,
      max_discount: 200,
    });
    expect(customerNoticeBody(told[0]!.type, told[0]!.data, told[0]!.createdAt, ENGLISH_NOTICES)).toBe(told[0]!.message);

    const theirs = await info(referrer);
    expect(theirs.stats.asReferrer).toEqual({
      totalReferrals: 1,
      completedReferrals: 1,
      pendingRewards: 0,
      totalRewardsEarned: 1,
    });
    expect(theirs.coupons).toEqual([
      expect.objectContaining({ code: rewards[0]!.code, kind: 'reward', discount: 50, state: 'available' }),
    ]);
    expect((await info(friend)).stats.asReferee.status).toBe('completed');
  });

  it('lets operations settle a completed order the lifecycle did not: one reward of several concurrent reports', async () => {
    const referrer = await customer('Gita');
    const friend = await signUp('Hari', await codeOf(referrer.headers));
    const booking = await insertBooking(ctx.app, friend.id);
    await ctx.database.db
      .update(bookings)
      .set({ status: 'completed', completedAt: ctx.clock.now() })
      .where(eq(bookings.id, booking.id));
    const reports = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/referrals/complete-first-order', as.admin, { userId: friend.id, bookingId: booking.id }),
      ),
    );
    expect(reports.map((r) => r.res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(reports.filter((r) => r.body.rewardIssued === true)).toHaveLength(1);
    const rewards = await rewardCouponsOf(referrer.id);
    expect(rewards).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(referrals).where(eq(referrals.refereeUserId, friend.id));
    expect(row).toMatchObject({ status: 'completed', rewardCouponCode: rewards[0]!.code, firstBookingId: booking.id });

    const other = await customer('Not Referred');
    const theirs = await insertBooking(ctx.app, other.id);
    const wrongOwner = await call('POST', '/api/referrals/complete-first-order', as.admin, {
      userId: friend.id,
      bookingId: theirs.id,
    });
    expect([wrongOwner.res.statusCode, wrongOwner.body.message]).toEqual([404, 'Booking not found']);
    await ctx.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, theirs.id));
    const notReferred = await call('POST', '/api/referrals/complete-first-order', as.admin, {
      userId: other.id,
      bookingId: theirs.id,
    });
    expect([notReferred.res.statusCode, notReferred.body.message]).toEqual([404, 'This customer was not referred']);
    const bad = await call('POST', '/api/referrals/complete-first-order', as.admin, { userId: 'nobody', bookingId: theirs.id });
    expect([bad.res.statusCode, bad.body.message]).toEqual([400, 'userId must be a valid id']);
  });

  it('keeps the reward coupon to the referrer', async () => {
    const referrer = await customer('Lata');
    const friend = await signUp('Om', await codeOf(referrer.headers));
    const booking = await insertBooking(ctx.app, friend.id);
    await ctx.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
    const settled = await ok('POST', '/api/referrals/complete-first-order', as.admin, {
      userId: friend.id,
      bookingId: booking.id,
    });
    const reward = settled.referral.reward_coupon_code as string;
    expect(reward).toMatch(/^REWARD[A-Z0-9]{6}$/);

    const check = (headers: Record<string, string>) =>
      call('POST', '/api/coupons/validate', headers, { couponCode: reward, orderAmount: 200 });
    const forReferrer = await check(referrer.headers);
    expect(forReferrer.res.statusCode).toBe(200);
    expect(forReferrer.body.coupon).toMatchObject({ code: reward, discount: 50, discountAmount: 100 });
    for (const headers of [friend.headers, {}]) {
      const refused = await check(headers);
      expect([refused.res.statusCode, refused.body.message]).toEqual([400, `Invalid coupon code: ${reward}`]);
    }
    const stolen = await book(friend, reward);
    expect([stolen.res.statusCode, stolen.body.message]).toEqual([400, `Invalid coupon code: ${reward}`]);
  });

  it("shows a customer's referral info to them alone", async () => {
    const a = await customer('Owner');
    const b = await customer('Other');
    expect((await info(a)).myReferralCode).toBeNull();
    const code = await codeOf(a.headers);
    expect((await info(a)).myReferralCode).toBe(code);
    const asB = await call('GET', `/api/referrals/user/${a.id}`, b.headers);
    expect([asB.res.statusCode, asB.body.message]).toEqual([403, 'You can only see or change your own account']);
    for (const headers of [as.admin, as.rider, {}])
      expect((await call('GET', `/api/referrals/user/${a.id}`, headers)).res.statusCode).toBe(401);
  });

  describe('operations', () => {
    it('refuse customers, riders and guests', async () => {
      const someone = await customer();
      for (const url of ['/api/referrals/admin/all', '/api/referrals/admin/stats']) {
        for (const headers of [someone.headers, as.rider, {}]) expect((await call('GET', url, headers)).res.statusCode).toBe(401);
      }
      const settle = await call('POST', '/api/referrals/complete-first-order', someone.headers, {
        userId: someone.id,
        bookingId: someone.id,
      });
      expect(settle.res.statusCode).toBe(401);
    });

    it('list referrals newest first, a page at a time, by status, and count them', async () => {
      const all = await ok('GET', '/api/referrals/admin/all?limit=100', as.admin);
      const total = all.pagination.total as number;
      expect(total).toBeGreaterThanOrEqual(6);
      const createdAt = (all.referrals as Array<{ created_at: string }>).map((r) => r.created_at);
      expect([...createdAt].sort().reverse()).toEqual(createdAt);

      const page1 = await ok('GET', '/api/referrals/admin/all?page=1&limit=2', as.admin);
      const page2 = await ok('GET', '/api/referrals/admin/all?page=2&limit=2', as.admin);
      expect(page1.pagination).toEqual({ page: 1, limit: 2, total, totalPages: Math.ceil(total / 2), hasMore: true });
      expect(page1.referrals.map((r: { _id: string }) => r._id)).toEqual(
        all.referrals.slice(0, 2).map((r: { _id: string }) => r._id),
      );
      expect(page2.referrals.map((r: { _id: string }) => r._id)).toEqual(
        all.referrals.slice(2, 4).map((r: { _id: string }) => r._id),
      );

      const completed = await ok('GET', '/api/referrals/admin/all?status=completed&limit=100', as.admin);
      const pending = await ok('GET', '/api/referrals/admin/all?status=pending&limit=100', as.admin);
      expect(
        completed.referrals.every(
          (r: { status: string; reward_coupon_code: string | null }) => r.status === 'completed' && r.reward_coupon_code,
        ),
      ).toBe(true);
      expect(pending.referrals.every((r: { status: string }) => r.status === 'pending')).toBe(true);
      expect(completed.pagination.total + pending.pagination.total).toBe(total);
      expect(completed.referrals[0]).toMatchObject({
        discount_percentage: 30,
        referee_coupon_code: expect.stringMatching(/^FRIEND/),
      });
      expect(completed.referrals[0].referrer.phone).toMatch(/^\d{10}$/);

      const bad = await call('GET', '/api/referrals/admin/all?status=done', as.admin);
      expect([bad.res.statusCode, bad.body.message]).toEqual([400, 'status must be all, pending or completed']);
      const badPage = await call('GET', '/api/referrals/admin/all?limit=500', as.admin);
      expect([badPage.res.statusCode, badPage.body.message]).toEqual([400, 'limit must be a whole number from 1 to 100']);

      const { stats, terms } = await ok('GET', '/api/referrals/admin/stats', as.admin);
      expect(stats).toMatchObject({
        totalReferrals: total,
        pendingReferrals: pending.pagination.total,
        completedReferrals: completed.pagination.total,
        rewardsIssued: completed.pagination.total,
      });
      // Arjun's ₹123 and Manoj's ₹123 welcome discounts.
      expect(stats.welcomeCouponsRedeemed).toBe(2);
      expect(stats.discountGiven).toBe(246);
      expect(stats.topReferrers.length).toBeGreaterThan(0);
      expect(terms).toEqual({ refereeDiscountPercent: 30, referrerRewardPercent: 50, maxDiscount: 200, maxRewardedFriends: 20 });
    });
  });
});
