import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useRoutes } from 'react-router';
import { contract } from '@washday/core';
import { mockApi, on, signedOut } from '@/test/mock-api';
import { renderRoutesAt } from '@/test/render';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './root-layout';
import { preloadScreens } from './routes';

function Orders() {
  return <h1>Orders</h1>;
}

function renderAt(path: string, load: () => Promise<typeof Orders>) {
  const Screen = lazyScreen(load);
  function Routes() {
    return useRoutes([{ path: '/', element: <RootLayout />, children: [{ path: 'orders', element: <Screen /> }] }]);
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );
  return Screen;
}

describe('a screen from its own chunk', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the splash while its code downloads, then the screen', async () => {
    let arrive: (screen: typeof Orders) => void = () => undefined;
    renderAt('/orders', () => new Promise((resolve) => (arrive = resolve)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Washday…');
    await act(async () => arrive(Orders));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws at once, without the splash, once preloaded', async () => {
    const Screen = lazyScreen(async () => Orders);
    await Screen.preload();
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('shows the error screen when its code fails to load, and "Try Again" fetches it again', async () => {
    const load = vi
      .fn<() => Promise<typeof Orders>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Orders);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/orders', load);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    // Rendering again does not fetch again by itself: a chunk that cannot load is not retried in a loop. Whatever
    // the page has scheduled runs out here (a retry a timer or a re-render started would have fetched by then).
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});

describe('preloadScreens', () => {
  beforeEach(() => {
    mockApi([on(contract.adminAuth.session, signedOut), on(contract.riders.me, signedOut)]);
    return () => vi.unstubAllGlobals();
  });

  it("fetches every screen an address shows, so the app's first render draws them rather than the splash", async () => {
    await preloadScreens('/admin/location-config');
    renderRoutesAt('/admin/location-config');
    expect(screen.queryByText('Loading Washday…')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
  });

  it('an address not preloaded shows the splash first', async () => {
    renderRoutesAt('/rider/login');
    expect(screen.getByText('Loading Washday…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rider Portal' })).toBeInTheDocument();
  });
});
