// Renders the rider's job screens with a query client the test can reach (to trigger a refresh), a router and toasts.
import { vi } from 'vitest';
import { renderWithClient } from '@/test/render-with-client';

export const renderRiderOrders = renderWithClient;

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
