import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppRoutes } from '@/app/routes';

/**
 * Queries do not retry here (the app's retry rule has its own tests in app/query-client.test.ts), and the
 * mutations that opt in to retries try again at once rather than after real seconds.
 */
const TEST_MUTATIONS = { retryDelay: 0 } as const;

/** Fresh query cache per test. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: TEST_MUTATIONS },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

/** Where the app's routes are: `state.location` is the location they last committed. */
export type RoutesProbe = { state: { location: Location } };

/** The whole app's routes at `path` (lazy areas included) in a memory router, and a probe of where they are. */
export function appRoutesAt(path: string): { routes: ReactElement; router: RoutesProbe } {
  const router: RoutesProbe = { state: { location: { pathname: path, search: '', hash: '', state: null, key: 'initial' } } };
  function LocationProbe() {
    const location = useLocation();
    useLayoutEffect(() => {
      router.state.location = location;
    }, [location]);
    return null;
  }
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>
  );
  return { routes, router };
}

/** Renders the whole app's routes at `path` and returns the probe to inspect navigation. */
export function renderRoutesAt(path: string): RoutesProbe {
  const { routes, router } = appRoutesAt(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: TEST_MUTATIONS } });
  render(<QueryClientProvider client={queryClient}>{routes}</QueryClientProvider>);
  return router;
}
