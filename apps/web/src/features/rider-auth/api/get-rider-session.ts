import { contract, type Rider } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';
import { sessionQueryKey } from '@/lib/session-keys';

/** The signed-in rider, or null when the rider cookie is missing or no longer valid. */
export async function getRiderSession({ signal }: { signal?: AbortSignal } = {}): Promise<Rider | null> {
  try {
    // authScope false: a 401 here is the answer "signed out", not a session that just ended.
    const { rider } = await callEndpoint(contract.riders.me, { signal, authScope: false });
    return rider;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function getRiderSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey('rider'),
    queryFn: ({ signal }) => getRiderSession({ signal }),
    staleTime: 5 * 60 * 1000,
    // Offline, try anyway and fail with a clear message rather than wait on a loading screen.
    networkMode: 'always',
  });
}

export function useRiderSession() {
  return useQuery(getRiderSessionQueryOptions());
}
