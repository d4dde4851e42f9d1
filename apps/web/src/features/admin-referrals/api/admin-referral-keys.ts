import type { ReferralStatusFilter } from '../utils/referral-format';

export interface ReferralListQuery {
  status: ReferralStatusFilter;
  page: number;
}

/** Operations' referral reads: the paged list and the programme's totals. */
export const adminReferralKeys = {
  all: ['admin', 'referrals'] as const,
  list: (query: ReferralListQuery) => [...adminReferralKeys.all, 'list', query] as const,
  stats: () => [...adminReferralKeys.all, 'stats'] as const,
};
