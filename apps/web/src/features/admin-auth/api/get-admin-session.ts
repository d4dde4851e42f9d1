import { contract, type EndpointResponse } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';
import { sessionQueryKey } from '@/lib/session-keys';

/** The spec re-checks the admin's login state every 30 s (admin-and-backend.md §2). */
export const ADMIN_SESSION_CHECK_MS = 30 * 1000;

export type AdminSession = EndpointResponse<typeof contract.adminAuth.session>['session'];

/** The signed-in admin's session, or null when signed out or expired. */
export async function getAdminSession({ signal }: { signal?: AbortSignal } = {}): Promise<AdminSession | null> {
  try {
    const { session } = await callEndpoint(contract.adminAuth.session, { signal, authScope: false });
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function getAdminSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey('admin'),
    queryFn: ({ signal }) => getAdminSession({ signal }),
    staleTime: 0,
    refetchInterval: ADMIN_SESSION_CHECK_MS,
    // Offline, try anyway and fail with a clear message rather than wait on a loading screen.
    networkMode: 'always',
  });
}

export function useAdminSession() {
  return useQuery(getAdminSessionQueryOptions());
}
