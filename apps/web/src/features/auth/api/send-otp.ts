import type { contract, EndpointBody, EndpointResponse } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';

export type SendOtpInput = EndpointBody<typeof contract.auth.sendOtp>;
export type SendOtpResponse = EndpointResponse<typeof contract.auth.sendOtp>;

/**
 * Asks the server to text a sign-in code. A 429 carries `retryAfterSeconds`. The contract comes with the first call
 * (the sign-in dialog's code is warmed while a guest looks around, and must not bring every schema along).
 */
export async function sendOtp(input: SendOtpInput): Promise<SendOtpResponse> {
  const { callEndpoint, contract } = await loadEndpoints();
  return callEndpoint(contract.auth.sendOtp, { body: input, authScope: false });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
