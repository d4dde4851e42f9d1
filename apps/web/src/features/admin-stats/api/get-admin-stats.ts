import { contract, type EndpointResponse } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminStatsKeys, OVERVIEW_REFRESH_MS } from './admin-stats-keys';

export type AdminStatsAnswer = EndpointResponse<typeof contract.adminStats.stats>;

export function getAdminStats({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.adminStats.stats, { signal, authScope: 'admin' });
}

export function getAdminStatsQueryOptions() {
  return queryOptions({ queryKey: adminStatsKeys.stats(), queryFn: ({ signal }) => getAdminStats({ signal }) });
}

/** The four Overview cards, each with this week against last week. */
export function useAdminStats() {
  return useQuery({ ...getAdminStatsQueryOptions(), refetchInterval: OVERVIEW_REFRESH_MS });
}
