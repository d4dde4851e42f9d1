import { contract, SERVICE_LOCATION_PAGE_SIZE } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys, type ServiceLocationListQuery } from './admin-places-keys';

export function getServiceLocations({ signal, ...query }: ServiceLocationListQuery & { signal?: AbortSignal }) {
  return callEndpoint(contract.adminPlaces.listLocations, {
    query: {
      status: query.status,
      page: query.page,
      limit: SERVICE_LOCATION_PAGE_SIZE,
      ...(query.search ? { search: query.search } : {}),
      ...(query.type ? { type: query.type } : {}),
    },
    signal,
    authScope: 'admin',
  });
}

export function getServiceLocationsQueryOptions(query: ServiceLocationListQuery) {
  return queryOptions({
    queryKey: adminPlacesKeys.locationList(query),
    queryFn: ({ signal }) => getServiceLocations({ ...query, signal }),
  });
}

/** One page of service locations, searched and filtered by the server; the last page stays while the next loads. */
export function useServiceLocations(query: ServiceLocationListQuery) {
  return useQuery({ ...getServiceLocationsQueryOptions(query), placeholderData: keepPreviousData });
}
