import { adminSessionSchema } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session-keys';
import type { AdminSession } from './get-admin-session';

// The response also carries `data.token` for API clients; the browser relies on the httpOnly cookie instead.
const loginResponseSchema = z.object({ success: z.literal(true), data: z.object({ session: adminSessionSchema }) });

export async function loginAdmin(credentials: { username: string; password: string }): Promise<AdminSession> {
  // authScope false: a 401 here means wrong credentials, shown as the server words it.
  const { data } = await api.post('/api/auth/login', credentials, { schema: loginResponseSchema, authScope: false });
  return data.session;
}

export function useLoginAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginAdmin,
    networkMode: 'always',
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey('admin'), session),
  });
}
