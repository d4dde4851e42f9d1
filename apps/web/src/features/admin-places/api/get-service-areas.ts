import { contract } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys } from './admin-places-keys';

export function getServiceAreas({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.adminPlaces.listAreas, { signal, authScope: 'admin' });
}

export const getServiceAreasQueryOptions = () =>
  queryOptions({ queryKey: adminPlacesKeys.areas, queryFn: ({ signal }) => getServiceAreas({ signal }) });

/** Every service area with its outline (a few dozen at most: the map shows them all). */
export function useServiceAreas() {
  return useQuery(getServiceAreasQueryOptions());
}
