import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTION_POSITION_WAIT_MS,
  directionsUrl,
  forgetWatchedFix,
  openInNewTab,
  readCurrentPosition,
  rememberWatchedFix,
} from './navigation';

afterEach(() => {
  vi.restoreAllMocks();
  forgetWatchedFix();
});

describe('navigation', () => {
  it('builds a Google Maps directions link from the rider to a point or an address', () => {
    expect(directionsUrl({ lat: 28.3985, lng: 77.0401 }, { lat: 28.396, lng: 77.037 })).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=28.3985,77.0401&destination=28.396,77.037',
    );
    expect(directionsUrl({ lat: 28.4, lng: 77 }, ' House 22, Sector 69 & Co ')).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=28.4,77&destination=House%2022%2C%20Sector%2069%20%26%20Co',
    );
  });

  it("reads the position with the rider watch's options, or null when it is unknown", async () => {
    const options: PositionOptions[] = [];
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback, _fail: PositionErrorCallback, opts: PositionOptions) => {
        options.push(opts);
        ok({ coords: { latitude: 28.5, longitude: 77.1, accuracy: 12 } } as GeolocationPosition);
      },
    } as unknown as Geolocation;
    expect(await readCurrentPosition(geolocation)).toEqual({ lat: 28.5, lng: 77.1 });
    expect(options).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 }]);
    // An order action waits a shorter time for its fix.
    await readCurrentPosition(geolocation, ACTION_POSITION_WAIT_MS);
    expect(options[1]).toEqual({ enableHighAccuracy: true, timeout: 3_000, maximumAge: 30_000 });

    const refused = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError),
    } as unknown as Geolocation;
    expect(await readCurrentPosition(refused)).toBeNull();
  });

  it("falls back on the location watch's fix when a reading times out, if it is no older than 30 s", async () => {
    const timesOut = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 3 } as GeolocationPositionError),
    } as unknown as Geolocation;
    const at = 1_800_000_000_000;
    expect(await readCurrentPosition(timesOut, ACTION_POSITION_WAIT_MS, () => at)).toBeNull();

    rememberWatchedFix({ lat: 28.3985, lng: 77.0401 }, at);
    expect(await readCurrentPosition(timesOut, ACTION_POSITION_WAIT_MS, () => at + 30_000)).toEqual({
      lat: 28.3985,
      lng: 77.0401,
    });
    // Older than the spec's maximum age: unknown, so the rider is told rather than sent from where they were.
    expect(await readCurrentPosition(timesOut, ACTION_POSITION_WAIT_MS, () => at + 30_001)).toBeNull();
    // The watch stopped (inactive, signed out): its fix is not used.
    forgetWatchedFix();
    expect(await readCurrentPosition(timesOut, ACTION_POSITION_WAIT_MS, () => at + 1)).toBeNull();
  });

  it('says whether the browser opened the tab, and cuts the link back to this page', () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    expect(openInNewTab('https://www.google.com/maps/dir/?api=1')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://www.google.com/maps/dir/?api=1', '_blank');
    expect(tab.opener).toBeNull();

    open.mockReturnValue(null);
    expect(openInNewTab('https://www.google.com/maps')).toBe(false);
  });
});
