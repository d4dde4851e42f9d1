import { and, count, desc, eq, ne, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paiseToRupees, referrerDisplayName, type AdminReferral, type ReferralCoupon, type ReferralInfo } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, couponRedemptions, coupons, referrals, users } from '../../db/schema/index.js';
import { referralTerms } from './referrals.service.js';

/** What customers and operations read of referrals: the customer's referral info, the admin list and totals. */

const referrer = alias(users, 'referrer');
const referee = alias(users, 'referee');
const phone10 = (stored: string) => stored.replace(/^91/, '');
/** Whether a coupon was redeemed by its owner (a cancelled booking's redemption is deleted, so it counts again). */
const redeemed = (code: SQL) => sql<boolean>`exists (select 1 from ${couponRedemptions} r where r.coupon_code = ${code})`;

function adminReferralQuery(db: DbOrTx) {
  return db
    .select({
      row: referrals,
      referrer: { id: referrer.id, name: referrer.name, phone: referrer.phone },
      referee: { id: referee.id, name: referee.name, phone: referee.phone },
      refereeCouponUsed: redeemed(sql`${referrals.refereeCouponCode}`),
      rewardCouponUsed: redeemed(sql`${referrals.rewardCouponCode}`),
    })
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrerUserId))
    .innerJoin(referee, eq(referee.id, referrals.refereeUserId));
}

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminReferralQuery>['execute']>>[number];

function toAdminReferral(r: AdminRow): AdminReferral {
  return {
    _id: r.row.id,
    referral_code: r.row.code,
    discount_percentage: r.row.discountPercent,
    status: r.row.status,
    referrer: { _id: r.referrer.id, name: r.referrer.name, phone: phone10(r.referrer.phone) },
    referee: { _id: r.referee.id, name: r.referee.name, phone: phone10(r.referee.phone) },
    referee_coupon_code: r.row.refereeCouponCode,
    referee_coupon_used: Boolean(r.refereeCouponUsed),
    reward_coupon_code: r.row.rewardCouponCode,
    reward_coupon_used: Boolean(r.rewardCouponUsed),
    first_booking_id: r.row.firstBookingId,
    created_at: r.row.createdAt.toISOString(),
    completed_at: r.row.completedAt?.toISOString() ?? null,
  };
}

export async function adminReferralById(db: DbOrTx, id: string): Promise<AdminReferral> {
  const [row] = await adminReferralQuery(db).where(eq(referrals.id, id));
  return toAdminReferral(row!);
}

export async function listReferrals(db: DbOrTx, query: { page: number; limit: number; status: 'all' | 'pending' | 'completed' }) {
  const where = query.status === 'all' ? undefined : eq(referrals.status, query.status);
  const [rows, [total]] = await Promise.all([
    adminReferralQuery(db)
      .where(where)
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(referrals).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    referrals: rows.map(toAdminReferral),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: n,
      totalPages: Math.ceil(n / query.limit),
      hasMore: query.page * query.limit < n,
    },
  };
}

export async function referralStats(db: DbOrTx) {
  const programmeCoupon = sql`${couponRedemptions.couponCode} in (select referee_coupon_code from ${referrals} union select reward_coupon_code from ${referrals})`;
  const [[byStatus], [withCode], [used], top] = await Promise.all([
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${referrals.status} = 'pending')::int`,
        completed: sql<number>`count(*) filter (where ${referrals.status} = 'completed')::int`,
        rewards: sql<number>`count(${referrals.rewardCouponCode})::int`,
        welcomeRedeemed: sql<number>`count(*) filter (where ${redeemed(sql`${referrals.refereeCouponCode}`)})::int`,
        rewardsRedeemed: sql<number>`count(*) filter (where ${redeemed(sql`${referrals.rewardCouponCode}`)})::int`,
      })
      .from(referrals),
    db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.referralCode} is not null`),
    db
      .select({ paise: sum(couponRedemptions.discountPaise).mapWith(Number) })
      .from(couponRedemptions)
      .where(programmeCoupon),
    db
      .select({
        id: users.id,
        name: users.name,
        referrals: count(),
        completed: sql<number>`count(*) filter (where ${referrals.status} = 'completed')::int`,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referrerUserId))
      .groupBy(users.id, users.name)
      .orderBy(desc(count()), users.name)
      .limit(5),
  ]);
  return {
    totalReferrals: byStatus?.total ?? 0,
    pendingReferrals: byStatus?.pending ?? 0,
    completedReferrals: byStatus?.completed ?? 0,
    referrersWithCode: withCode?.n ?? 0,
    welcomeCouponsRedeemed: byStatus?.welcomeRedeemed ?? 0,
    rewardsIssued: byStatus?.rewards ?? 0,
    rewardsRedeemed: byStatus?.rewardsRedeemed ?? 0,
    discountGiven: paiseToRupees(used?.paise ?? 0),
    topReferrers: top.map((t) => ({ _id: t.id, name: t.name, referrals: t.referrals, completed: t.completed })),
  };
}

