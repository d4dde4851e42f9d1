import { REFERRAL_TIMEOUT_MS } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { referralKeys } from './referral-keys';

export async function getReferralInfo(userId: string, { signal }: { signal?: AbortSignal } = {}) {
  const { callEndpoint, contract } = await loadEndpoints();
  return callEndpoint(contract.referrals.info, { params: { id: userId }, signal, timeoutMs: REFERRAL_TIMEOUT_MS });
}

export function referralInfoQueryOptions(userId: string) {
  return queryOptions({
    queryKey: referralKeys.info(userId),
    queryFn: ({ signal }) => getReferralInfo(userId, { signal }),
    staleTime: 60_000,
  });
}

/** The customer's code, stats, coupons and the server's terms (percentages and cap). */
export function useReferralInfo(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...referralInfoQueryOptions(userId), enabled });
}
