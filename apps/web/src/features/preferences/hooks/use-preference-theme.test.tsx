import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { preferencesOf } from '../testing/preferences-fixtures';
import { THEME_STORAGE_KEY } from '../utils/theme';
import { usePreferenceTheme } from './use-preference-theme';

function Themed({ signedIn }: { signedIn: boolean | undefined }) {
  usePreferenceTheme(signedIn);
  return null;
}

/** Starts with the session unknown; its button answers it: signed out. */
function SessionHarness() {
  const [signedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  return (
    <>
      <Themed signedIn={signedIn} />
      <button type="button" onClick={() => setSignedIn(false)}>
        Signed out
      </button>
    </>
  );
}

const html = () => document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the theme from preferences', () => {
  it("paints the signed-in customer's dark mode and colour scheme on the page, and remembers them", async () => {
    mockApi([on(contract.preferences.get, preferencesOf({ theme: { darkMode: true, colorScheme: 'blue' } }))]);
    const view = renderWithProviders(<Themed signedIn />);
    await waitFor(() => expect(html()).toHaveClass('dark'));
    expect(html().dataset.colorScheme).toBe('blue');
    expect(html().style.colorScheme).toBe('dark');
    expect(JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY)!)).toEqual({ darkMode: true, colorScheme: 'blue' });

    // Leaving the customer app returns the page to the app's own look.
    view.unmount();
    expect(html()).not.toHaveClass('dark');
    expect(html().dataset.colorScheme).toBeUndefined();
  });

  it('keeps the remembered theme while the session is not known, and drops it once signed out', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ darkMode: false, colorScheme: 'orange' }));
    const api = mockApi([]);
    const view = renderWithProviders(<SessionHarness />);
    expect(html().dataset.colorScheme).toBe('orange');
    expect(html()).not.toHaveClass('dark');
    expect(api.calls(contract.preferences.get)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Signed out' }));
    expect(html().dataset.colorScheme).toBeUndefined();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    view.unmount();
  });

  it('ignores a remembered theme it does not understand', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ darkMode: 'yes', colorScheme: 'magenta' }));
    mockApi([]);
    const view = renderWithProviders(<Themed signedIn={undefined} />);
    expect(html()).not.toHaveClass('dark');
    expect(html().dataset.colorScheme).toBeUndefined();
    view.unmount();
  });
});
