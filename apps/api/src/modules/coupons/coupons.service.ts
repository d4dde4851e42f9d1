import { and, eq, ne, sql } from 'drizzle-orm';
import { COUPON_MESSAGES, couponDiscountPaise, couponRefusal, normalizeCouponCode, type CouponRule } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, couponRedemptions, coupons } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

type CouponRow = typeof coupons.$inferSelect;

function toRule(row: CouponRow): CouponRule {
  return {
    code: row.code,
    discountPercent: row.discountPercent,
    maxDiscountPaise: row.maxDiscountPaise,
    type: row.type,
    isFirstOrder: row.isFirstOrder,
    isOneTimeUse: row.isOneTimeUse,
    isActive: row.isActive,
    ownerUserId: row.ownerUserId,
    expiresAt: row.expiresAt,
    discountKind: row.discountKind,
    minOrderPaise: row.minOrderPaise,
    usageLimit: row.usageLimit,
    validFrom: row.validFrom,
  };
}

/**
 * Whether the customer has ordered before (cancelled bookings don't count) and already redeemed this code, and how
 * often everyone has (cancelling a booking deletes its redemption, so these count live orders only).
 */
async function couponHistory(db: DbOrTx, userId: string | null, code: string) {
  const [[orders], [redemptions]] = await Promise.all([
    userId
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(and(eq(bookings.customerId, userId), ne(bookings.status, 'cancelled')))
      : [{ n: 0 }],
    db
      .select({
        mine: userId ? sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})::int` : sql<number>`0`,
        all: sql<number>`count(*)::int`,
      })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponCode, code)),
  ]);
  return {
    hasPriorOrders: (orders?.n ?? 0) > 0,
    alreadyRedeemed: (redemptions?.mine ?? 0) > 0,
    redemptionCount: redemptions?.all ?? 0,
  };
}

export interface CheckedCoupon {
  row: CouponRow;
  discountPaise: number;
}

/**
 * The discount a code gives this customer on this subtotal, or a 400 with the spec's reason. With `lock` (a booking's
 * transaction), a coupon with a usage limit is read under its row lock, so two bookings cannot take its last use.
 */
export async function checkCoupon(
  db: DbOrTx,
  input: { code: string; userId: string | null; subtotalPaise: number; now: Date; lock?: boolean },
): Promise<CheckedCoupon> {
  const code = normalizeCouponCode(input.code);
  if (!code) throw new AppError(400, COUPON_MESSAGES.required, { code: 'COUPON_REQUIRED', field: 'coupon_code' });
  let [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (row?.usageLimit != null && input.lock) [row] = await db.select().from(coupons).where(eq(coupons.code, code)).for('update');
  const history = await couponHistory(db, input.userId, code);
  const refusal = couponRefusal(code, row ? toRule(row) : null, {
    userId: input.userId,
    now: input.now,
    subtotalPaise: input.subtotalPaise,
    ...history,
  });
  if (refusal) throw new AppError(400, refusal, { code: 'COUPON_REFUSED', field: 'coupon_code' });
  return { row: row!, discountPaise: couponDiscountPaise(input.subtotalPaise, toRule(row!)) };
}

export async function countActiveCoupons(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(eq(coupons.isActive, true));
  return row?.n ?? 0;
}
