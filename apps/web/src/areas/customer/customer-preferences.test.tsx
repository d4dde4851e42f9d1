import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, mergePreferences, type Preferences } from '@washday/core';
import { profileOf, stubResizeObserver } from '@/features/auth/testing/auth-test-utils';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/fallback-catalogue';
import { preferencesOf } from '@/features/preferences/testing/preferences-fixtures';
import { mockApi, on, signedOut } from '@/test/mock-api';
import { waitUntilClickable } from '@/test/interactive';
import { renderWithProviders } from '@/test/render';
import { CustomerApp } from './customer-app';

const html = () => document.documentElement;

// The menu and the dialog are lazily loaded chunks: their first import (Vite transforming them) is paid here, not inside
// the first test's 10 s wait for the menu, which a busy machine overran (2 of 4 loaded runs).
beforeAll(async () => {
  await Promise.all([
    import('@/features/auth/components/user-menu'),
    import('@/features/preferences/components/preferences-dialog'),
  ]);
}, 60_000);

beforeEach(() => {
  window.localStorage.clear();
  stubResizeObserver();
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

/** The customer app signed in, with these saved preferences; saves and deletions answer as the server would. */
function signedInApp(saved: Preferences) {
  let current = saved;
  let deleted = false;
  const api = mockApi([
    on(contract.auth.profile, () => (deleted ? signedOut() : profileOf())),
    on(contract.catalogue.list, { success: true, categories: [...FALLBACK_CATALOGUE] }),
    on(contract.preferences.get, () => ({ success: true, preferences: current })),
    on(contract.preferences.update, ({ body }) => {
      current = mergePreferences(current, body as Preferences);
      return { success: true, message: 'Preferences saved successfully', preferences: current };
    }),
    on(contract.account.remove, () => {
      deleted = true;
      return { success: true, message: 'Your account has been deleted' };
    }),
  ]);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <CustomerApp />
      <Toaster />
    </>,
  );
  return { api, user };
}

async function openPreferences(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Preferences' }));
  const form = await screen.findByRole('form', { name: 'Preferences' });
  await waitUntilClickable(form);
  return screen.getByRole('dialog', { name: 'Preferences' });
}

describe('customer app: preferences', () => {
  it('paints the saved theme, and a saved change of theme repaints the page at once', async () => {
    const { user } = signedInApp(preferencesOf({ theme: { darkMode: true, colorScheme: 'purple' } }).preferences);
    await waitFor(() => expect(html()).toHaveClass('dark'));
    expect(html().dataset.colorScheme).toBe('purple');

    const dialog = await openPreferences(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Dark mode' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Blue' }));
    // Not before it is saved.
    expect(html()).toHaveClass('dark');
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Preferences saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(html()).not.toHaveClass('dark'));
    expect(html().dataset.colorScheme).toBe('blue');
  });

  it('deletes the account from Preferences: signed out, told so, back to the plain theme', async () => {
    const { api, user } = signedInApp(preferencesOf({ theme: { darkMode: true, colorScheme: 'orange' } }).preferences);
    await waitFor(() => expect(html().dataset.colorScheme).toBe('orange'));
    const dialog = await openPreferences(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Preferences' })).not.toBeInTheDocument();
    expect(html()).not.toHaveClass('dark');
    expect(html().dataset.colorScheme).toBeUndefined();
    expect(api.calls(contract.account.remove)).toHaveLength(1);
  });

  it('offers Preferences only to a signed-in customer', async () => {
    mockApi([
      on(contract.auth.profile, signedOut),
      on(contract.catalogue.list, { success: true, categories: [...FALLBACK_CATALOGUE] }),
    ]);
    renderWithProviders(<CustomerApp />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu$/ })).not.toBeInTheDocument();
    expect(html().dataset.colorScheme).toBeUndefined();
  });
});
