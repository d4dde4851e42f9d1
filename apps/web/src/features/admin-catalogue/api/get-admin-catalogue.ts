import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminCatalogueKeys } from './admin-catalogue-keys';

export function getAdminCatalogue({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.adminCatalogue.list, { signal, authScope: 'admin' });
}

export function getAdminCatalogueQueryOptions() {
  return queryOptions({ queryKey: adminCatalogueKeys.all, queryFn: ({ signal }) => getAdminCatalogue({ signal }) });
}

/** Every category and service, disabled ones included, in display order. */
export function useAdminCatalogue() {
  return useQuery(getAdminCatalogueQueryOptions());
}
