// Referrals as the admin API answers them.
import type { AdminReferral, contract, EndpointReply } from '@washday/core';

type Page = EndpointReply<typeof contract.referrals.adminAll>;
type Stats = EndpointReply<typeof contract.referrals.adminStats>;

export function adminReferralFixture(overrides: Partial<AdminReferral> = {}): AdminReferral {
  return {
    _id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    referral_code: 'REF0001QXK',
    discount_percentage: 30,
    status: 'completed',
    referrer: { _id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Asha Verma', phone: '9811100001' },
    referee: { _id: '6b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', name: 'Rohit Mehra', phone: '9811100002' },
    referee_coupon_code: 'FRIENDA1B2C3',
    referee_coupon_used: true,
    reward_coupon_code: 'REWARDX9Y8Z7',
    reward_coupon_used: false,
    first_booking_id: '0b5f7c2e-8d41-4e3a-a1f2-6c9d8e7f6a5b',
    created_at: '2026-11-18T05:30:00.000Z',
    completed_at: '2026-11-21T09:15:00.000Z',
    ...overrides,
  };
}

export const PENDING_REFERRAL = adminReferralFixture({
  _id: '8d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
  referral_code: 'REF0003LMN',
  status: 'pending',
  referrer: { _id: '9e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b', name: 'Kavya Nair', phone: '9811100003' },
  referee: { _id: 'af4a5b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c', name: 'Imran Khan', phone: '9811100004' },
  referee_coupon_code: 'FRIENDQ4R5S6',
  referee_coupon_used: false,
  reward_coupon_code: null,
  reward_coupon_used: false,
  first_booking_id: null,
  created_at: '2026-11-22T04:00:00.000Z',
  completed_at: null,
});

export function referralPage(referrals: AdminReferral[], pagination: Partial<Page['pagination']> = {}): Page {
  return {
    success: true,
    referrals,
    pagination: { page: 1, limit: 20, total: referrals.length, totalPages: 1, hasMore: false, ...pagination },
  };
}

/** Deliberately odd numbers and terms (not the spec's 30/50), so a test shows the screen prints the server's. */
export function referralStatsFixture(overrides: Partial<Stats['stats']> = {}): Stats {
  return {
    success: true,
    stats: {
      totalReferrals: 47,
      pendingReferrals: 16,
      completedReferrals: 31,
      referrersWithCode: 112,
      welcomeCouponsRedeemed: 29,
      rewardsIssued: 31,
      rewardsRedeemed: 13,
      discountGiven: 6543.5,
      topReferrers: [
        { _id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Asha Verma', referrals: 9, completed: 7 },
        { _id: '9e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b', name: 'Kavya Nair', referrals: 4, completed: 1 },
      ],
      ...overrides,
    },
    terms: { refereeDiscountPercent: 35, referrerRewardPercent: 55, maxDiscount: 250, maxRewardedFriends: 20 },
  };
}
