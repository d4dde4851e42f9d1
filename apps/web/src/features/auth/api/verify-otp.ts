import { userSchema, type verifyOtpBodySchema } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { startCustomerSession } from './get-session';

export type VerifyOtpInput = z.input<typeof verifyOtpBodySchema>;

// The response also carries `token` for bearer clients; the schema drops it: the web app's session is the
// httpOnly cookie the same response sets, and no copy of it is kept in the page.
export const verifyOtpResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: userSchema });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpResponse> {
  return api.post('/api/auth/verify-otp', input, { schema: verifyOtpResponseSchema, authScope: false });
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
