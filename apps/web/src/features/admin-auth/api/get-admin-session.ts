import { adminSessionSchema } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session-keys';

/** The spec re-checks the admin's login state every 30 s (admin-and-backend.md §2). */
export const ADMIN_SESSION_CHECK_MS = 30 * 1000;

export type AdminSession = z.infer<typeof adminSessionSchema>;

const adminSessionResponseSchema = z.object({ success: z.literal(true), session: adminSessionSchema });

/** The signed-in admin's session, or null when signed out or expired. */
export async function getAdminSession({ signal }: { signal?: AbortSignal } = {}): Promise<AdminSession | null> {
  try {
    const { session } = await api.get('/api/admin/session', { schema: adminSessionResponseSchema, signal, authScope: false });
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
