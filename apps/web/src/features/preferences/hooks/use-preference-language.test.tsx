import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, contract, mergePreferences, type PreferencesPatch } from '@washday/core';
import { i18n } from '@/lib/i18n';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { useSavePreferences } from '../api/save-preferences';
import { preferencesOf } from '../testing/preferences-fixtures';
import { usePreferenceLanguage } from './use-preference-language';

/** The customer app's use of the hook, and a save that goes only through the preferences cache (no form). */
function Harness({ signedIn, patch }: { signedIn: boolean; patch?: PreferencesPatch }) {
  usePreferenceLanguage(signedIn);
  const save = useSavePreferences();
  return (
    <button type="button" onClick={() => save.mutate(patch ?? {})}>
      save
    </button>
  );
}

const saved = (patch: PreferencesPatch) => ({
  success: true as const,
  message: 'Preferences saved successfully',
  preferences: mergePreferences(DEFAULT_PREFERENCES, patch),
});

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the interface language from preferences', () => {
  it("applies the signed-in customer's saved language when the preferences load, and remembers it", async () => {
    mockApi([on(contract.preferences.get, preferencesOf({ communication: { language: 'hindi' } }))]);
    renderWithProviders(<Harness signedIn />);
    await waitFor(() => expect(i18n.language).toBe('hi'));
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(window.localStorage.getItem('washday.language')).toBe('hi');
  });

  it('switches at once when a save puts a new language in the preferences cache', async () => {
    const patch: PreferencesPatch = { communication: { language: 'hindi' } };
    const api = mockApi([on(contract.preferences.get, preferencesOf()), on(contract.preferences.update, saved(patch))]);
    renderWithProviders(<Harness signedIn patch={patch} />);
    await waitFor(() => expect(api.calls(contract.preferences.get)).toHaveLength(1));
    expect(i18n.language).toBe('en');

    await userEvent.setup().click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(i18n.language).toBe('hi'));
    // No second read of the preferences: the save's answer is what applied it.
    expect(api.calls(contract.preferences.get)).toHaveLength(1);
  });

  it("leaves a guest's interface in the device's language without asking the server", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi([on(contract.preferences.get, preferencesOf({ communication: { language: 'hindi' } }))]);
    renderWithProviders(<Harness signedIn={false} />);
    // Everything the mount set going runs out (a request, its answer and the switch it would bring).
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.calls(contract.preferences.get)).toHaveLength(0);
    expect(i18n.language).toBe('en');
  });

  it('reads a saved language not translated yet (Tamil) as English', async () => {
    await i18n.changeLanguage('hi');
    mockApi([on(contract.preferences.get, preferencesOf({ communication: { language: 'tamil' } }))]);
    renderWithProviders(<Harness signedIn />);
    await waitFor(() => expect(i18n.language).toBe('en'));
  });
});
