import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/fallback-catalogue';
import { mockApi, on, signedOut } from '@/test/mock-api';
import { renderRoutesAt } from '@/test/render';

const renderAt = renderRoutesAt;

/** The catalogue for the home page; nobody is signed in, as a customer, a rider or an admin. */
function stubApi() {
  mockApi([
    on(contract.catalogue.list, { success: true, categories: [...FALLBACK_CATALOGUE] }),
    on(contract.auth.profile, signedOut),
    on(contract.riders.me, signedOut),
    on(contract.adminAuth.session, signedOut),
  ]);
}

beforeAll(async () => {
  // Warm the lazily split areas so a cold import on a busy machine does not eat a test's wait.
  await Promise.all([import('@/areas/admin'), import('@/areas/rider'), import('@/areas/customer/home-page')]);
});

beforeEach(() => {
  stubApi();
  return () => vi.unstubAllGlobals();
});

describe('routes', () => {
  it.each(['/', '/no-such-page', '/admin/unknown/deep', '/rider/unknown'])('%s shows the customer home', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: /without the laundry day/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home'));
  });

  it.each(['/admin', '/admin/location-config'])('%s is the admin portal, asking a signed-out admin to sign in', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin Portal'));
  });

  it.each([
    ['/rider', 'Login'],
    ['/rider/login', 'Login'],
    ['/rider/register', 'Register'],
  ])('%s is the rider authentication screen on the %s tab', async (path, tab) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rider Portal' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.title).toBe('Rider Portal'));
  });

  it.each(['/rider/dashboard', '/rider/orders', '/rider/profile', '/rider/orders/WD-1042', '/rider/notifications'])(
    '%s needs a rider session and redirects to /rider/login',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/rider/login'));
      expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(document.title).toBe('Rider Portal'));
    },
  );
});
