import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { sessionQueryKey } from '@/lib/session-keys';
import type { AdminSession } from './get-admin-session';

export async function loginAdmin(credentials: { username: string; password: string }): Promise<AdminSession> {
  // authScope false: a 401 here means wrong credentials, shown as the server words it. The answer's `data.token` is
  // for API clients; the browser relies on the httpOnly cookie, so only the session is kept.
  const { data } = await callEndpoint(contract.adminAuth.login, { body: credentials, authScope: false });
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
