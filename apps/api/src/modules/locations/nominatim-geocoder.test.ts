import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectJson, useTestApp } from '../../test/test-app.js';
import { createNominatimGeocoder, type NominatimOptions } from './nominatim-geocoder.js';

// A local stand-in for nominatim.openstreetmap.org: records requests and answers as told.
const seen: Array<{ url: URL; headers: IncomingMessage['headers']; at: number }> = [];
let mode: 'ok' | 'error' | 'hang' = 'ok';
const server = createServer((req, res) => {
  const url = new URL(req.url!, 'http://x');
  seen.push({ url, headers: req.headers, at: Date.now() });
  if (mode === 'hang') return;
  if (mode === 'error') return void res.writeHead(503).end('overloaded');
  const result = {
    osm_type: 'way',
    osm_id: 4242,
    lat: '28.4421',
    lon: '77.0662',
    name: 'Palm Court',
    display_name: 'Palm Court, Sector 45, Gurugram, Haryana, 122003, India',
    address: {
      building: 'Palm Court',
      road: 'Sector 45 Road',
      suburb: 'Sector 45',
      city: 'Gurugram',
      state: 'Haryana',
      postcode: '122003',
      country: 'India',
    },
  };
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify(url.pathname.endsWith('/reverse') ? result : [result]));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  seen.length = 0;
  mode = 'ok';
});

describe('Nominatim adapter', () => {
  const geocoder = (options: Partial<NominatimOptions> = {}) =>
    createNominatimGeocoder({
      baseUrl,
      userAgent: 'Washday-test/1.0 (ops@washday.example)',
      minIntervalMs: 200,
      timeoutMs: 300,
      ...options,
    });

  it('asks for India, biased to Gurugram, at most 8 results, with an identifying User-Agent', async () => {
    const suggestions = await geocoder().autocomplete('palm court');
    expect(suggestions).toMatchObject([
      { main_text: 'Palm Court', place_id: 'osm:W4242', source: 'nominatim', coordinates: { lat: 28.4421, lng: 77.0662 } },
    ]);
    const { url, headers } = seen[0]!;
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'palm court',
      countrycodes: 'in',
      limit: '8',
      format: 'jsonv2',
      bounded: '0',
      viewbox: '76.90,28.56,77.16,28.34',
    });
    expect(headers['user-agent']).toBe('Washday-test/1.0 (ops@washday.example)');
  });

  it('maps a reverse lookup to the place shape', async () => {
    const place = await geocoder().reverse({ lat: 28.4421, lng: 77.0662 });
    expect(place).toMatchObject({
      building_name: 'Palm Court',
      street_name: 'Sector 45 Road',
      neighborhood: 'Sector 45',
      city: 'Gurugram',
      pincode: '122003',
      source: 'nominatim',
    });
  });

  it('keeps at least the minimum interval between requests, and caches repeats', async () => {
    // Each send is timed by the adapter's own last clock reading (its pacing stamp), not a second reading taken
    // later: work between the stamp and the send (a lazy module load, a GC pause) must not count against the pacing.
    const sent: number[] = [];
    let lastReading = 0;
    const g = geocoder({
      fetch: (input, init) => {
        sent.push(lastReading);
        return fetch(input, init);
      },
      now: () => (lastReading = performance.now()),
      timeoutMs: 30_000,
    });
    await Promise.all([g.autocomplete('aa'), g.autocomplete('bb'), g.autocomplete('cc')]);
    expect(seen).toHaveLength(3);
    expect(sent).toHaveLength(3);
    for (let i = 1; i < sent.length; i += 1) expect(sent[i]! - sent[i - 1]!).toBeGreaterThanOrEqual(200);
    await g.autocomplete('aa');
    await g.reverse({ lat: 28.1, lng: 77.1 });
    await g.reverse({ lat: 28.1, lng: 77.1 });
    expect(seen).toHaveLength(4);
  });

  it('waits again when a timer ends before the interval has passed by its clock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let clock = 10_000;
      const sentAt: number[] = [];
      const g = geocoder({
        now: () => clock,
        fetch: async () => {
          sentAt.push(clock);
          return new Response('[]', { headers: { 'content-type': 'application/json' } });
        },
      });
      await g.autocomplete('first');
      const second = g.autocomplete('second');
      // The 200 ms timer ends with the clock only 150 ms on (a timer counts from the loop's cached time).
      clock += 150;
      await vi.advanceTimersByTimeAsync(200);
      expect(sentAt).toEqual([10_000]);
      clock += 50;
      await vi.advanceTimersByTimeAsync(50);
      await second;
      expect(sentAt).toEqual([10_000, 10_200]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails on errors and on timeouts', async () => {
    mode = 'error';
    await expect(geocoder().search('x y')).rejects.toThrow(/HTTP 503/);
    mode = 'hang';
    await expect(geocoder().search('x y z')).rejects.toThrow(/unavailable/);
  });
});

describe('geocoding when the online geocoder fails', () => {
  const ctx = useTestApp({ env: { GEOCODER_PROVIDER: 'nominatim', NOMINATIM_BASE_URL: baseUrl, GEOCODER_TIMEOUT_MS: '300' } });
  beforeAll(() => {
    mode = 'ok';
  });

  it('uses the online answer while it works', async () => {
    const { body } = await injectJson(ctx.app, { method: 'GET', url: '/api/location/autocomplete?input=palm%20court' });
    expect(body.suggestions).toMatchObject([{ source: 'nominatim' }]);
  });

  it('falls back to the offline gazetteer on an error answer', async () => {
    mode = 'error';
    const { res, body } = await injectJson(ctx.app, { method: 'GET', url: '/api/location/autocomplete?input=sector%2069' });
    expect(res.statusCode).toBe(200);
    expect(body.suggestions).toMatchObject([{ main_text: 'Sector 69', source: 'local' }]);
  });

  it('falls back to the offline gazetteer when the online one times out', async () => {
    mode = 'hang';
    const { res, body } = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/location/geocode',
      payload: { lat: 28.3965, lng: 77.0372 },
    });
    expect(res.statusCode).toBe(200);
    expect(body.data).toMatchObject({ neighborhood: 'Sector 69', source: 'local' });
  });
});
