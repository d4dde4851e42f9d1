// Answers of the referral endpoints for the web tests (the referrals feature's and the customer area's).
import type { contract, EndpointReply } from '@washday/core';

type Info = EndpointReply<typeof contract.referrals.info>;

/** Deliberately not the spec's 30/50, so a test shows the screens print the server's numbers. */
export const TEST_TERMS = { refereeDiscountPercent: 35, referrerRewardPercent: 55, maxDiscount: 200 };

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
