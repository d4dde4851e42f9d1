// Coupons as the admin API answers them.
import type { AdminCoupon, CouponRedemption } from '@washday/core';

export function couponFixture(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    code: 'FIRST30',
    description: '30% off your first order',
    discount_type: 'percent',
    discount_value: 30,
    max_discount: 200,
    min_order: 0,
    first_order_only: true,
    one_time_per_customer: true,
    usage_limit: null,
    valid_from: null,
    valid_to: null,
    is_active: true,
    state: 'active',
    type: 'first_order',
    owner: null,
    redemption_count: 12,
    discount_given: 1840,
    last_redeemed_at: '2026-11-21T09:15:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function redemptionFixture(overrides: Partial<CouponRedemption> = {}): CouponRedemption {
  return {
    id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
    used_at: '2026-11-21T09:15:00.000Z',
    customer: { _id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Asha Verma', phone: '9811100001' },
    booking: { _id: '0b5f7c2e-8d41-4e3a-a1f2-6c9d8e7f6a5b', custom_order_id: 'WD-7K3M9Q', status: 'pending' },
    order_amount: 620,
    discount: 186,
    ...overrides,
  };
}