/** The customer's own referral info (customer-app.md §3), with the coupons the programme gave them. */
export async function referralInfo(
  db: DbOrTx,
  userId: string,
  now: Date,
  maxRewardedFriends: number,
): Promise<Omit<ReferralInfo, 'success'>> {
  const [[user], [mine], asReferee, issued, [orders]] = await Promise.all([
    db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)),
    db
      .select({
        total: count(),
        completed: sql<number>`count(*) filter (where ${referrals.status} = 'completed')::int`,
        pending: sql<number>`count(*) filter (where ${referrals.status} = 'pending')::int`,
        rewards: sql<number>`count(${referrals.rewardCouponCode})::int`,
      })
      .from(referrals)
      .where(eq(referrals.referrerUserId, userId)),
    db
      .select({ status: referrals.status, name: referrer.name })
      .from(referrals)
      .innerJoin(referrer, eq(referrer.id, referrals.referrerUserId))
      .where(eq(referrals.refereeUserId, userId)),
    db
      .select({ coupon: coupons, usedAt: couponRedemptions.usedAt })
      .from(coupons)
      .leftJoin(couponRedemptions, and(eq(couponRedemptions.couponCode, coupons.code), eq(couponRedemptions.userId, userId)))
      .where(
        and(
          eq(coupons.ownerUserId, userId),
          sql`${coupons.code} in (select referee_coupon_code from ${referrals} where referee_user_id = ${userId}
                union select reward_coupon_code from ${referrals} where referrer_user_id = ${userId})`,
        ),
      )
      .orderBy(desc(coupons.createdAt)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.customerId, userId), ne(bookings.status, 'cancelled'))),
  ]);
  const hasOrders = (orders?.n ?? 0) > 0;
  const coupons_: ReferralCoupon[] = issued.map(({ coupon, usedAt }) => {
    const kind = coupon.type === 'referral_reward' ? 'reward' : 'welcome';
    const ended = !coupon.isActive || (coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime());
    // A welcome coupon is for the first order: once another order was placed without it, it no longer applies.
    const missed = kind === 'welcome' && hasOrders;
    return {
      code: coupon.code,
      kind,
      discount: coupon.discountPercent,
      maxDiscount: paiseToRupees(coupon.maxDiscountPaise),
      description: coupon.description,
      state: usedAt ? 'used' : ended || missed ? 'inactive' : 'available',
      usedAt: usedAt?.toISOString() ?? null,
      createdAt: coupon.createdAt.toISOString(),
    };
  });
  const referral = asReferee[0];
  return {
    myReferralCode: user?.code ?? null,
    stats: {
      asReferrer: {
        totalReferrals: mine?.total ?? 0,
        completedReferrals: mine?.completed ?? 0,
        pendingRewards: mine?.pending ?? 0,
        totalRewardsEarned: mine?.rewards ?? 0,
      },
      asReferee: {
        hasUsedReferral: Boolean(referral),
        referrerName: referral ? referrerDisplayName(referral.name) : null,
        status: referral?.status ?? null,
      },
    },
    coupons: coupons_,
    terms: referralTerms(maxRewardedFriends),
  };
}
