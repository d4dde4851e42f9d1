import { describe, expect, it, vi } from 'vitest';
import {
  GEOLOCATION_MESSAGES,
  GeolocationFailure,
  geolocationErrorMessage,
  getPosition,
  getPrecisePosition,
  getQuickPosition,
  PRECISE_LOCATION_RULES,
  toGeolocationFailure,
} from './geolocation';

type Reading = { accuracy: number } | { code: number };

/** A navigator.geolocation that answers each call with the next reading. */
function fakeGeolocation(readings: Reading[]) {
  const calls: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn((success: PositionCallback, error: PositionErrorCallback, options: PositionOptions) => {
      calls.push(options);
      const reading = readings[Math.min(calls.length - 1, readings.length - 1)]!;
      if ('code' in reading) error({ code: reading.code, message: 'nope' } as GeolocationPositionError);
      else success({ coords: { latitude: 28.44, longitude: 77.06, accuracy: reading.accuracy } } as GeolocationPosition);
    }),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
  return { geolocation, calls };
}

const noSleep = vi.fn(async (_ms: number) => {});

describe('precise current location', () => {
  it('tries up to 5 times, 8 s then 5 s each, high accuracy, 1 s apart, and keeps the best reading', async () => {
    const { geolocation, calls } = fakeGeolocation([
      { accuracy: 80 },
      { accuracy: 40 },
      { code: 3 },
      { accuracy: 25 },
      { accuracy: 30 },
    ]);
    const sleep = vi.fn(async (_ms: number) => {});
    const onFix = vi.fn();
    const fix = await getPrecisePosition({ geolocation, sleep, onFix });
    expect(calls).toHaveLength(PRECISE_LOCATION_RULES.maxTries);
    expect(calls.map((c) => c.timeout)).toEqual([8000, 5000, 5000, 5000, 5000]);
    expect(calls.every((c) => c.enableHighAccuracy === true && c.maximumAge === 0)).toBe(true);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 1000, 1000, 1000]);
    expect(fix).toEqual({ lat: 28.44, lng: 77.06, accuracy: 25 });
    // Only better readings are reported.
    expect(onFix.mock.calls.map(([f]) => f.accuracy)).toEqual([80, 40, 25]);
  });

  it('stops as soon as a reading is accurate to 10 m', async () => {
    const { geolocation, calls } = fakeGeolocation([{ accuracy: 50 }, { accuracy: 10 }, { accuracy: 3 }]);
    const fix = await getPrecisePosition({ geolocation, sleep: noSleep });
    expect(calls).toHaveLength(2);
    expect(fix.accuracy).toBe(10);
  });

  it('stops at once when permission is refused, with the spec message', async () => {
    const { geolocation, calls } = fakeGeolocation([{ code: 1 }]);
    const error = await getPrecisePosition({ geolocation, sleep: noSleep }).catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(error).toBeInstanceOf(GeolocationFailure);
    expect((error as Error).message).toBe('Please enable location access in your browser settings');
  });

  it('reports the last failure when no try succeeded', async () => {
    const { geolocation, calls } = fakeGeolocation([{ code: 2 }, { code: 3 }]);
    await expect(getPrecisePosition({ geolocation, sleep: noSleep })).rejects.toThrow(
      'Location request timed out. Please try again.',
    );
    expect(calls).toHaveLength(5);
  });

  it('says so when the browser has no geolocation', async () => {
    await expect(getPrecisePosition({ geolocation: undefined, sleep: noSleep })).rejects.toThrow('Geolocation is not supported');
    await expect(getPosition({}, undefined)).rejects.toThrow(GEOLOCATION_MESSAGES.unsupported);
  });
});

describe('quick location and messages', () => {
  it('asks once with a 10 s limit and accepts a reading up to 5 minutes old', async () => {
    const { geolocation, calls } = fakeGeolocation([{ accuracy: 500 }]);
    await getQuickPosition(geolocation);
    expect(calls).toEqual([{ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 }]);
  });

  it('words each failure as the spec does', () => {
    expect(geolocationErrorMessage({ code: 1 })).toBe('Please enable location access in your browser settings');
    expect(geolocationErrorMessage({ code: 2 })).toBe('Your location could not be determined. Please try again.');
    expect(geolocationErrorMessage({ code: 3 })).toBe('Location request timed out. Please try again.');
    expect(geolocationErrorMessage(new Error('boom'))).toBe('Unable to get your location. Please try again.');
  });

  it('names the two failures the browser reports by code: PERMISSION_DENIED and POSITION_UNAVAILABLE', () => {
    expect(toGeolocationFailure({ code: 1 }).title).toBe('Location access denied');
    expect(toGeolocationFailure({ code: 2 }).title).toBe('Location unavailable');
    expect(toGeolocationFailure({ code: 3 }).title).toBeNull();
    expect(new GeolocationFailure('unsupported').title).toBeNull();
  });
});
