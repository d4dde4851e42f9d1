import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COUPON_DISCOUNT_KINDS } from '@washday/core';
import { createdAt, id, tstz } from './columns.js';
import { couponTypeEnum, referralStatusEnum } from './enums.js';
import { adminUsers, users } from './identity.js';
import { bookings } from './bookings.js';

export const coupons = pgTable(
  'coupons',
  {
    /** Upper-case code, e.g. FIRST30. */
    code: text('code').primaryKey(),
    /** A flat coupon keeps 100 here and its amount in max_discount_paise (core's couponDiscountPaise). */
    discountPercent: integer('discount_percent').notNull(),
    maxDiscountPaise: integer('max_discount_paise').notNull(),
    discountKind: text('discount_kind', { enum: COUPON_DISCOUNT_KINDS }).notNull().default('percent'),
    /** The subtotal an order must reach; 0 for none. */
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** Redemptions allowed across all customers; null for no limit. */
    usageLimit: integer('usage_limit'),
    validFrom: tstz('valid_from'),
    createdByAdminId: uuid('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    type: couponTypeEnum('type').notNull(),
    isFirstOrder: boolean('is_first_order').notNull().default(false),
    isOneTimeUse: boolean('is_one_time_use').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Set for referral reward coupons: only this customer may use them. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_code_upper_ck', sql`${t.code} = upper(${t.code})`),
    check('coupons_percent_ck', sql`${t.discountPercent} between 1 and 100`),
    check('coupons_discount_kind_ck', sql`${t.discountKind} in ('percent', 'flat')`),
    check(
      'coupons_limits_ck',
      sql`${t.minOrderPaise} >= 0 and ${t.maxDiscountPaise} > 0 and (${t.usageLimit} is null or ${t.usageLimit} > 0)`,
    ),
    // A customer's own coupons (referral welcome and rewards).
    index('coupons_owner_idx').on(t.ownerUserId),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Copied from the coupon so the database itself refuses a second one-time redemption. */
    isOneTimeUse: boolean('is_one_time_use').notNull(),
    orderAmountPaise: integer('order_amount_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    usedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_booking_uq').on(t.bookingId),
    uniqueIndex('coupon_redemptions_one_time_uq')
      .on(t.couponCode, t.userId)
      .where(sql`${t.isOneTimeUse}`),
    index('coupon_redemptions_user_idx').on(t.userId),
    // The admin's redemptions per coupon, newest first, and the usage counts.
    index('coupon_redemptions_coupon_used_idx').on(t.couponCode, t.usedAt.desc()),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeUserId: uuid('referee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    status: referralStatusEnum('status').notNull().default('pending'),
    firstBookingId: uuid('first_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    rewardCouponCode: text('reward_coupon_code').references(() => coupons.code, { onDelete: 'set null' }),
    /** The referee's personal first-order coupon, issued when the referral is applied (docs/decisions/0017-referrals.md). */
    refereeCouponCode: text('referee_coupon_code').references(() => coupons.code, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    uniqueIndex('referrals_referee_uq').on(t.refereeUserId),
    index('referrals_referrer_idx').on(t.referrerUserId, t.status),
    check('referrals_not_self_ck', sql`${t.referrerUserId} <> ${t.refereeUserId}`),
    // One reward per referral and one referral per coupon, whatever reports the completion and how often.
    uniqueIndex('referrals_reward_coupon_uq').on(t.rewardCouponCode),
    uniqueIndex('referrals_referee_coupon_uq').on(t.refereeCouponCode),
    // The admin's list, newest first by status.
    index('referrals_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);
