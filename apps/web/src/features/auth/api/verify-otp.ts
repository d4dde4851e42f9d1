import type { contract, EndpointBody, EndpointResponse } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { startCustomerSession } from './get-session';

export type VerifyOtpInput = EndpointBody<typeof contract.auth.verifyOtp>;

/** The answer without the bearer token (see verifyOtp). */
export type VerifyOtpResponse = Pick<EndpointResponse<typeof contract.auth.verifyOtp>, 'success' | 'message' | 'user'>;

export async function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpResponse> {
  // The answer also carries `token` for bearer clients; it is dropped here: the web app's session is the httpOnly
  // cookie the same answer sets, and no copy of it is kept in the page.
  const { callEndpoint, contract } = await loadEndpoints();
  const { success, message, user } = await callEndpoint(contract.auth.verifyOtp, { body: input, authScope: false });
  return { success, message, user };
}

/** Checks the code; on success the customer is signed in (the session query holds the user). */
export function useVerifyOtp({ onSuccess }: { onSuccess?: (data: VerifyOtpResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: async (data) => {
      await startCustomerSession(queryClient, data.user);
      onSuccess?.(data);
    },
  });
}
