import { and, eq, ne, sql } from 'drizzle-orm';
import {
  CUSTOMER_NOTICE_TITLES,
  REFEREE_COUPON_PREFIX,
  REFEREE_DISCOUNT_PERCENT,
  REFERRAL_CODE_PATTERN,
  REFERRAL_COUPON_DESCRIPTIONS,
  REFERRAL_MAX_DISCOUNT_RUPEES,
  REFERRAL_MESSAGES,
  REFERRER_REWARD_PERCENT,
  customerNoticeMessage,
  firstNameOf,
  makePersonalCouponCode,
  makeReferralCode,
  referrerDisplayName,
  rupeesToPaise,
  type Referral,
  type ReferralTerms,
} from '@washday/core';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { bookings, coupons, referrals, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { storeNotification, type StoredNotification } from '../notifications/notify.service.js';
import { lockCustomer } from '../booking-records/customer-lock.js';
import { violates } from '../../db/constraint-violation.js';

/**
 * Referral codes and their use at sign-up (docs/decisions/0017-referrals.md): one code per customer, checked codes
 * answer the owner's first name and the server's percentage, and a new customer who uses one gets a personal
 * one-time first-order coupon. The referrer's reward is in referral-rewards.ts.
 */

/** The programme's terms as the server applies them; the reward limit is the business's (REFERRAL_REWARDS_PER_REFERRER). */
export const referralTerms = (maxRewardedFriends: number): ReferralTerms => ({
  refereeDiscountPercent: REFEREE_DISCOUNT_PERCENT,
  referrerRewardPercent: REFERRER_REWARD_PERCENT,
  maxDiscount: REFERRAL_MAX_DISCOUNT_RUPEES,
  maxRewardedFriends,
});

/** Referral chains are followed at most this far up: far beyond any real chain, and an end to a walk in bad data. */
const CHAIN_DEPTH_LIMIT = 10_000;

/**
 * How many referral steps above `userId` the customer `ancestorId` is (1: they referred `userId`; 2: they referred
 * whoever referred `userId`; …), or null when they are not in `userId`'s chain of referrers.
 */
async function stepsUpTo(tx: DbOrTx, userId: string, ancestorId: string): Promise<number | null> {
  // PGlite answers a raw query with { rows }, postgres.js (DATABASE_URL) with the rows themselves.
  const result = (await tx.execute(sql`
    with recursive chain (user_id, depth) as (
      select ${referrals.referrerUserId}, 1 from ${referrals} where ${referrals.refereeUserId} = ${userId}
      union all
      select r.referrer_user_id, chain.depth + 1 from ${referrals} r join chain on r.referee_user_id = chain.user_id
      where chain.depth < ${CHAIN_DEPTH_LIMIT} and chain.user_id <> ${ancestorId}
    )
    select min(depth)::int as depth from chain where user_id = ${ancestorId}`)) as unknown;
  type Row = { depth: number | null };
  const rows = Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
  return rows[0]?.depth ?? null;
}

type Random = () => number;
const ATTEMPTS = 8;

const invalidCode = () => new AppError(400, REFERRAL_MESSAGES.invalid, { code: 'REFERRAL_INVALID', field: 'referralCode' });

/**
 * The customer's code, made on first ask: REF + the phone's last 4 digits + 3 letters. Asking again answers the same
 * code; a drawn code someone already has is drawn again, and of two first asks at once both get the one stored.
 */
export async function ensureReferralCode(db: Db, userId: string, random: Random = Math.random): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [user] = await db.select({ phone: users.phone, code: users.referralCode }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    if (user.code) return user.code;
    const candidate = makeReferralCode(user.phone, random);
    try {
      const [set] = await db
        .update(users)
        .set({ referralCode: candidate })
        .where(and(eq(users.id, userId), sql`${users.referralCode} is null`))
        .returning({ code: users.referralCode });
      if (set?.code) return set.code;
      // Someone else's request stored one first: the next turn reads it.
    } catch (error) {
      if (!violates(error, 'users_referral_code_uq')) throw error;
    }
  }
  throw new AppError(503, 'Could not make a referral code. Please try again.', { code: 'REFERRAL_CODE_BUSY' });
}

