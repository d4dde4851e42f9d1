import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const otpSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resendAfterSeconds: z.number().optional(),
});
export type RiderRegistrationOtpSent = z.infer<typeof otpSentResponseSchema>;

/** Sends a registration code (400 when a rider with this phone already exists). */
export function requestRiderRegistrationOtp({ phone }: { phone: string }): Promise<RiderRegistrationOtpSent> {
  return api.post('/api/riders/register/request-otp', { phone }, { schema: otpSentResponseSchema, authScope: false });
}

export function useRequestRiderRegistrationOtp() {
  // Offline, fail at once ("No internet connection") instead of pausing silently.
  return useMutation({ mutationFn: requestRiderRegistrationOtp, networkMode: 'always' });
}
