import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_MESSAGES } from '@washday/core';
import { loadEnv } from '../../config/env.js';
import { bookings, coupons, referrals } from '../../db/schema/index.js';
import { checkoutOrder } from '../../test/checkout-fixtures.js';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { SECTOR_69_ADDRESS } from '../../test/request-bodies.js';
import { driveOrder } from '../../test/order-journey.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';

/** This file's business setting: a referrer earns rewards for 2 friends at most. */
const MAX_REWARDED = 2;

describe('referral limits: no cycles, and a most-rewarded-friends cap', () => {
  const ctx = useTestApp({ env: { REFERRAL_REWARDS_PER_REFERRER: String(MAX_REWARDED) } });
  const as = {} as Record<'admin' | 'pickup' | 'delivery', Record<string, string>>;
  const ids = {} as Record<'pickupRider' | 'deliveryRider', string>;
  let phoneSeq = 0;

  beforeAll(async () => {
    const crew = await tripCrew(ctx.app, '9310000001', '9310000002');
    Object.assign(as, crew.as);
    ids.pickupRider = crew.pickupRider.id;
    ids.deliveryRider = crew.deliveryRider.id;
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload: object = {}) =>
    injectJson(ctx.app, { method, url, headers, ...(method === 'GET' ? {} : { payload }) });
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload: object = {}) => {
    const { res } = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  type Customer = { id: string; headers: Record<string, string> };
  async function customer(name: string): Promise<Customer> {
    const user = await createCustomer(ctx.app, `96${String(++phoneSeq).padStart(8, '0')}`, name);
    return { id: user.id, headers: bearer(await tokenFor(ctx.app, 'customer', user.id)) };
  }
  const codeOf = async (who: Customer) => (await ok('POST', '/api/referrals/generate', who.headers)).referralCode as string;
  const apply = async (who: Customer, owner: Customer) =>
    call('POST', '/api/referrals/apply', who.headers, { referralCode: await codeOf(owner) });
  /** `friend` uses `owner`'s code, which must work. */
  const refers = async (owner: Customer, friend: Customer) => {
    const { res } = await apply(friend, owner);
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Operations settle the friend's first order, completed outside the lifecycle. */
  async function settle(friend: Customer) {
    const booking = await insertBooking(ctx.app, friend.id);
    await ctx.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
    return call('POST', '/api/referrals/complete-first-order', as.admin, { userId: friend.id, bookingId: booking.id });
  }
  const rewardsOf = (userId: string) =>
    ctx.database.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.ownerUserId, userId), like(coupons.code, 'REWARD%')));
  const referralOf = async (friend: Customer) =>
    (await ctx.database.db.select().from(referrals).where(eq(referrals.refereeUserId, friend.id)))[0]!;

  it('refuses a code whose use would close a cycle of referrals, however long', async () => {
    const [r, f, g, h] = [await customer('Ravi'), await customer('Farah'), await customer('Gopal'), await customer('Hema')];
    await refers(r, f);
    await refers(f, g);
    // R referred F, who referred G: R may not use G's code (R → F → G → R).
    const cycle = await apply(r, g);
    expect([cycle.res.statusCode, cycle.body]).toEqual([
      400,
      expect.objectContaining({ error: 'REFERRAL_CIRCULAR', field: 'referralCode', message: REFERRAL_MESSAGES.referralCycle }),
    ]);
    // Nor the code of anyone further down the chain.
    await refers(g, h);
    expect((await apply(r, h)).body).toMatchObject({ error: 'REFERRAL_CIRCULAR', message: REFERRAL_MESSAGES.referralCycle });
    expect(await ctx.database.db.select().from(referrals).where(eq(referrals.refereeUserId, r.id))).toEqual([]);
    // Someone outside the chain is fine.
    await refers(await customer('Outsider'), r);
  });

  it('lets only one of two customers using each other’s codes at once succeed', async () => {
    const [a, b] = [await customer('Asha'), await customer('Bilal')];
    const [codeA, codeB] = [await codeOf(a), await codeOf(b)];
    const answers = await Promise.all([
      call('POST', '/api/referrals/apply', a.headers, { referralCode: codeB }),
      call('POST', '/api/referrals/apply', b.headers, { referralCode: codeA }),
    ]);
    expect(answers.map((x) => x.res.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((x) => x.res.statusCode === 400)!.body.error).toBe('REFERRAL_CIRCULAR');
  });

  it(`rewards a referrer for ${MAX_REWARDED} friends at most; later friends keep their welcome coupon`, async () => {
    const referrer = await customer('Kiran');
    const friends = [await customer('Lal'), await customer('Mona'), await customer('Nina'), await customer('Omar')];
    for (const friend of friends) await refers(referrer, friend);
    // Every friend got their welcome coupon.
    for (const friend of friends) expect((await referralOf(friend)).refereeCouponCode).toMatch(/^FRIEND/);

    expect((await settle(friends[0]!)).body).toMatchObject({ rewardIssued: true });
    // Two friends' first orders completing at once, with one reward left: one reward between them.
    const both = await Promise.all([settle(friends[1]!), settle(friends[2]!)]);
    expect(both.map((x) => x.res.statusCode)).toEqual([200, 200]);
    expect(both.map((x) => x.body.rewardIssued).sort()).toEqual([false, true]);
    const capped = both.find((x) => x.body.rewardIssued === false)!;
    expect(capped.body).toMatchObject({
      message: REFERRAL_MESSAGES.rewardLimitReached(MAX_REWARDED),
      referral: { status: 'completed', reward_coupon_code: null },
    });
    expect(await rewardsOf(referrer.id)).toHaveLength(MAX_REWARDED);

    // Reported again, a capped referral stays as it is.
    const again = await settle(friends[3]!);
    expect(again.body).toMatchObject({ rewardIssued: false, message: REFERRAL_MESSAGES.rewardLimitReached(MAX_REWARDED) });
    const repeat = await call('POST', '/api/referrals/complete-first-order', as.admin, {
      userId: friends[3]!.id,
      bookingId: (await referralOf(friends[3]!)).firstBookingId,
    });
    expect(repeat.body).toMatchObject({ rewardIssued: false, message: REFERRAL_MESSAGES.rewardAlreadyIssued(null) });
    expect(await rewardsOf(referrer.id)).toHaveLength(MAX_REWARDED);

    const info = await ok('GET', `/api/referrals/user/${referrer.id}`, referrer.headers);
    expect(info.terms).toMatchObject({ maxRewardedFriends: MAX_REWARDED });
    expect(info.stats.asReferrer).toMatchObject({ totalReferrals: 4, completedReferrals: 4, totalRewardsEarned: MAX_REWARDED });
    expect((await ok('GET', '/api/referrals/admin/stats', as.admin)).terms.maxRewardedFriends).toBe(MAX_REWARDED);
  });

  it('applies the cap when a delivery completes the first order through the lifecycle', async () => {
    const referrer = await customer('Pooja');
    const friends = [await customer('Qadir'), await customer('Rekha'), await customer('Sunil')];
    for (const friend of friends) await refers(referrer, friend);
    for (const friend of friends.slice(0, MAX_REWARDED)) expect((await settle(friend)).body.rewardIssued).toBe(true);

    const last = friends[MAX_REWARDED]!;
    const addressId = (await ok('POST', '/api/addresses', last.headers, SECTOR_69_ADDRESS)).data.id as string;
    const bookingId = (await ok('POST', '/api/bookings', last.headers, checkoutOrder(addressId))).booking.id as string;
    await deliver(bookingId, last.headers);
    expect(await referralOf(last)).toMatchObject({ status: 'completed', firstBookingId: bookingId, rewardCouponCode: null });
    expect(await rewardsOf(referrer.id)).toHaveLength(MAX_REWARDED);
  });

  it('defaults to 20 rewarded friends, and takes 0 to turn rewards off', () => {
    expect(loadEnv({}).REFERRAL_REWARDS_PER_REFERRER).toBe(20);
    expect(loadEnv({ REFERRAL_REWARDS_PER_REFERRER: '0' }).REFERRAL_REWARDS_PER_REFERRER).toBe(0);
    expect(() => loadEnv({ REFERRAL_REWARDS_PER_REFERRER: '-1' })).toThrow(/REFERRAL_REWARDS_PER_REFERRER/);
  });

  /** Drives a booking through the real lifecycle to a delivery paid at the door and handed over with its code. */
  const deliver = (bookingId: string, customerHeaders: Record<string, string>) =>
    driveOrder(
      ctx.app,
      bookingId,
      { pickupRider: { id: ids.pickupRider }, deliveryRider: { id: ids.deliveryRider }, as },
      customerHeaders,
      'delivered',
    );
});
