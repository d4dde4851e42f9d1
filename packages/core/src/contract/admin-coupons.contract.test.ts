import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, couponDiscountPaise, couponRefusal, type CouponRule } from '../ordering/coupons.js';
import { adminCouponCreateBodySchema } from './admin-coupons.contract.js';

const NOW = new Date('2026-11-22T05:30:00Z');
const rule: CouponRule = {
  code: 'SALE',
  discountPercent: 20,
  maxDiscountPaise: 20000,
  type: 'general',
  isFirstOrder: false,
  isOneTimeUse: false,
  isActive: true,
  ownerUserId: null,
  expiresAt: null,
};
const context = {
  userId: 'u1',
  hasPriorOrders: true,
  alreadyRedeemed: false,
  now: NOW,
  subtotalPaise: 50000,
  redemptionCount: 0,
};

describe('coupon rules an admin sets', () => {
  it('takes a flat amount off, never more than the subtotal', () => {
    expect(couponDiscountPaise(50000, { discountKind: 'flat', discountPercent: 100, maxDiscountPaise: 7500 })).toBe(7500);
    expect(couponDiscountPaise(4000, { discountKind: 'flat', discountPercent: 100, maxDiscountPaise: 7500 })).toBe(4000);
    expect(couponDiscountPaise(50000, rule)).toBe(10000);
  });

  it('refuses before its start, past its usage limit, and under its minimum order', () => {
    expect(couponRefusal('SALE', { ...rule, validFrom: new Date('2026-11-23T00:00:00Z') }, context)).toBe(
      COUPON_MESSAGES.notYetActive,
    );
    expect(couponRefusal('SALE', { ...rule, usageLimit: 3 }, { ...context, redemptionCount: 3 })).toBe(
      'This coupon has reached its usage limit',
    );
    expect(couponRefusal('SALE', { ...rule, usageLimit: 3 }, { ...context, redemptionCount: 2 })).toBeNull();
    expect(couponRefusal('SALE', { ...rule, minOrderPaise: 60000 }, context)).toBe('This coupon needs an order of ₹600 or more');
    // Without an order to judge (no subtotal), the minimum is left to the booking.
    expect(couponRefusal('SALE', { ...rule, minOrderPaise: 60000 }, { ...context, subtotalPaise: undefined })).toBeNull();
  });
});

describe('the new-coupon request', () => {
  const parse = (body: object) =>
    adminCouponCreateBodySchema.safeParse({
      code: 'SALE20',
      discount_type: 'percent',
      discount_value: 20,
      max_discount: 200,
      ...body,
    });
  const message = (body: object) => {
    const result = parse(body);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('upper-cases the code and keeps the rules', () => {
    expect(parse({ code: ' sale20 ' }).data).toMatchObject({
      code: 'SALE20',
      first_order_only: false,
      one_time_per_customer: false,
    });
  });

  it('refuses what could not work', () => {
    expect(message({ code: 'REWARD1' })).toBe('Codes starting with REWARD are kept for referral rewards');
    expect(message({ discount_value: 0 })).toBe('Percentage must be a whole number from 1 to 100');
    expect(message({ max_discount: null })).toBe('Enter the most a percentage coupon may take off');
    expect(message({ discount_type: 'flat', discount_value: 0.5, max_discount: null })).toBe(
      'Flat discount must be between ₹1 and ₹10,000',
    );
    expect(message({ discount_type: 'flat', discount_value: 50, max_discount: null })).toBeNull();
    expect(message({ valid_from: '2026-12-02', valid_to: '2026-12-01' })).toBe('The end date cannot be before the start date');
  });
});
