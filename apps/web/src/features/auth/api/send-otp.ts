import type { sendOtpBodySchema } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export type SendOtpInput = z.input<typeof sendOtpBodySchema>;

export const sendOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** Asks the server to text a sign-in code. A 429 carries `retryAfterSeconds`. */
export function sendOtp(input: SendOtpInput): Promise<SendOtpResponse> {
  return api.post('/api/auth/send-otp', input, { schema: sendOtpResponseSchema, authScope: false });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
