import type { CatalogueResponse } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { takePageData } from '@/lib/page-data';
import { isCatalogueResponse } from '../utils/catalogue-shape';

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
    // The catalogue the page came with (the server's current one when it sent the page) draws the first screen. It is
    // an answer like any other, dated when the page was asked for: asked again once stale, as a fetched one is.
    initialData: () => takePageData('catalogue', isCatalogueResponse),
    initialDataUpdatedAt: () => performance.timeOrigin,
  });
}

export function useCatalogue() {
  return useQuery(getCatalogueQueryOptions());
}
