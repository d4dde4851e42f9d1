// Refer & Earn (customer-app.md §3 Referral / Referral info, §7 Referrals; admin-and-backend.md §7 Referral admin).
// The rules and numbers are in referrals/referral-rules.ts and docs/decisions/0017-referrals.md.
import { z } from 'zod';
import { REFERRAL_STATUSES } from '../enums.js';
import { REFERRAL_CODE_MAX_LENGTH, REFERRAL_MESSAGES } from '../referrals/referral-rules.js';
import { defineEndpoint } from './define-endpoint.js';

const referralCodeInput = z
  .string({ error: REFERRAL_MESSAGES.required })
  .trim()
  .min(1, REFERRAL_MESSAGES.required)
  .max(REFERRAL_CODE_MAX_LENGTH, REFERRAL_MESSAGES.tooLong)
  .transform((v) => v.toUpperCase());
/** The spec's clients send the user's id; the server answers for the signed-in customer and refuses anyone else's. */
const userIdInput = z.string().trim().max(64).optional();
const uuidInput = (what: string) => z.uuid({ error: `${what} must be a valid id` });

/** A code as the sign-in field reads it (customer-app.md §3 Referral). */
export const referralSchema = z.object({
  referral_code: z.string(),
  /** What the new customer gets off their first order: the server's number. */
  discount_percentage: z.number(),
  /** The code owner's first name. */
  referrer_name: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;

/** The percentages and cap the server applies, for the screens to show. */
export const referralTermsSchema = z.object({
  refereeDiscountPercent: z.number(),
  referrerRewardPercent: z.number(),
  /** Rupees: the most either coupon takes off. */
  maxDiscount: z.number(),
  /** Friends a referrer earns a reward for at most; friends after that still get their welcome coupon. */
  maxRewardedFriends: z.number(),
});
export type ReferralTerms = z.infer<typeof referralTermsSchema>;

export const REFERRAL_COUPON_KINDS = ['welcome', 'reward'] as const;
export const REFERRAL_COUPON_STATES = ['available', 'used', 'inactive'] as const;

/** A coupon the programme issued to this customer: their first-order welcome coupon or a reward for a friend's order. */
export const referralCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(REFERRAL_COUPON_KINDS),
  /** Percent off. */
  discount: z.number(),
  /** Rupees. */
  maxDiscount: z.number(),
  description: z.string(),
  state: z.enum(REFERRAL_COUPON_STATES),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReferralCoupon = z.infer<typeof referralCouponSchema>;

/** customer-app.md §3 Referral info, with the customer's coupons and the terms. */
export const referralInfoSchema = z.object({
  success: z.literal(true),
  myReferralCode: z.string().nullable(),
  stats: z.object({
    asReferrer: z.object({
      totalReferrals: z.number(),
      completedReferrals: z.number(),
      /** Friends signed up whose first order is not completed yet: a reward each once it is. */
      pendingRewards: z.number(),
      /** Reward coupons issued. */
      totalRewardsEarned: z.number(),
    }),
    asReferee: z.object({
      hasUsedReferral: z.boolean(),
      referrerName: z.string().nullable(),
      status: z.enum(REFERRAL_STATUSES).nullable(),
    }),
  }),
  coupons: z.array(referralCouponSchema),
  terms: referralTermsSchema,
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;

const person = z.object({ _id: z.string(), name: z.string(), phone: z.string() });

/** One referral as operations see it. */
export const adminReferralSchema = z.object({
  _id: z.string(),
  referral_code: z.string(),
  discount_percentage: z.number(),
  status: z.enum(REFERRAL_STATUSES),
  referrer: person,
  referee: person,
  /** The referee's first-order coupon and whether it was redeemed. */
  referee_coupon_code: z.string().nullable(),
  referee_coupon_used: z.boolean(),
  reward_coupon_code: z.string().nullable(),
  reward_coupon_used: z.boolean(),
  first_booking_id: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

const page = z.coerce
  .number<number | string>({ error: 'page must be a whole number of at least 1' })
  .int('page must be a whole number of at least 1')
  .min(1, 'page must be a whole number of at least 1')
  .default(1);
const limit = z.coerce
  .number<number | string>({ error: 'limit must be a whole number from 1 to 100' })
  .int('limit must be a whole number from 1 to 100')
  .min(1, 'limit must be a whole number from 1 to 100')
  .max(100, 'limit must be a whole number from 1 to 100')
  .default(20);

export const REFERRAL_STATUS_FILTERS = ['all', ...REFERRAL_STATUSES] as const;

export const referralsContract = {
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/referrals/generate',
    summary: "The signed-in customer's referral code, made on first ask (one per customer)",
    tags: ['referrals'],
    body: z.object({ userId: userIdInput }),
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), referralCode: z.string(), terms: referralTermsSchema }),
    },
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: '/api/referrals/validate',
    summary: "Whether a referral code exists, whose it is (first name) and what it gives; refuses the caller's own code",
    tags: ['referrals'],
    body: z.object({ referralCode: referralCodeInput, userId: userIdInput }),
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), referral: referralSchema }) },
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/referrals/apply',
    summary: "A new customer (no orders yet, no referral yet) uses a friend's code: issues their first-order coupon",
    tags: ['referrals'],
    body: z.object({ referralCode: referralCodeInput, userId: userIdInput }),
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), referral: referralSchema, coupon: referralCouponSchema }),
    },
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/referrals/user/:id',
    summary: "The customer's own referral info: code, stats as referrer and as referee, their referral coupons",
    tags: ['referrals'],
    params: z.object({ id: z.string().trim().min(1).max(64) }),
    responses: { 200: referralInfoSchema },
  }),
  completeFirstOrder: defineEndpoint({
    method: 'POST',
    path: '/api/referrals/complete-first-order',
    summary: "Settles a referral once the referee's order is completed: the referrer's reward coupon, issued once",
    tags: ['referrals'],
    body: z.object({
      userId: uuidInput('userId'),
      bookingId: uuidInput('bookingId'),
      /** Read from the booking; accepted for the spec's clients and ignored. */
      orderAmount: z.number().optional(),
      discountApplied: z.number().optional(),
    }),
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), rewardIssued: z.boolean(), referral: adminReferralSchema }),
    },
  }),
  adminAll: defineEndpoint({
    method: 'GET',
    path: '/api/referrals/admin/all',
    summary: 'Every referral, newest first, by status',
    tags: ['referrals', 'admin'],
    query: z.object({
      page,
      limit,
      status: z.enum(REFERRAL_STATUS_FILTERS, { error: 'status must be all, pending or completed' }).default('all'),
    }),
    responses: {
      200: z.object({
        success: z.literal(true),
        referrals: z.array(adminReferralSchema),
        pagination: z.object({
          page: z.number(),
          limit: z.number(),
          total: z.number(),
          totalPages: z.number(),
          hasMore: z.boolean(),
        }),
      }),
    },
  }),
  adminStats: defineEndpoint({
    method: 'GET',
    path: '/api/referrals/admin/stats',
    summary: 'Referral totals: referrals by status, coupons issued and redeemed, top referrers',
    tags: ['referrals', 'admin'],
    responses: {
      200: z.object({
        success: z.literal(true),
        stats: z.object({
          totalReferrals: z.number(),
          pendingReferrals: z.number(),
          completedReferrals: z.number(),
          /** Customers with a referral code. */
          referrersWithCode: z.number(),
          welcomeCouponsRedeemed: z.number(),
          rewardsIssued: z.number(),
          rewardsRedeemed: z.number(),
          /** Rupees taken off orders by the programme's coupons. */
          discountGiven: z.number(),
          topReferrers: z.array(z.object({ _id: z.string(), name: z.string(), referrals: z.number(), completed: z.number() })),
        }),
        terms: referralTermsSchema,
      }),
    },
  }),
};
