import { contract, type GeocodedPlace } from '@washday/core';
import { callEndpoint } from '@/lib/api-endpoint';
import { GEOCODE_TIMEOUT_MS } from '@/lib/reverse-geocode';

/** The place a typed address names, by the server's geocoder (404 'Address not found' when nothing matches). */
export async function geocodeAddress(address: string, { signal }: { signal?: AbortSignal } = {}): Promise<GeocodedPlace> {
  const { data } = await callEndpoint(contract.locations.coordinates, {
    body: { address },
    signal,
    authScope: false,
    timeoutMs: GEOCODE_TIMEOUT_MS,
  });
  return data;
}
