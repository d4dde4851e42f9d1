import { contract, type GeocodedPlace } from '@washday/core';
import { callEndpoint } from '@/lib/api-endpoint';

/** The full place behind a search suggestion. */
export async function getPlace(placeId: string, { signal }: { signal?: AbortSignal } = {}): Promise<GeocodedPlace> {
  const { data } = await callEndpoint(contract.locations.place, {
    params: { id: placeId },
    signal,
    authScope: false,
    timeoutMs: 10_000,
  });
  return data;
}
