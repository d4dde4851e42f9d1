import { contract, type VendorStaff } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { sessionQueryKey } from '@/lib/session-keys';

/** Asks for a sign-in code: every number gets the same answer; only a staff member's is sent one. */
export function useRequestVendorOtp() {
  return useMutation({
    mutationFn: ({ phone }: { phone: string }) => callEndpoint(contract.vendor.requestOtp, { body: { phone }, authScope: false }),
    networkMode: 'always',
  });
}

/** Checks the code; on success the vendor session entry holds the staff member (the cookie carries the session). */
export function useVerifyVendorOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, otp }: { phone: string; otp: string }): Promise<VendorStaff> =>
      (await callEndpoint(contract.vendor.verifyOtp, { body: { phone, otp }, authScope: false })).staff,
    networkMode: 'always',
    onSuccess: (staff) => queryClient.setQueryData(sessionQueryKey('vendor'), staff),
  });
}