/** The owner of a code, or null (a code that is not in the REF format is not looked up). */
async function referrerByCode(db: DbOrTx, code: string) {
  if (!REFERRAL_CODE_PATTERN.test(code)) return null;
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.referralCode, code));
  return row ?? null;
}

export function referralView(code: string, referrerName: string): Referral {
  return { referral_code: code, discount_percentage: REFEREE_DISCOUNT_PERCENT, referrer_name: referrerDisplayName(referrerName) };
}

/** A code as the sign-in field checks it: whose it is and what it gives. A signed-in caller's own code is refused. */
export async function validateReferralCode(db: DbOrTx, code: string, callerId: string | null): Promise<Referral> {
  const referrer = await referrerByCode(db, code);
  if (!referrer) throw invalidCode();
  if (callerId && referrer.id === callerId)
    throw new AppError(400, REFERRAL_MESSAGES.ownCode, { code: 'REFERRAL_OWN_CODE', field: 'referralCode' });
  return referralView(code, referrer.name);
}

/** Inserts a coupon under a freshly drawn personal code, drawing again while the code is taken. */
export async function insertPersonalCoupon(
  tx: DbOrTx,
  prefix: string,
  values: Omit<typeof coupons.$inferInsert, 'code'>,
  random: Random = Math.random,
): Promise<typeof coupons.$inferSelect> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [row] = await tx
      .insert(coupons)
      .values({ ...values, code: makePersonalCouponCode(prefix, random) })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new AppError(503, 'Could not issue a coupon. Please try again.', { code: 'COUPON_CODE_BUSY' });
}

export interface AppliedReferral {
  referral: Referral;
  coupon: typeof coupons.$inferSelect;
  notices: StoredNotification[];
}

/**
 * A new customer uses a friend's code, in the caller's transaction: refused for their own code, the code of anyone who
 * joined through them (a friend they referred, or that friend's friend, and so on: no cycles), a second referral, or
 * once they have an order that was not cancelled. Issues their personal one-time
 * first-order coupon (REFEREE_DISCOUNT_PERCENT, capped like FIRST30) and stores both sides' notifications; the caller
 * delivers them after the commit.
 */
