// Answers of the referral endpoints for the web tests (the referrals feature's and the customer area's).
import type { contract, EndpointReply } from '@washday/core';

type Info = EndpointReply<typeof contract.referrals.info>;

/** Deliberately not the spec's 30/50, so a test shows the screens print the server's numbers. */
export const TEST_TERMS = { refereeDiscountPercent: 35, referrerRewardPercent: 55, maxDiscount: 200, maxRewardedFriends: 20 };

export function referralInfo(overrides: Partial<Info> = {}): Info {
  return {
    success: true,
    myReferralCode: 'REF3210QXK',
    stats: {
      asReferrer: { totalReferrals: 3, completedReferrals: 1, pendingRewards: 2, totalRewardsEarned: 1 },
      asReferee: { hasUsedReferral: false, referrerName: null, status: null },
    },
    coupons: [],
    terms: TEST_TERMS,
    ...overrides,
  };
}

type Coupon = Info['coupons'][number];

/** A reward coupon the customer earned and has not used yet. */
export function rewardCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'REWARDAB2CD3',
    kind: 'reward',
    discount: 55,
    maxDiscount: 200,
    description: '55% off one order',
    state: 'available',
    usedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** My Rewards with something in it: four friends referred, two done, and a reward and a used welcome coupon. */
export function rewardsInfo(): Info {
  return referralInfo({
    stats: {
      asReferrer: { totalReferrals: 4, completedReferrals: 2, pendingRewards: 2, totalRewardsEarned: 2 },
      asReferee: { hasUsedReferral: true, referrerName: 'Ravi', status: 'pending' },
    },
    coupons: [
      rewardCoupon(),
      rewardCoupon({
        code: 'FRIENDXY7Z9Q',
        kind: 'welcome',
        discount: 35,
        description: '35% off your first order',
        state: 'used',
        usedAt: '2026-11-10T10:00:00.000Z',
        createdAt: '2026-11-01T10:00:00.000Z',
      }),
    ],
  });
}
