import type { Preferences } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';

/** Customer-private: cleared with the session. */
export const PREFERENCES_QUERY_KEY = [...CUSTOMER_DATA_KEY, 'preferences'] as const;

/** The signed-in customer's preferences, every field filled in (the server merges what was saved over the defaults). */
export async function getPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<Preferences> {
  const { callEndpoint, contract } = await loadEndpoints();
  const { preferences } = await callEndpoint(contract.preferences.get, { signal });
  return preferences;
}

export function getPreferencesQueryOptions() {
  return queryOptions({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => getPreferences({ signal }),
    // They change only through this app's own saves, which update the cache.
    staleTime: 5 * 60_000,
  });
}

/** `enabled` is false for guests: they have no saved preferences. */
export function usePreferences(enabled: boolean) {
  return useQuery({ ...getPreferencesQueryOptions(), enabled });
}
