import type { CatalogueResponse } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';

/** The spec's service-list cache is 5 minutes. */
export const CATALOGUE_STALE_TIME_MS = 5 * 60 * 1000;

export async function getCatalogue({ signal }: { signal?: AbortSignal } = {}): Promise<CatalogueResponse> {
  const { callEndpoint, contract } = await loadEndpoints();
  return callEndpoint(contract.catalogue.list, { signal });
}

export function getCatalogueQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue'],
    queryFn: ({ signal }) => getCatalogue({ signal }),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

export function useCatalogue() {
  return useQuery(getCatalogueQueryOptions());
}
