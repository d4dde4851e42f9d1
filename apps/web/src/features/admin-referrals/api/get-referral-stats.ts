import { contract, type EndpointResponse } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminReferralKeys } from './admin-referral-keys';

export type ReferralStatsAnswer = EndpointResponse<typeof contract.referrals.adminStats>;

export function getReferralStats({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.referrals.adminStats, { signal, authScope: 'admin' });
}

export function getReferralStatsQueryOptions() {
  return queryOptions({ queryKey: adminReferralKeys.stats(), queryFn: ({ signal }) => getReferralStats({ signal }) });
}

/** The programme's totals, top referrers and terms, as the server counts them. */
export function useReferralStats() {
  return useQuery(getReferralStatsQueryOptions());
}
