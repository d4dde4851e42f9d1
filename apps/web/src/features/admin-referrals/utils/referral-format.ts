import { formatRupees, type REFERRAL_STATUS_FILTERS, type ReferralTerms } from '@washday/core';

// How operations read referrals: statuses, counts, dates in India's time and the programme's terms.

export type ReferralStatusFilter = (typeof REFERRAL_STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<ReferralStatusFilter, string> = {
  all: 'All',
  pending: 'Pending',
  completed: 'Completed',
};

const countFormat = new Intl.NumberFormat('en-IN');
/** 1,240 */
export const countText = (n: number) => countFormat.format(n);

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** An instant in India's time, '22 Nov 2026, 11:00 am'. */
export const momentText = (iso: string) => timeFormat.format(new Date(iso));

/** The terms the server applies, in one sentence. */
export function termsText(terms: ReferralTerms): string {
  return `A friend gets ${terms.refereeDiscountPercent}% off their first order; once it is completed, the referrer gets a ${terms.referrerRewardPercent}% coupon. Each takes at most ${formatRupees(terms.maxDiscount)} off. A referrer earns rewards for at most ${terms.maxRewardedFriends} friends.`;
}

/** A booking id is long; its first block is enough to tell orders apart on screen (the whole id is in the title). */
export const shortId = (id: string) => id.split('-')[0] ?? id;
