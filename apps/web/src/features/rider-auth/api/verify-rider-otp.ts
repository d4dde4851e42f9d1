import { contract, type Rider } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { sessionQueryKey } from '@/lib/session-keys';

export async function verifyRiderOtp({ phone, otp }: { phone: string; otp: string }): Promise<Rider> {
  // The answer also carries `token` for API clients; the browser relies on the httpOnly cookie, so only the rider is kept.
  const { rider } = await callEndpoint(contract.riders.verifyOtp, { body: { phone, otp }, authScope: false });
  return rider;
}

/** Checks the login code; on success the rider session entry holds the rider. */
export function useVerifyRiderOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyRiderOtp,
    networkMode: 'always',
    onSuccess: (rider) => queryClient.setQueryData(sessionQueryKey('rider'), rider),
  });
}
