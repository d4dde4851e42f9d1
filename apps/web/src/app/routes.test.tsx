import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/catalogue';
import { jsonResponse } from '@/test/render';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: true, categories: FALLBACK_CATALOGUE })));
  return () => vi.unstubAllGlobals();
});

describe('routes', () => {
  it.each(['/', '/no-such-page', '/admin/unknown/deep', '/rider/unknown'])('%s shows the customer home', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: /without the laundry day/ })).toBeInTheDocument();
    expect(document.title).toBe('Home');
  });

  it.each([
    ['/admin', 'Run Washday from one place'],
    ['/admin/location-config', 'Service location settings'],
  ])('%s is the admin portal', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/Admin sign-in is coming in the next release/)).toBeInTheDocument();
    expect(document.title).toBe('Admin Portal');
  });

  it.each([
    ['/rider', 'Deliver with Washday'],
    ['/rider/login', 'Rider login'],
    ['/rider/register', 'Become a Washday rider'],
    ['/rider/dashboard', 'Your rider dashboard'],
    ['/rider/orders', 'Your rider dashboard'],
    ['/rider/profile', 'Your rider dashboard'],
    ['/rider/orders/WD-1042', 'Order details'],
    ['/rider/notifications', 'Notifications'],
  ])('%s is the rider portal', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/Rider sign-in is coming in the next release/)).toBeInTheDocument();
    expect(document.title).toBe('Rider Portal');
  });

  it('names the order from the address on the order page', async () => {
    renderAt('/rider/orders/WD-1042');
    expect(await screen.findByText('Rider Portal · Order WD-1042')).toBeInTheDocument();
  });
});
