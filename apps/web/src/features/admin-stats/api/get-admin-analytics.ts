import { contract, type EndpointResponse } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminStatsKeys } from './admin-stats-keys';

export type AnalyticsAnswer = EndpointResponse<typeof contract.adminStats.analytics>;

/** A year of days is a few heavy aggregates; give it longer than a list. */
const ANALYTICS_TIMEOUT_MS = 45_000;

export function getAdminAnalytics({ from, to, signal }: { from: string; to: string; signal?: AbortSignal }) {
  return callEndpoint(contract.adminStats.analytics, {
    query: { from, to },
    signal,
    timeoutMs: ANALYTICS_TIMEOUT_MS,
    authScope: 'admin',
  });
}

export function getAdminAnalyticsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: adminStatsKeys.analytics(from, to),
    queryFn: ({ signal }) => getAdminAnalytics({ from, to, signal }),
  });
}

/** Analytics for from..to; the last range stays on screen while a new one loads. */
export function useAdminAnalytics(from: string, to: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminAnalyticsQueryOptions(from, to), enabled, placeholderData: keepPreviousData });
}
