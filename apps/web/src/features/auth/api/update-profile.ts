import type { profileUpdateSchema } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session-keys';
import { profileResponseSchema } from './get-session';

export type UpdateProfileInput = z.input<typeof profileUpdateSchema>;

export const updateProfileResponseSchema = profileResponseSchema.extend({ message: z.string() });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** Name and email only: the phone number cannot be changed. */
export function updateProfile(input: UpdateProfileInput): Promise<UpdateProfileResponse> {
  return api.put('/api/auth/profile', input, { schema: updateProfileResponseSchema });
}

export function useUpdateProfile({ onSuccess }: { onSuccess?: (data: UpdateProfileResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (data) => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKey('customer') });
      queryClient.setQueryData(sessionQueryKey('customer'), data.user);
      onSuccess?.(data);
    },
  });
}
