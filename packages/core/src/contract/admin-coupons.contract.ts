// Coupons for operations (issue 11: list, create, deactivate, redemptions per coupon). The rules a coupon's fields
// feed are core's couponRefusal and couponDiscountPaise (ordering/coupons.ts); amounts are rupees here.
import { z } from 'zod';
import { REWARD_COUPON_PREFIX } from '../coupons/coupon-data.js';
import { COUPON_DISCOUNT_KINDS } from '../ordering/coupons.js';
import { isIsoDate } from '../ordering/slots.js';
import { defineEndpoint } from './define-endpoint.js';

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;
/** A flat coupon's largest amount, in rupees. */
export const COUPON_FLAT_MAX = 10_000;

export const ADMIN_COUPON_MESSAGES = {
  codeInvalid: 'Code must be 3-30 letters, digits, - or _, starting with a letter or digit',
  codeReserved: `Codes starting with ${REWARD_COUPON_PREFIX} are kept for referral rewards`,
  duplicate: (code: string) => `A coupon with code ${code} already exists`,
  notFound: 'Coupon not found',
  kindInvalid: 'Discount type must be percent or flat',
  percentInvalid: 'Percentage must be a whole number from 1 to 100',
  flatInvalid: `Flat discount must be between ₹1 and ₹${COUPON_FLAT_MAX.toLocaleString('en-IN')}`,
  maxRequired: 'Enter the most a percentage coupon may take off',
  maxInvalid: 'Maximum discount must be more than ₹0',
  minOrderInvalid: 'Minimum order must be ₹0 or more',
  usageLimitInvalid: 'Usage limit must be a whole number of at least 1',
  dateInvalid: 'Use the date format YYYY-MM-DD',
  toBeforeFrom: 'The end date cannot be before the start date',
  toInPast: 'The end date cannot be before today',
  descriptionInvalid: 'Description can be at most 120 characters',
  created: (code: string) => `Coupon ${code} created`,
  deactivated: (code: string) => `Coupon ${code} deactivated`,
  reactivated: (code: string) => `Coupon ${code} reactivated`,
} as const;

/** Where a coupon stands now: switched off, not started, past its end, all uses taken, or usable. */
export const COUPON_STATES = ['active', 'inactive', 'scheduled', 'expired', 'used_up'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

const rupees = z.number();
const isoDay = z
  .string({ error: ADMIN_COUPON_MESSAGES.dateInvalid })
  .trim()
  .refine((v) => isIsoDate(v), ADMIN_COUPON_MESSAGES.dateInvalid);

/** A new coupon. The code is upper-cased; valid_from and valid_to are whole days in India (valid_to included). */
export const adminCouponCreateBodySchema = z
  .object({
    code: z
      .string({ error: ADMIN_COUPON_MESSAGES.codeInvalid })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(COUPON_CODE_PATTERN, ADMIN_COUPON_MESSAGES.codeInvalid))
      .refine((v) => !v.startsWith(REWARD_COUPON_PREFIX), ADMIN_COUPON_MESSAGES.codeReserved),
    description: z
      .string({ error: ADMIN_COUPON_MESSAGES.descriptionInvalid })
      .trim()
      .max(120, ADMIN_COUPON_MESSAGES.descriptionInvalid)
      .nullish(),
    discount_type: z.enum(COUPON_DISCOUNT_KINDS, { error: ADMIN_COUPON_MESSAGES.kindInvalid }),
    /** Percent (1-100) or rupees off. */
    discount_value: z.number({ error: 'Discount must be a number' }),
    /** Percent coupons: the cap in rupees (required). Ignored for flat ones. */
    max_discount: z.number({ error: ADMIN_COUPON_MESSAGES.maxInvalid }).nullish(),
    min_order: z
      .number({ error: ADMIN_COUPON_MESSAGES.minOrderInvalid })
      .min(0, ADMIN_COUPON_MESSAGES.minOrderInvalid)
      .max(1_000_000, ADMIN_COUPON_MESSAGES.minOrderInvalid)
      .nullish(),
    first_order_only: z.boolean().default(false),
    one_time_per_customer: z.boolean().default(false),
    usage_limit: z
      .number({ error: ADMIN_COUPON_MESSAGES.usageLimitInvalid })
      .int(ADMIN_COUPON_MESSAGES.usageLimitInvalid)
      .min(1, ADMIN_COUPON_MESSAGES.usageLimitInvalid)
      .max(1_000_000, ADMIN_COUPON_MESSAGES.usageLimitInvalid)
      .nullish(),
    valid_from: isoDay.nullish(),
    valid_to: isoDay.nullish(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.discount_type === 'percent') {
      if (!Number.isInteger(body.discount_value) || body.discount_value < 1 || body.discount_value > 100)
        issue('discount_value', ADMIN_COUPON_MESSAGES.percentInvalid);
      if (body.max_discount == null) issue('max_discount', ADMIN_COUPON_MESSAGES.maxRequired);
      else if (!(body.max_discount > 0) || body.max_discount > 1_000_000) issue('max_discount', ADMIN_COUPON_MESSAGES.maxInvalid);
    } else if (!(body.discount_value >= 1) || body.discount_value > COUPON_FLAT_MAX) {
      issue('discount_value', ADMIN_COUPON_MESSAGES.flatInvalid);
    }
    if (body.valid_from && body.valid_to && body.valid_to < body.valid_from)
      issue('valid_to', ADMIN_COUPON_MESSAGES.toBeforeFrom);
  });
