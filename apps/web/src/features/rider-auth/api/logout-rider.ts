import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session-keys';

const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Ends the rider session on the server and clears its cookie. */
export function logoutRider(): Promise<{ message: string }> {
  return api.post('/api/auth/logout', { role: 'rider' }, { schema: logoutResponseSchema, authScope: false });
}

export function useLogoutRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutRider,
    networkMode: 'always',
    onSuccess: () => queryClient.setQueryData(sessionQueryKey('rider'), null),
  });
}
