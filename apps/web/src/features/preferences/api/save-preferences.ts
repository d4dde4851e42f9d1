import { contract, type EndpointResponse, type PreferencesPatch } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { PREFERENCES_QUERY_KEY } from './get-preferences';

export type SavePreferencesResponse = EndpointResponse<typeof contract.preferences.update>;

export function savePreferences(patch: PreferencesPatch): Promise<SavePreferencesResponse> {
  return callEndpoint(contract.preferences.update, { body: patch });
}

/** Saves on the server; the cache takes the server's answer, so everything that applies them follows at once. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: async (data) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, data.preferences);
    },
  });
}
