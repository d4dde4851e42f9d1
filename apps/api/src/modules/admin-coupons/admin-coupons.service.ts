import { and, count, desc, eq, ilike, max, or, sum, type SQL } from 'drizzle-orm';
import {
  ADMIN_COUPON_MESSAGES,
  addDaysToDate,
  businessDate,
  formatRupees,
  istMoment,
  normalizeCouponCode,
  paiseToRupees,
  rupeesToPaise,
  type AdminCoupon,
  type CouponRedemption,
  type CouponState,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, couponRedemptions, coupons, users } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';

type CouponRow = typeof coupons.$inferSelect;
interface Usage {
  count: number;
  discountPaise: number;
  lastAt: Date | null;
}

/** Where a coupon stands at `now`, by the same facts checkout's couponRefusal reads. */
export function couponState(row: CouponRow, redemptions: number, now: Date): CouponState {
  if (!row.isActive) return 'inactive';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.validFrom && row.validFrom.getTime() > now.getTime()) return 'scheduled';
  if (row.usageLimit != null && redemptions >= row.usageLimit) return 'used_up';
  return 'active';
}

function toView(row: CouponRow, usage: Usage, owner: { id: string; name: string } | null, now: Date): AdminCoupon {
  const flat = row.discountKind === 'flat';
  return {
    code: row.code,
    description: row.description,
    discount_type: row.discountKind,
    discount_value: flat ? paiseToRupees(row.maxDiscountPaise) : row.discountPercent,
    max_discount: flat ? null : paiseToRupees(row.maxDiscountPaise),
    min_order: paiseToRupees(row.minOrderPaise),
    first_order_only: row.isFirstOrder,
    one_time_per_customer: row.isOneTimeUse,
    usage_limit: row.usageLimit,
    valid_from: row.validFrom ? businessDate(row.validFrom) : null,
    // Stored as the first moment it no longer works; shown as the last day it does.
    valid_to: row.expiresAt ? businessDate(new Date(row.expiresAt.getTime() - 1)) : null,
    is_active: row.isActive,
    state: couponState(row, usage.count, now),
    type: row.type,
    owner: owner ? { _id: owner.id, name: owner.name } : null,
    redemption_count: usage.count,
    discount_given: paiseToRupees(usage.discountPaise),
    last_redeemed_at: usage.lastAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Redemptions per coupon, counted in SQL. */
function usageByCode(db: DbOrTx) {
  return db
    .select({
      code: couponRedemptions.couponCode,
      n: count().as('n'),
      discount: sum(couponRedemptions.discountPaise).mapWith(Number).as('discount'),
      lastAt: max(couponRedemptions.usedAt).as('last_at'),
    })
    .from(couponRedemptions)
    .groupBy(couponRedemptions.couponCode)
    .as('usage');
}

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function couponViews(db: DbOrTx, where: SQL | undefined, now: Date, page?: { limit: number; offset: number }) {
  const usage = usageByCode(db);
  const query = db
    .select({ coupon: coupons, n: usage.n, discount: usage.discount, lastAt: usage.lastAt, ownerName: users.name })
    .from(coupons)
    .leftJoin(usage, eq(usage.code, coupons.code))
    .leftJoin(users, eq(users.id, coupons.ownerUserId))
    .where(where)
    .orderBy(desc(coupons.createdAt), coupons.code);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) =>
    toView(
      r.coupon,
      { count: Number(r.n ?? 0), discountPaise: Number(r.discount ?? 0), lastAt: r.lastAt ? new Date(r.lastAt) : null },
      r.coupon.ownerUserId && r.ownerName ? { id: r.coupon.ownerUserId, name: r.ownerName } : null,
      now,
    ),
  );
}

