import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { sessionQueryKey } from '@/lib/session-keys';

/** Ends the rider session on the server and clears its cookie. */
export function logoutRider(): Promise<{ message: string }> {
  return callEndpoint(contract.auth.logout, { body: { role: 'rider' }, authScope: false });
}

export function useLogoutRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutRider,
    networkMode: 'always',
    onSuccess: () => queryClient.setQueryData(sessionQueryKey('rider'), null),
  });
}
