import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import {
  CUSTOMER_NOTICE_TITLES,
  REFERRAL_COUPON_DESCRIPTIONS,
  REFERRAL_MAX_DISCOUNT_RUPEES,
  REFERRAL_MESSAGES,
  REFERRER_REWARD_PERCENT,
  REWARD_COUPON_PREFIX,
  customerNoticeMessage,
  firstNameOf,
  rupeesToPaise,
} from '@washday/core';
import type { Db, Tx } from '../../db/client.js';
import { bookings, referrals, users } from '../../db/schema/index.js';
import { AppError, conflict } from '../../lib/errors.js';
import {
  deliverNotification,
  storeNotification,
  type CopyQueue,
  type NotifyDeps,
  type StoredNotification,
} from '../notifications/notify.service.js';
import type { AfterCommit, LifecycleEvents, OrderMovedEvent } from '../orders/order-audit.js';
import { insertPersonalCoupon } from './referrals.service.js';

/**
 * The referrer's reward (docs/decisions/0017-referrals.md): when the referee's first order is completed, one
 * REWARD coupon of REFERRER_REWARD_PERCENT that only the referrer may use, for at most `maxRewardedFriends` friends
 * (REFERRAL_REWARDS_PER_REFERRER); a friend's first order after that completes the referral with no coupon. Exactly
 * once: the referral row is read under its lock and moved from pending to completed in the same transaction as the
 * coupon, and the database keeps one referral per reward coupon; a completion reported twice, or at once from two
 * places, finds it completed.
 */

export type RewardOutcome =
  | { outcome: 'none' }
  | { outcome: 'already'; referralId: string; rewardCouponCode: string | null }
  | { outcome: 'limit'; referralId: string }
  | { outcome: 'issued'; referralId: string; rewardCouponCode: string; notices: StoredNotification[] };

export async function rewardReferrer(
  tx: Tx,
  input: { refereeId: string; bookingId: string; now: Date; maxRewardedFriends: number },
  jobs: CopyQueue,
): Promise<RewardOutcome> {
  const [referral] = await tx.select().from(referrals).where(eq(referrals.refereeUserId, input.refereeId)).for('update');
  if (!referral) return { outcome: 'none' };
  if (referral.status === 'completed')
    return { outcome: 'already', referralId: referral.id, rewardCouponCode: referral.rewardCouponCode };

  // The referrer's rewards are counted one completion at a time: two friends' first orders completing at once
  // cannot both take the last reward.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`referral-rewards:${referral.referrerUserId}`}))`);
  const [rewarded] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerUserId, referral.referrerUserId), isNotNull(referrals.rewardCouponCode)));
  if ((rewarded?.n ?? 0) >= input.maxRewardedFriends) {
    await tx
      .update(referrals)
      .set({ status: 'completed', completedAt: input.now, firstBookingId: input.bookingId })
      .where(and(eq(referrals.id, referral.id), eq(referrals.status, 'pending')));
    return { outcome: 'limit', referralId: referral.id };
  }

  const coupon = await insertPersonalCoupon(tx, REWARD_COUPON_PREFIX, {
    discountPercent: REFERRER_REWARD_PERCENT,
    maxDiscountPaise: rupeesToPaise(REFERRAL_MAX_DISCOUNT_RUPEES),
    description: REFERRAL_COUPON_DESCRIPTIONS.reward(REFERRER_REWARD_PERCENT),
    type: 'referral_reward',
    isFirstOrder: false,
    isOneTimeUse: true,
    ownerUserId: referral.referrerUserId,
    createdAt: input.now,
  });
  const [done] = await tx
    .update(referrals)
    .set({ status: 'completed', completedAt: input.now, firstBookingId: input.bookingId, rewardCouponCode: coupon.code })
    .where(and(eq(referrals.id, referral.id), eq(referrals.status, 'pending')))
    .returning({ id: referrals.id });
  // Unreachable under the row lock; if it ever happens the coupon rolls back with this transaction.
  if (!done) throw conflict(REFERRAL_MESSAGES.rewardAlreadyIssued(null));

  const [referee] = await tx.select({ name: users.name }).from(users).where(eq(users.id, input.refereeId));
  const values = {
    referee_name: firstNameOf(referee?.name ?? ''),
    coupon_code: coupon.code,
    discount_percentage: REFERRER_REWARD_PERCENT,
    max_discount: REFERRAL_MAX_DISCOUNT_RUPEES,
  };
  const notice = await storeNotification(
    tx,
    {
      recipient: { kind: 'customer', userId: referral.referrerUserId },
      type: 'referral_reward',
      title: CUSTOMER_NOTICE_TITLES.referral_reward,
      message: customerNoticeMessage('referral_reward', values, input.now),
      priority: 'high',
      data: { ...values, referral_id: referral.id },
    },
    input.now,
    jobs,
  );
  return { outcome: 'issued', referralId: referral.id, rewardCouponCode: coupon.code, notices: [notice] };
}

/**
 * POST /api/referrals/complete-first-order (operations): the named booking must be the customer's and completed.
 * Idempotent: a referral already completed answers as it stands.
 */
export async function completeFirstOrder(
  db: Db,
  input: { userId: string; bookingId: string; now: Date; maxRewardedFriends: number },
  jobs: CopyQueue,
) {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ customerId: bookings.customerId, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId));
    if (!booking || booking.customerId !== input.userId)
      throw new AppError(404, REFERRAL_MESSAGES.bookingNotFound, { code: 'NOT_FOUND', field: 'bookingId' });
    if (booking.status !== 'completed')
      throw new AppError(409, REFERRAL_MESSAGES.bookingNotCompleted, { code: 'CONFLICT', field: 'bookingId' });
    const { userId, bookingId, now, maxRewardedFriends } = input;
    const result = await rewardReferrer(tx, { refereeId: userId, bookingId, now, maxRewardedFriends }, jobs);
    if (result.outcome === 'none') throw new AppError(404, REFERRAL_MESSAGES.noReferral, { code: 'NOT_FOUND', field: 'userId' });
    return result;
  });
}

/** The step of a move that completes the order (a delivery handed over with its code). */
const completesOrder = (step: OrderMovedEvent) => step.trip === null && step.to === 'completed';

/**
 * Wraps the app's lifecycle listener: a move that completes an order also settles its customer's referral, in the
 * move's transaction (a savepoint, so a failure here is logged and never undoes the delivery; operations can settle
 * it again with complete-first-order), and tells the referrer after the commit.
 */
export function withReferralRewards(
  inner: LifecycleEvents,
  deps: Omit<NotifyDeps, 'db' | 'clock'> & { maxRewardedFriends: number },
): LifecycleEvents {
  return {
    ...inner,
    async recordMove(tx, steps) {
      const innerAfter = await inner.recordMove?.(tx, steps);
      const completed = steps.find(completesOrder);
      let notices: StoredNotification[] = [];
      if (completed) {
        try {
          const result = await tx.transaction((savepoint) =>
            rewardReferrer(
              savepoint,
              {
                refereeId: completed.customerId,
                bookingId: completed.bookingId,
                now: completed.at,
                maxRewardedFriends: deps.maxRewardedFriends,
              },
              deps.jobs,
            ),
          );
          if (result.outcome === 'issued') notices = result.notices;
        } catch (err) {
          deps.log.error({ err, bookingId: completed.bookingId }, 'referral: the reward was not issued');
        }
      }
      if (!innerAfter && !notices.length) return;
      const after: AfterCommit = async () => {
        try {
          if (innerAfter) await innerAfter();
        } finally {
          for (const notice of notices) await deliverNotification(deps, notice);
        }
      };
      return after;
    },
  };
}
