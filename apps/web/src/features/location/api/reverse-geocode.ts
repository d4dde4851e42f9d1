import { contract, type GeocodedPlace, type LatLng } from '@washday/core';
import { callEndpoint } from '@/lib/api-endpoint';

/** The address at a point (the header's detection). */
export async function reverseGeocode(point: LatLng, { signal }: { signal?: AbortSignal } = {}): Promise<GeocodedPlace> {
  const { data } = await callEndpoint(contract.locations.geocode, {
    body: { lat: point.lat, lng: point.lng },
    signal,
    authScope: false,
    timeoutMs: 10_000,
  });
  return data;
}
