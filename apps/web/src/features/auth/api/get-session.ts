import { CUSTOMER_SESSION_HINT_COOKIE, type User } from '@washday/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { CUSTOMER_DATA_KEY, sessionQueryKey } from '@/lib/session-keys';
import { forgetCustomerOfflineData } from '@/lib/pwa';

/** Whether the browser holds a customer session: the server keeps a readable hint cookie beside the HttpOnly one. */
export function hasSessionHint(cookies: string | undefined = globalThis.document?.cookie): boolean {
  return (cookies ?? '').split(';').some((cookie) => cookie.trim().startsWith(`${CUSTOMER_SESSION_HINT_COOKIE}=`));
}

/** The signed-in customer, or null when signed out. The session itself is the httpOnly cookie. */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  // Without a session the answer can only be 401, which the browser reports as an error: a guest is not asked about.
  if (!hasSessionHint()) return null;
  const { callEndpoint, contract } = await loadEndpoints();
  try {
    // Not customer-scoped: here a 401 is the plain answer "signed out", not a session that just ended.
    const { user } = await callEndpoint(contract.auth.profile, { signal, authScope: false });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey('customer'),
    queryFn: ({ signal }) => getSession({ signal }),
    // A guest is known at once, with no request: the first screen draws the guest's header without waiting.
    initialData: () => (hasSessionHint() ? undefined : null),
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}

/** Makes `user` the signed-in customer, dropping whatever belonged to a previous session. */
export async function startCustomerSession(queryClient: QueryClient, user: User): Promise<void> {
  await queryClient.cancelQueries({ queryKey: sessionQueryKey('customer') });
  await clearCustomerPrivateQueries(queryClient);
  queryClient.setQueryData(sessionQueryKey('customer'), user);
}

/** Forgets the signed-in customer and their data. An in-flight profile read cannot bring the user back. */
export async function endCustomerSession(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: sessionQueryKey('customer') });
  queryClient.setQueryData(sessionQueryKey('customer'), null);
  await clearCustomerPrivateQueries(queryClient);
}

async function clearCustomerPrivateQueries(queryClient: QueryClient): Promise<void> {
  // Signing out, or in as someone else, drops every customer-private query so nothing of the last customer stays on screen.
  await queryClient.cancelQueries({ queryKey: CUSTOMER_DATA_KEY });
  queryClient.removeQueries({ queryKey: CUSTOMER_DATA_KEY });
  await forgetCustomerOfflineData();
}
