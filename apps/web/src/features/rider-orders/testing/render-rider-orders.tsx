// Renders the rider's job screens with a query client the test can reach (to trigger a refresh), a router and toasts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

export function renderRiderOrders(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retryDelay: 0 } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

export interface FakePosition {
  lat: number;
  lng: number;
}

/** navigator.geolocation answering every reading with `position`, or refusing (code 1) when it is null. */
export function stubGeolocation(position: FakePosition | null) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (position) ok({ coords: { latitude: position.lat, longitude: position.lng, accuracy: 8 } } as GeolocationPosition);
    else fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}

export function clearGeolocation() {
  Reflect.deleteProperty(navigator, 'geolocation');
}
