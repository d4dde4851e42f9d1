import { contract, type EndpointResponse } from '@washday/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminStatsKeys, OVERVIEW_REFRESH_MS } from './admin-stats-keys';

export type AdminActivityPage = EndpointResponse<typeof contract.adminStats.activity>;

export function getAdminActivity({
  limit,
  before,
  signal,
}: {
  limit: number;
  before?: string | undefined;
  signal?: AbortSignal;
}) {
  return callEndpoint(contract.adminStats.activity, {
    query: { limit, ...(before ? { before } : {}) },
    signal,
    authScope: 'admin',
  });
}

export function getAdminActivityQueryOptions(limit: number) {
  return infiniteQueryOptions({
    queryKey: adminStatsKeys.activity(limit),
    queryFn: ({ pageParam, signal }) => getAdminActivity({ limit, before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** The audit trail, newest first, a page at a time ("Show older activity" asks for the next). */
export function useAdminActivity(limit: number) {
  return useInfiniteQuery({ ...getAdminActivityQueryOptions(limit), refetchInterval: OVERVIEW_REFRESH_MS });
}