export async function applyReferralInTx(tx: Tx, input: { refereeId: string; code: string; now: Date }): Promise<AppliedReferral> {
  // Queues behind the customer's booking writes, so "no orders yet" holds until this commits.
  await lockCustomer(tx, input.refereeId);
  // One referral is settled at a time, system-wide: two at once could each close half of a cycle (R uses G's code
  // while G uses R's) with neither seeing the other. Referrals are made once per customer, so the queue is short.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('referrals:apply'))`);
  const referrer = await referrerByCode(tx, input.code);
  if (!referrer) throw invalidCode();
  if (referrer.id === input.refereeId)
    throw new AppError(400, REFERRAL_MESSAGES.ownCode, { code: 'REFERRAL_OWN_CODE', field: 'referralCode' });
  const [[existing], steps, [orders], [referee]] = await Promise.all([
    tx.select({ id: referrals.id }).from(referrals).where(eq(referrals.refereeUserId, input.refereeId)),
    // Is the referee among the referrer's own referrers? Then this referral would close a cycle.
    stepsUpTo(tx, referrer.id, input.refereeId),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.customerId, input.refereeId), ne(bookings.status, 'cancelled'))),
    tx.select({ name: users.name }).from(users).where(eq(users.id, input.refereeId)),
  ]);
  if (!referee) throw notFound('User not found');
  if (existing) throw new AppError(409, REFERRAL_MESSAGES.alreadyUsed, { code: 'REFERRAL_ALREADY_USED', field: 'referralCode' });
  if (steps !== null)
    throw new AppError(400, steps === 1 ? REFERRAL_MESSAGES.referredByYou : REFERRAL_MESSAGES.referralCycle, {
      code: 'REFERRAL_CIRCULAR',
      field: 'referralCode',
    });
  if ((orders?.n ?? 0) > 0)
    throw new AppError(409, REFERRAL_MESSAGES.notNewCustomer, { code: 'REFERRAL_NOT_NEW', field: 'referralCode' });

  const coupon = await insertPersonalCoupon(tx, REFEREE_COUPON_PREFIX, {
    discountPercent: REFEREE_DISCOUNT_PERCENT,
    maxDiscountPaise: rupeesToPaise(REFERRAL_MAX_DISCOUNT_RUPEES),
    description: REFERRAL_COUPON_DESCRIPTIONS.welcome(REFEREE_DISCOUNT_PERCENT),
    type: 'first_order',
    isFirstOrder: true,
    isOneTimeUse: true,
    ownerUserId: input.refereeId,
    createdAt: input.now,
  });
  const [inserted] = await tx
    .insert(referrals)
    .values({
      referrerUserId: referrer.id,
      refereeUserId: input.refereeId,
      code: input.code,
      discountPercent: REFEREE_DISCOUNT_PERCENT,
      refereeCouponCode: coupon.code,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: referrals.refereeUserId })
    .returning({ id: referrals.id });
  // Two applies at once: the second finds the first's row here and rolls its coupon back with it.
  if (!inserted) throw new AppError(409, REFERRAL_MESSAGES.alreadyUsed, { code: 'REFERRAL_ALREADY_USED', field: 'referralCode' });

  const welcome = {
    referrer_name: firstNameOf(referrer.name),
    coupon_code: coupon.code,
    discount_percentage: REFEREE_DISCOUNT_PERCENT,
    max_discount: REFERRAL_MAX_DISCOUNT_RUPEES,
  };
  const joined = { referee_name: firstNameOf(referee.name), reward_percentage: REFERRER_REWARD_PERCENT };
  const notices = [
    await storeNotification(
      tx,
      {
        recipient: { kind: 'customer', userId: input.refereeId },
        type: 'referral_welcome',
        title: CUSTOMER_NOTICE_TITLES.referral_welcome,
        message: customerNoticeMessage('referral_welcome', welcome, input.now),
        priority: 'medium',
        data: welcome,
        sendMessage: false,
      },
      input.now,
      null,
    ),
    await storeNotification(
      tx,
      {
        recipient: { kind: 'customer', userId: referrer.id },
        type: 'referral_joined',
        title: CUSTOMER_NOTICE_TITLES.referral_joined,
        message: customerNoticeMessage('referral_joined', joined, input.now),
        priority: 'low',
        data: joined,
        sendMessage: false,
      },
      input.now,
      null,
    ),
  ];
  return { referral: referralView(input.code, referrer.name), coupon, notices };
}

export async function applyReferral(db: Db, input: { refereeId: string; code: string; now: Date }): Promise<AppliedReferral> {
  return db.transaction((tx) => applyReferralInTx(tx, input));
}

/**
 * The code a customer typed when their account was made, settled in the sign-in's own transaction (a savepoint):
 * a code that cannot be used leaves the account made and signed in, with the code kept on the user for the record.
 */
export async function settleSignupReferral(
  tx: Tx,
  input: { userId: string; code: string; now: Date },
  log?: { warn: (obj: object, msg: string) => void },
): Promise<StoredNotification[]> {
  try {
    return await tx.transaction(
      async (savepoint) =>
        (await applyReferralInTx(savepoint, { refereeId: input.userId, code: input.code, now: input.now })).notices,
    );
  } catch (error) {
    if (!(error instanceof AppError))
      log?.warn({ err: error, userId: input.userId }, 'referral: the sign-up code could not be settled');
    return [];
  }
}

/** Refuses a body's userId that names someone other than the signed-in customer. */
export function assertSelf(callerId: string, bodyUserId: string | undefined): void {
  if (bodyUserId && bodyUserId !== callerId) throw new AppError(403, REFERRAL_MESSAGES.notYourAccount, { code: 'FORBIDDEN' });
}