export type AdminCouponCreateBody = z.input<typeof adminCouponCreateBodySchema>;

export const adminCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_KINDS),
  /** Percent, or rupees off for a flat coupon. */
  discount_value: rupees,
  /** Rupees; null for a flat coupon. */
  max_discount: rupees.nullable(),
  /** Rupees; 0 for none. */
  min_order: rupees,
  first_order_only: z.boolean(),
  one_time_per_customer: z.boolean(),
  usage_limit: z.number().nullable(),
  /** First and last day it may be used (India), null for open. */
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  is_active: z.boolean(),
  state: z.enum(COUPON_STATES),
  /** first_order, general, referral_reward. */
  type: z.string(),
  /** A referral reward's one customer. */
  owner: z.object({ _id: z.string(), name: z.string() }).nullable(),
  redemption_count: z.number(),
  /** Rupees taken off across its redemptions. */
  discount_given: rupees,
  last_redeemed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const couponRedemptionSchema = z.object({
  id: z.string(),
  used_at: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), phone: z.string() }),
  booking: z.object({ _id: z.string(), custom_order_id: z.string(), status: z.string() }),
  /** Rupees: the order's subtotal and what the coupon took off it. */
  order_amount: rupees,
  discount: rupees,
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

const pagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() });
const page = z.coerce
  .number<number | string>({ error: 'page must be a whole number of at least 1' })
  .int()
  .min(1, 'page must be a whole number of at least 1')
  .default(1);
const limit = z.coerce
  .number<number | string>({ error: 'limit must be a whole number from 1 to 100' })
  .int()
  .min(1)
  .max(100, 'limit must be a whole number from 1 to 100')
  .default(20);
const codeParams = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .transform((v) => v.toUpperCase()),
});
const oneCoupon = z.object({ success: z.literal(true), message: z.string(), coupon: adminCouponSchema });

export const adminCouponsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/coupons',
    summary: 'Coupons with their use (redemptions, discount given), newest first; filter by state and code',
    tags: ['admin coupons'],
    query: z.object({
      status: z.enum(['all', 'active', 'inactive'], { error: 'status must be all, active or inactive' }).default('all'),
      search: z.string().trim().max(30).optional(),
      page,
      limit,
    }),
    responses: { 200: z.object({ success: z.literal(true), coupons: z.array(adminCouponSchema), pagination }) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/coupons',
    summary: 'Create a coupon (code upper-cased and unique)',
    tags: ['admin coupons'],
    body: adminCouponCreateBodySchema,
    responses: { 201: oneCoupon },
  }),
  setActive: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/coupons/:code',
    summary: 'Deactivate a coupon (checkout refuses it from then on) or reactivate it',
    tags: ['admin coupons'],
    params: codeParams,
    body: z.strictObject(
      { is_active: z.boolean({ error: 'is_active must be true or false' }) },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only is_active can be changed on a coupon' : undefined) },
    ),
    responses: { 200: oneCoupon },
  }),
  redemptions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/coupons/:code/redemptions',
    summary: "A coupon's redemptions, newest first: who, when, the order and the amount",
    tags: ['admin coupons'],
    params: codeParams,
    query: z.object({ page, limit }),
    responses: {
      200: z.object({
        success: z.literal(true),
        coupon: adminCouponSchema,
        redemptions: z.array(couponRedemptionSchema),
        pagination,
      }),
    },
  }),
};
