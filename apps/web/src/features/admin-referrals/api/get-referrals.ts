import { contract } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminReferralKeys, type ReferralListQuery } from './admin-referral-keys';

/** The contract's default page size, read from its query schema so the two never drift apart. */
export const REFERRALS_PAGE_SIZE: number = contract.referrals.adminAll.query.parse({}).limit;

export function getReferrals({ signal, ...query }: ReferralListQuery & { signal?: AbortSignal }) {
  return callEndpoint(contract.referrals.adminAll, {
    query: { status: query.status, page: query.page, limit: REFERRALS_PAGE_SIZE },
    signal,
    authScope: 'admin',
  });
}

export function getReferralsQueryOptions(query: ReferralListQuery) {
  return queryOptions({ queryKey: adminReferralKeys.list(query), queryFn: ({ signal }) => getReferrals({ ...query, signal }) });
}

/** One page of referrals, newest first, filtered on the server; the last page stays on screen while the next loads. */
export function useReferrals(query: ReferralListQuery) {
  return useQuery({ ...getReferralsQueryOptions(query), placeholderData: keepPreviousData });
}
