import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session-keys';

const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Ends the admin session on the server and clears its cookie. */
export function logoutAdmin(): Promise<{ message: string }> {
  return api.post('/api/auth/logout', { role: 'admin' }, { schema: logoutResponseSchema, authScope: false });
}

export function useLogoutAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAdmin,
    networkMode: 'always',
    onSuccess: () => queryClient.setQueryData(sessionQueryKey('admin'), null),
  });
}
