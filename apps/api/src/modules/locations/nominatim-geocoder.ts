import type { GeocodedPlace, SearchSuggestion } from '@washday/core';
import { GeocoderUnavailableError, MAX_SUGGESTIONS, type Geocoder } from './geocoder.js';
import { TtlCache } from './ttl-cache.js';

export interface NominatimOptions {
  baseUrl: string;
  /** Nominatim's usage policy asks for an identifying User-Agent with contact details. */
  userAgent: string;
  /** At most one request per second under the policy. */
  minIntervalMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

interface NominatimAddress {
  house_number?: string;
  building?: string;
  amenity?: string;
  road?: string;
  neighbourhood?: string;
  suburb?: string;
  quarter?: string;
  city?: string;
  town?: string;
  village?: string;
  state_district?: string;
  county?: string;
  state?: string;
  postcode?: string;
  country?: string;
}

interface NominatimResult {
  osm_type?: string;
  osm_id?: number;
  lat: string;
  lon: string;
  display_name: string;
  name?: string;
  address?: NominatimAddress;
}

// Gurugram's surroundings: results inside are preferred, not required (bounded=0).
const GURUGRAM_VIEWBOX = '76.90,28.56,77.16,28.34';

function toPlace(result: NominatimResult): GeocodedPlace {
  const a = result.address ?? {};
  const city = a.city ?? a.town ?? a.village ?? a.state_district ?? a.county ?? '';
  return {
    full_address: result.display_name,
    formatted_address: result.display_name,
    city,
    state: a.state ?? '',
    country: a.country ?? 'India',
    pincode: (a.postcode ?? '').replace(/\s/g, ''),
    house_number: a.house_number ?? '',
    building_name: a.building ?? a.amenity ?? '',
    street_name: a.road ?? '',
    neighborhood: a.neighbourhood ?? a.suburb ?? a.quarter ?? '',
    landmark: a.amenity ?? '',
    coordinates: { lat: Number(result.lat), lng: Number(result.lon) },
    source: 'nominatim',
  };
}

function placeId(result: NominatimResult): string {
  const type = (result.osm_type ?? 'node')[0]!.toUpperCase();
  return `osm:${type}${result.osm_id ?? 0}`;
}

/** OpenStreetMap's Nominatim: paced to one request a second, with the spec's caches (5 min geocode, 2 min autocomplete). */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const minInterval = options.minIntervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 8000;
  const geocodeCache = new TtlCache<GeocodedPlace | null>(5 * 60_000, 500, now);
  const autocompleteCache = new TtlCache<SearchSuggestion[]>(2 * 60_000, 500, now);
  let queue: Promise<unknown> = Promise.resolve();
  let lastRequestAt = 0;

  /** Requests run one at a time, at least `minInterval` apart, whoever asks. */
  function paced<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      // Checked again after each wait: a timer counts from the event loop's cached time, so it can end early.
      for (let wait = lastRequestAt + minInterval - now(); wait > 0; wait = lastRequestAt + minInterval - now()) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      lastRequestAt = now();
      return task();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function get<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(path, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    for (const [k, v] of Object.entries({ format: 'jsonv2', addressdetails: '1', 'accept-language': 'en', ...params }))
      url.searchParams.set(k, v);
    return paced(async () => {
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { 'user-agent': options.userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new GeocoderUnavailableError('nominatim', error instanceof Error ? error.message : String(error));
      }
      if (!response.ok) throw new GeocoderUnavailableError('nominatim', `HTTP ${response.status}`);
      try {
        return (await response.json()) as T;
      } catch {
        throw new GeocoderUnavailableError('nominatim', 'invalid JSON');
      }
    });
  }

  return {
    name: 'nominatim',
    async reverse(point) {
      const key = `r:${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
      const cached = geocodeCache.get(key);
      if (cached) return cached;
      const result = await get<NominatimResult & { error?: string }>('reverse', {
        lat: String(point.lat),
        lon: String(point.lng),
        zoom: '18',
      });
      if (result.error || !result.lat) throw new GeocoderUnavailableError('nominatim', result.error ?? 'no result');
      const place = { ...toPlace(result), coordinates: point };
      geocodeCache.set(key, place);
      return place;
    },
    async search(address) {
      const key = `s:${address.trim().toLowerCase()}`;
      const cached = geocodeCache.get(key);
      if (cached !== undefined) return cached;
      const results = await get<NominatimResult[]>('search', {
        q: address,
        countrycodes: 'in',
        viewbox: GURUGRAM_VIEWBOX,
        bounded: '0',
        limit: '1',
      });
      const place = results[0] ? toPlace(results[0]) : null;
      geocodeCache.set(key, place);
      return place;
    },
    // Nominatim has no proximity ranking; the Gurugram viewbox does the biasing.
    async autocomplete(input) {
      const query = input.trim();
      if (query.length < 2) return [];
      const key = `a:${query.toLowerCase()}`;
      const cached = autocompleteCache.get(key);
      if (cached) return cached;
      const results = await get<NominatimResult[]>('search', {
        q: query,
        countrycodes: 'in',
        viewbox: GURUGRAM_VIEWBOX,
        bounded: '0',
        limit: String(MAX_SUGGESTIONS),
      });
      const suggestions = results.slice(0, MAX_SUGGESTIONS).map((r): SearchSuggestion => {
        const [main = r.display_name, ...rest] = r.display_name.split(', ');
        const place = toPlace(r);
        geocodeCache.set(`p:${placeId(r)}`, place);
        return {
          description: r.display_name,
          main_text: r.name || main,
          secondary_text: rest.join(', '),
          place_id: placeId(r),
          coordinates: place.coordinates,
          source: 'nominatim',
        };
      });
      autocompleteCache.set(key, suggestions);
      return suggestions;
    },
    async place(id) {
      const cached = geocodeCache.get(`p:${id}`);
      if (cached !== undefined) return cached;
      const match = /^osm:([NWR])(\d+)$/.exec(id);
      if (!match) return null;
      const results = await get<NominatimResult[]>('lookup', { osm_ids: `${match[1]}${match[2]}` });
      const place = results[0] ? toPlace(results[0]) : null;
      geocodeCache.set(`p:${id}`, place);
      return place;
    },
  };
}
