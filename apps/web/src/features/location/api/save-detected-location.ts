import type { contract, EndpointBody, EndpointResponse } from '@washday/core';
import { loadEndpoints } from '@/lib/lazy-endpoints';

export type DetectedLocationInput = EndpointBody<typeof contract.locations.saveDetected>;
export type SavedDetection = EndpointResponse<typeof contract.locations.saveDetected>['data'];

/**
 * Records where the customer is and answers whether we serve it. Guests use the public route; a signed-in customer
 * the logged-user one (the server takes who they are from the session). The spec gives it 10 s.
 */
export async function saveDetectedLocation(
  input: DetectedLocationInput,
  { signedIn }: { signedIn: boolean },
): Promise<SavedDetection> {
  const endpoints = await loadEndpoints();
  const { locations } = endpoints.contract;
  const endpoint = signedIn ? locations.saveDetectedForCustomer : locations.saveDetected;
  const { data } = await endpoints.callEndpoint(endpoint, {
    body: input,
    timeoutMs: 10_000,
    authScope: signedIn ? 'customer' : false,
  });
  return data;
}
