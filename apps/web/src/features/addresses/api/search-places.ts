import { contract, type LatLng, type SearchSuggestion } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

/** Suggestions start at 2 characters; at most 8 are shown; the spec caches them for 2 minutes. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_SUGGESTIONS = 8;
export const SEARCH_CACHE_MS = 2 * 60 * 1000;

/** Places in India matching `input`, nearest `near` first (the map's centre). */
export async function searchPlaces(
  input: string,
  near: LatLng | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchSuggestion[]> {
  const { suggestions } = await callEndpoint(contract.locations.autocomplete, {
    signal,
    authScope: false,
    timeoutMs: 8_000,
    query: { input, location: near ? `${near.lat.toFixed(5)},${near.lng.toFixed(5)}` : undefined },
  });
  return suggestions.slice(0, SEARCH_MAX_SUGGESTIONS);
}

export function searchPlacesQueryOptions(input: string, near: LatLng | null) {
  // The bias point is rounded so a nudged map does not refetch the same list.
  const bias = near ? `${near.lat.toFixed(2)},${near.lng.toFixed(2)}` : 'none';
  return queryOptions({
    queryKey: ['location', 'autocomplete', input.toLowerCase(), bias],
    queryFn: ({ signal }) => searchPlaces(input, near, { signal }),
    staleTime: SEARCH_CACHE_MS,
  });
}

/** `input` should already be debounced. Disabled under 2 characters. */
export function usePlaceSuggestions(input: string, near: LatLng | null) {
  const trimmed = input.trim();
  return useQuery({
    ...searchPlacesQueryOptions(trimmed, near),
    enabled: trimmed.length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
