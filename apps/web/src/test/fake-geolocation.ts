import { vi } from 'vitest';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** A GeolocationPosition as the browser gives it. */
export function makePosition(lat: number, lng: number, { timestamp = Date.now(), accuracy = 12 } = {}): GeolocationPosition {
  const coords = { latitude: lat, longitude: lng, accuracy, altitude: null, altitudeAccuracy: null, heading: null, speed: null };
  return { coords: { ...coords, toJSON: () => coords }, timestamp, toJSON: () => ({ coords, timestamp }) } as GeolocationPosition;
}

function positionError(code: 1 | 2 | 3): GeolocationPositionError {
  return { code, message: 'fake', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError;
}

/**
 * navigator.geolocation for tests: one-off readings answer with `nextReading` (a position or an error code), and the
 * test drives the watches with `emit` and `fail`.
 */
export class FakeGeolocation {
  nextReading: GeolocationPosition | 1 | 2 | 3 = makePosition(28.4595, 77.0266);
  private readonly watches = new Map<number, { ok: Success; fail?: Failure | null | undefined }>();
  private nextId = 1;

  getCurrentPosition = vi.fn((ok: Success, fail?: Failure | null, _options?: PositionOptions) => {
    const reading = this.nextReading;
    queueMicrotask(() => (typeof reading === 'number' ? fail?.(positionError(reading)) : ok(reading)));
  });

  watchPosition = vi.fn((ok: Success, fail?: Failure | null, _options?: PositionOptions) => {
    const id = this.nextId++;
    this.watches.set(id, { ok, fail });
    return id;
  });

  clearWatch = vi.fn((id: number) => {
    this.watches.delete(id);
  });

  /** Watches still running. */
  get watching(): number {
    return this.watches.size;
  }

  emit(position: GeolocationPosition) {
    for (const watch of [...this.watches.values()]) watch.ok(position);
  }

  fail(code: 1 | 2 | 3) {
    for (const watch of [...this.watches.values()]) watch.fail?.(positionError(code));
  }
}

/** Puts `fake` (or nothing) at navigator.geolocation; returns the undo. */
export function installGeolocation(fake: FakeGeolocation | undefined): () => void {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: fake });
  return () => {
    delete (navigator as { geolocation?: unknown }).geolocation;
  };
}
