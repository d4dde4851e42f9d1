import { AUTH_MESSAGES, contract, type EndpointResponse } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';
import { translateMessage } from '@/lib/i18n';
import { endCustomerSession } from './get-session';

/** The spec's logout timeout (customer-app.md §8). */
export const LOGOUT_TIMEOUT_MS = 5_000;

/** Revokes the customer session on the server, which also clears the cookie. */
export function logout(): Promise<EndpointResponse<typeof contract.auth.logout>> {
  return callEndpoint(contract.auth.logout, { body: { role: 'customer' }, authScope: false, timeoutMs: LOGOUT_TIMEOUT_MS });
}

/**
 * Signed out only once the server has revoked the session: the httpOnly cookie cannot be cleared from the page,
 * so a "local" logout would leave a live session that the next profile read would quietly restore.
 */
export function useLogout({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await endCustomerSession(queryClient);
      toast.success(translateMessage(AUTH_MESSAGES.loggedOut));
      onSuccess?.();
    },
    onError: (error) => {
      // The session is gone on the server already; nothing to revoke.
      if (error instanceof ApiError && error.status === 401) {
        void endCustomerSession(queryClient);
        toast.success(translateMessage(AUTH_MESSAGES.loggedOut));
        onSuccess?.();
        return;
      }
      toast.error(t('logout.failedTitle'), { description: t('logout.failed') });
    },
  });
}
