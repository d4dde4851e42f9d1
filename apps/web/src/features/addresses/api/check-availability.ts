import { contract, type EndpointBody, type EndpointResponse } from '@washday/core';
import { callEndpoint } from '@/lib/api-endpoint';

export type AvailabilityRequest = EndpointBody<typeof contract.locations.checkAvailability>;
export type AvailabilityResponse = EndpointResponse<typeof contract.locations.checkAvailability>;

/** Whether we serve a place. Asked before saving; the server asks again when it saves. */
export function checkAvailability(body: AvailabilityRequest): Promise<AvailabilityResponse> {
  return callEndpoint(contract.locations.checkAvailability, { body, authScope: false, timeoutMs: 10_000 });
}
