import { contract, type EndpointBody, type EndpointResponse } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

export type SendOtpInput = EndpointBody<typeof contract.auth.sendOtp>;
export type SendOtpResponse = EndpointResponse<typeof contract.auth.sendOtp>;

/** Asks the server to text a sign-in code. A 429 carries `retryAfterSeconds`. */
export function sendOtp(input: SendOtpInput): Promise<SendOtpResponse> {
  return callEndpoint(contract.auth.sendOtp, { body: input, authScope: false });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
