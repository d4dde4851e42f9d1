import type { CouponType } from '../enums.js';

export interface CouponSeed {
  code: string;
  /** Percent off the subtotal. */
  discount: number;
  /** Cap in rupees. */
  maxDiscount: number;
  description: string;
  type: CouponType;
  isFirstOrder: boolean;
  isOneTimeUse: boolean;
}

/** customer-app.md §9. Referral reward coupons (REWARD…) are issued per user, not seeded. */
export const SEED_COUPONS: readonly CouponSeed[] = [
  {
    code: 'FIRST30',
    discount: 30,
    maxDiscount: 200,
    description: '30% off your first order',
    type: 'first_order',
    isFirstOrder: true,
    isOneTimeUse: true,
  },
  {
    code: 'FIRST10',
    discount: 10,
    maxDiscount: 200,
    description: '10% off your first order',
    type: 'first_order',
    isFirstOrder: true,
    isOneTimeUse: false,
  },
  {
    code: 'NEW20',
    discount: 20,
    maxDiscount: 200,
    description: '20% off any order',
    type: 'general',
    isFirstOrder: false,
    isOneTimeUse: false,
  },
  {
    code: 'SAVE20',
    discount: 20,
    maxDiscount: 200,
    description: '20% off any order',
    type: 'general',
    isFirstOrder: false,
    isOneTimeUse: false,
  },
];

export const REWARD_COUPON_PREFIX = 'REWARD';
