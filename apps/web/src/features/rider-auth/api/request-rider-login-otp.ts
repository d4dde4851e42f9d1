import { contract, type EndpointResponse } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

export type RiderOtpSent = EndpointResponse<typeof contract.riders.requestLoginOtp>;

/**
 * Asks for a login code. Every number gets the same answer; only a registered rider's is sent a code, and whether
 * they may sign in (unknown 404, pending or rejected 403) comes from verifying it.
 */
export function requestRiderLoginOtp({ phone }: { phone: string }): Promise<RiderOtpSent> {
  return callEndpoint(contract.riders.requestLoginOtp, { body: { phone }, authScope: false });
}

export function useRequestRiderLoginOtp() {
  // Offline, fail at once ("No internet connection") instead of pausing silently.
  return useMutation({ mutationFn: requestRiderLoginOtp, networkMode: 'always' });
}
