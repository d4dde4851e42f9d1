import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { sessionQueryKey } from '@/lib/session-keys';

/** Ends the admin session on the server and clears its cookie. */
export function logoutAdmin(): Promise<{ message: string }> {
  return callEndpoint(contract.auth.logout, { body: { role: 'admin' }, authScope: false });
}

export function useLogoutAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAdmin,
    networkMode: 'always',
    onSuccess: () => queryClient.setQueryData(sessionQueryKey('admin'), null),
  });
}
