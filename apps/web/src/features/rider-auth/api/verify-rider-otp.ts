import { riderSchema, type Rider } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session-keys';

// The response also carries `token` for API clients; the browser relies on the httpOnly cookie instead.
const verifyResponseSchema = z.object({ success: z.literal(true), message: z.string(), rider: riderSchema });

export async function verifyRiderOtp({ phone, otp }: { phone: string; otp: string }): Promise<Rider> {
  const { rider } = await api.post('/api/riders/verify-otp', { phone, otp }, { schema: verifyResponseSchema, authScope: false });
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
