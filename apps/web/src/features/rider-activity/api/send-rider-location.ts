import { contract, type EndpointBody } from '@washday/core';
import { callEndpoint } from '@/lib/api-endpoint';

export type LocationPing = EndpointBody<typeof contract.riderActivity.location>;

/** The spec's time limit for the location post (rider-portal.md §9). */
export const RIDER_LOCATION_TIMEOUT_MS = 8_000;

/** One fix from the watch. */
export function sendRiderLocation(body: LocationPing, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.riderActivity.location, {
    body,
    signal,
    timeoutMs: RIDER_LOCATION_TIMEOUT_MS,
    authScope: 'rider',
  });
}
