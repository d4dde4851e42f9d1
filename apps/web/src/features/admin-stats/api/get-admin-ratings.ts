import { contract, type EndpointResponse } from '@washday/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminStatsKeys } from './admin-stats-keys';

export type AdminRatingsAnswer = EndpointResponse<typeof contract.adminRatings.overview>;

const ratingsKey = (from: string, to: string) => [...adminStatsKeys.all, 'ratings', from, to] as const;

/** Ratings over the Analytics range (decision 0041); the last range stays on screen while a new one loads. */
export function useAdminRatings(from: string, to: string) {
  return useQuery({
    queryKey: ratingsKey(from, to),
    queryFn: ({ signal }) =>
      callEndpoint(contract.adminRatings.overview, { query: { from, to }, signal, timeoutMs: 30_000, authScope: 'admin' }),
    placeholderData: keepPreviousData,
  });
}

/** Closes (or reopens) a low rating's follow-up; the ratings are asked again. */
export function useFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: 'open' | 'closed'; note: string }) =>
      callEndpoint(contract.adminRatings.followUp, { params: { id }, body: { status, note }, authScope: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminStatsKeys.all, 'ratings'] }),
  });
}
