import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, couponDiscountPaise, couponRefusal, normalizeCouponCode, type CouponRule } from './coupons.js';
import { computeTotals, priceLines, type PricedService } from './pricing.js';

const catalogue = new Map<string, PricedService>([
  [
    'laundry-fold',
    {
      id: 'laundry-fold',
      name: 'Laundry + Fold',
      category: 'laundry',
      unit: 'KG',
      pricePaise: 7000,
      minQuantity: 2,
      enabled: true,
    },
  ],
  [
    'dc-women-saree',
    {
      id: 'dc-women-saree',
      name: 'Saree',
      category: 'womens-dry-clean',
      unit: 'PC',
      pricePaise: 24000,
      minQuantity: 1,
      enabled: true,
    },
  ],
  ['gone', { id: 'gone', name: 'Old', category: 'iron', unit: 'PC', pricePaise: 100, minQuantity: 1, enabled: false }],
]);

describe('priceLines', () => {
  it('prices from the catalogue and merges repeated services', () => {
    const lines = priceLines(
      [
        { id: 'laundry-fold', quantity: 2 },
        { id: 'dc-women-saree', quantity: 1 },
        { id: 'laundry-fold', quantity: 1 },
      ],
      catalogue,
    );
    expect(lines.map((l) => [l.serviceId, l.quantity, l.unitPricePaise, l.totalPricePaise])).toEqual([
      ['laundry-fold', 3, 7000, 21000],
      ['dc-women-saree', 1, 24000, 24000],
    ]);
  });

  it.each([
    [[], 'Please add at least one service'],
    [[{ id: 'nope', quantity: 1 }], "Service 'nope' is not available"],
    [[{ id: 'gone', quantity: 1 }], "Service 'gone' is not available"],
    [[{ id: 'dc-women-saree', quantity: 0 }], 'Quantity of Saree must be a whole number of at least 1'],
    [[{ id: 'dc-women-saree', quantity: 1.5 }], 'Quantity of Saree must be a whole number of at least 1'],
    [[{ id: 'laundry-fold', quantity: 1 }], 'Laundry + Fold needs at least 2 KG'],
    [[{ id: 'dc-women-saree', quantity: 100 }], 'At most 99 of Saree per order'],
  ])('refuses %o', (lines, message) => {
    expect(() => priceLines(lines, catalogue)).toThrow(expect.objectContaining({ name: 'PricingError', message }));
  });
});

describe('totals and coupons', () => {
  it('totals subtotal minus discount with both fees waived, never below zero', () => {
    const lines = priceLines([{ id: 'dc-women-saree', quantity: 2 }], catalogue);
    expect(computeTotals(lines, 5000)).toEqual({
      subtotalPaise: 48000,
      discountPaise: 5000,
      deliveryFeePaise: 0,
      handlingFeePaise: 0,
      totalPaise: 43000,
    });
    expect(computeTotals(lines, 99_999_00).totalPaise).toBe(0);
  });

  it('rounds percent × subtotal to whole rupees and applies the cap', () => {
    const first30 = { discountPercent: 30, maxDiscountPaise: 20000 };
    expect(couponDiscountPaise(45000, first30)).toBe(13500);
    expect(couponDiscountPaise(100000, first30)).toBe(20000);
    // 30% of ₹155 is ₹46.50: the discount is ₹47, never a fraction of a rupee.
    expect(couponDiscountPaise(15500, first30)).toBe(4700);
    expect(couponDiscountPaise(15300, first30)).toBe(4600); // ₹45.90
    expect(couponDiscountPaise(15100, first30)).toBe(4500); // ₹45.30
    expect(couponDiscountPaise(3330, { discountPercent: 10, maxDiscountPaise: 20000 })).toBe(300); // ₹3.33
    expect(couponDiscountPaise(3500, { discountPercent: 10, maxDiscountPaise: 20000 })).toBe(400); // ₹3.50 rounds up
    for (let rupees = 0; rupees <= 3000; rupees += 1) {
      for (const percent of [10, 20, 30, 50]) {
        const paise = couponDiscountPaise(rupees * 100, { discountPercent: percent, maxDiscountPaise: 20000 });
        expect(paise % 100, `${percent}% of ₹${rupees}`).toBe(0);
        expect(paise).toBe(Math.min(Math.round((percent * rupees) / 100), 200) * 100);
      }
    }
  });

  const FIRST30: CouponRule = {
    code: 'FIRST30',
    discountPercent: 30,
    maxDiscountPaise: 20000,
    type: 'first_order',
    isFirstOrder: true,
    isOneTimeUse: true,
    isActive: true,
    ownerUserId: null,
    expiresAt: null,
  };
  const now = new Date('2026-11-22T05:00:00Z');
  const fresh = { userId: 'u1', hasPriorOrders: false, alreadyRedeemed: false, now };

  it('checks codes in the spec order with the spec messages', () => {
    expect(normalizeCouponCode('  first30 ')).toBe('FIRST30');
    expect(couponRefusal('', FIRST30, fresh)).toBe(COUPON_MESSAGES.required);
    expect(couponRefusal('BOGUS', null, fresh)).toBe('Invalid coupon code: BOGUS');
    expect(couponRefusal('FIRST30', { ...FIRST30, isActive: false }, fresh)).toBe('This coupon is no longer active');
    expect(couponRefusal('FIRST30', { ...FIRST30, expiresAt: new Date('2026-11-01') }, fresh)).toBe(
      'This coupon is no longer active',
    );
    expect(couponRefusal('FIRST30', FIRST30, { ...fresh, alreadyRedeemed: true })).toBe('This coupon has already been used');
    expect(couponRefusal('FIRST30', FIRST30, { ...fresh, hasPriorOrders: true })).toBe(
      'This coupon is valid for first orders only',
    );
    expect(couponRefusal('FIRST30', FIRST30, fresh)).toBeNull();
  });

  it('lets a reward coupon be used only by its owner', () => {
    const reward: CouponRule = {
      ...FIRST30,
      code: 'REWARDAB12',
      type: 'referral_reward',
      isFirstOrder: false,
      discountPercent: 50,
      ownerUserId: 'owner',
    };
    expect(couponRefusal('REWARDAB12', reward, { ...fresh, userId: 'owner' })).toBeNull();
    expect(couponRefusal('REWARDAB12', reward, { ...fresh, userId: 'someone' })).toBe('Invalid coupon code: REWARDAB12');
    expect(couponRefusal('REWARDAB12', reward, { ...fresh, userId: null })).toBe('Invalid coupon code: REWARDAB12');
  });
});
