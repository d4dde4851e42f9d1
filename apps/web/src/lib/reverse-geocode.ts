// The address at a map point, for both the header's location detection and the address form's pin.
import type { GeocodedPlace, LatLng } from '@washday/core';
import { queryOptions } from '@tanstack/react-query';
import { loadEndpoints } from './lazy-endpoints';

/** The spec caches geocoding for 5 minutes and gives a lookup 10 s. */
export const GEOCODE_CACHE_MS = 5 * 60 * 1000;
export const GEOCODE_TIMEOUT_MS = 10_000;

export async function reverseGeocode(point: LatLng, { signal }: { signal?: AbortSignal } = {}): Promise<GeocodedPlace> {
  const { callEndpoint, contract } = await loadEndpoints();
  const { data } = await callEndpoint(contract.locations.geocode, {
    body: { lat: point.lat, lng: point.lng },
    signal,
    authScope: false,
    timeoutMs: GEOCODE_TIMEOUT_MS,
  });
  return data;
}

/** For `queryClient.fetchQuery`: points a metre apart share one answer. */
export function reverseGeocodeQueryOptions(point: LatLng) {
  return queryOptions({
    queryKey: ['location', 'geocode', point.lat.toFixed(5), point.lng.toFixed(5)],
    queryFn: ({ signal }) => reverseGeocode(point, { signal }),
    staleTime: GEOCODE_CACHE_MS,
  });
}
