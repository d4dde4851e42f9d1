// Test helpers for the preferences answers (used by the feature's tests and the customer area's).
import { DEFAULT_PREFERENCES, mergePreferences, type contract, type EndpointReply, type PreferencesPatch } from '@washday/core';

/** GET /api/preferences answering the defaults with `patch` applied. */
export const preferencesOf = (patch: PreferencesPatch = {}): EndpointReply<typeof contract.preferences.get> => ({
  success: true,
  preferences: mergePreferences(DEFAULT_PREFERENCES, patch),
});
