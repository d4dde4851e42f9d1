import { contract, type EndpointResponse } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

export type RiderRegistrationOtpSent = EndpointResponse<typeof contract.riders.requestRegistrationOtp>;

/** Sends a registration code (400 when a rider with this phone already exists). */
export function requestRiderRegistrationOtp({ phone }: { phone: string }): Promise<RiderRegistrationOtpSent> {
  return callEndpoint(contract.riders.requestRegistrationOtp, { body: { phone }, authScope: false });
}

export function useRequestRiderRegistrationOtp() {
  // Offline, fail at once ("No internet connection") instead of pausing silently.
  return useMutation({ mutationFn: requestRiderRegistrationOtp, networkMode: 'always' });
}
