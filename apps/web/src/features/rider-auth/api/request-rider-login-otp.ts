import { contract, type EndpointResponse } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

export type RiderOtpSent = EndpointResponse<typeof contract.riders.requestLoginOtp>;

/** Sends a login code; only approved riders get one (404 unknown, 403 pending or rejected). */
export function requestRiderLoginOtp({ phone }: { phone: string }): Promise<RiderOtpSent> {
  return callEndpoint(contract.riders.requestLoginOtp, { body: { phone }, authScope: false });
}

export function useRequestRiderLoginOtp() {
  // Offline, fail at once ("No internet connection") instead of pausing silently.
  return useMutation({ mutationFn: requestRiderLoginOtp, networkMode: 'always' });
}