export async function listCoupons(
  db: DbOrTx,
  now: Date,
  query: { status: 'all' | 'active' | 'inactive'; search?: string | undefined; page: number; limit: number },
) {
  const search = query.search?.trim();
  const where = and(
    query.status === 'all' ? undefined : eq(coupons.isActive, query.status === 'active'),
    search ? or(ilike(coupons.code, contains(search)), ilike(coupons.description, contains(search))) : undefined,
  );
  const offset = (query.page - 1) * query.limit;
  const [list, [total]] = await Promise.all([
    couponViews(db, where, now, { limit: query.limit, offset }),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    coupons: list,
    pagination: { page: query.page, limit: query.limit, total: totalCount, hasMore: offset + list.length < totalCount },
  };
}

async function couponView(db: DbOrTx, code: string, now: Date): Promise<AdminCoupon> {
  const [view] = await couponViews(db, eq(coupons.code, normalizeCouponCode(code)), now);
  if (!view) throw notFound(ADMIN_COUPON_MESSAGES.notFound);
  return view;
}

export interface NewCoupon {
  code: string;
  description?: string | null | undefined;
  discount_type: 'percent' | 'flat';
  discount_value: number;
  max_discount?: number | null | undefined;
  min_order?: number | null | undefined;
  first_order_only: boolean;
  one_time_per_customer: boolean;
  usage_limit?: number | null | undefined;
  valid_from?: string | null | undefined;
  valid_to?: string | null | undefined;
}

/** '20% off, up to ₹200', '₹50 off'; with the conditions an admin chose. */
export function describeCoupon(coupon: NewCoupon): string {
  const off =
    coupon.discount_type === 'percent'
      ? `${coupon.discount_value}% off${coupon.max_discount ? `, up to ${formatRupees(coupon.max_discount)}` : ''}`
      : `${formatRupees(coupon.discount_value)} off`;
  const scope = coupon.first_order_only ? ' your first order' : '';
  const min = coupon.min_order ? ` on orders of ${formatRupees(coupon.min_order)} or more` : '';
  return `${off}${scope}${min}`;
}

/**
 * A new coupon, checked at checkout by core's rules from the next request on. A flat coupon keeps 100 as its percent
 * and its amount as the cap, so the one discount rule gives the amount (never more than the subtotal). Days are India's:
 * valid from the start of valid_from until the end of valid_to.
 */
export async function createCoupon(db: DbOrTx, adminId: string, now: Date, input: NewCoupon): Promise<AdminCoupon> {
  const code = normalizeCouponCode(input.code);
  if (input.valid_to && input.valid_to < businessDate(now)) throw badRequest(ADMIN_COUPON_MESSAGES.toInPast, 'valid_to');
  const flat = input.discount_type === 'flat';
  const [created] = await db
    .insert(coupons)
    .values({
      code,
      discountKind: input.discount_type,
      discountPercent: flat ? 100 : input.discount_value,
      maxDiscountPaise: rupeesToPaise(flat ? input.discount_value : input.max_discount!),
      minOrderPaise: rupeesToPaise(input.min_order ?? 0),
      description: input.description?.trim() || describeCoupon(input),
      type: input.first_order_only ? 'first_order' : 'general',
      isFirstOrder: input.first_order_only,
      isOneTimeUse: input.one_time_per_customer,
      usageLimit: input.usage_limit ?? null,
      validFrom: input.valid_from ? istMoment(input.valid_from, '00:00') : null,
      expiresAt: input.valid_to ? istMoment(addDaysToDate(input.valid_to, 1), '00:00') : null,
      isActive: true,
      createdByAdminId: adminId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: coupons.code })
    .returning({ code: coupons.code });
  if (!created) throw new AppError(409, ADMIN_COUPON_MESSAGES.duplicate(code), { code: 'COUPON_EXISTS', field: 'code' });
  return couponView(db, code, now);
}

/** Deactivates (checkout refuses it from the next request on) or reactivates a coupon. */
export async function setCouponActive(db: DbOrTx, code: string, isActive: boolean, now: Date): Promise<AdminCoupon> {
  const [row] = await db
    .update(coupons)
    .set({ isActive })
    .where(eq(coupons.code, normalizeCouponCode(code)))
    .returning({ code: coupons.code });
  if (!row) throw notFound(ADMIN_COUPON_MESSAGES.notFound);
  return couponView(db, row.code, now);
}

/** Who used a coupon, when, on which order and for how much: newest first, paged. */
export async function listRedemptions(db: DbOrTx, code: string, now: Date, query: { page: number; limit: number }) {
  const coupon = await couponView(db, code, now);
  const offset = (query.page - 1) * query.limit;
  const rows = await db
    .select({
      id: couponRedemptions.id,
      usedAt: couponRedemptions.usedAt,
      orderAmountPaise: couponRedemptions.orderAmountPaise,
      discountPaise: couponRedemptions.discountPaise,
      userId: users.id,
      userName: users.name,
      userPhone: users.phone,
      bookingId: bookings.id,
      orderNumber: bookings.customOrderId,
      status: bookings.status,
    })
    .from(couponRedemptions)
    .innerJoin(users, eq(users.id, couponRedemptions.userId))
    .innerJoin(bookings, eq(bookings.id, couponRedemptions.bookingId))
    .where(eq(couponRedemptions.couponCode, coupon.code))
    .orderBy(desc(couponRedemptions.usedAt), desc(couponRedemptions.id))
    .limit(query.limit)
    .offset(offset);
  const redemptions: CouponRedemption[] = rows.map((r) => ({
    id: r.id,
    used_at: r.usedAt.toISOString(),
    customer: { _id: r.userId, name: r.userName, phone: r.userPhone.replace(/^91(?=\d{10}$)/, '') },
    booking: { _id: r.bookingId, custom_order_id: r.orderNumber, status: r.status },
    order_amount: paiseToRupees(r.orderAmountPaise),
    discount: paiseToRupees(r.discountPaise),
  }));
  const total = coupon.redemption_count;
  return {
    coupon,
    redemptions,
    pagination: { page: query.page, limit: query.limit, total, hasMore: offset + redemptions.length < total },
  };
}
