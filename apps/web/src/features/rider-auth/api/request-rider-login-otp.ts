import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const otpSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resendAfterSeconds: z.number().optional(),
});
export type RiderOtpSent = z.infer<typeof otpSentResponseSchema>;

/** Sends a login code; only approved riders get one (404 unknown, 403 pending or rejected). */
export function requestRiderLoginOtp({ phone }: { phone: string }): Promise<RiderOtpSent> {
  return api.post('/api/riders/request-otp', { phone }, { schema: otpSentResponseSchema, authScope: false });
}

export function useRequestRiderLoginOtp() {
  // Offline, fail at once ("No internet connection") instead of pausing silently.
  return useMutation({ mutationFn: requestRiderLoginOtp, networkMode: 'always' });
}
