import { DEFAULT_MAP_CENTER, haversineKm, type GeocodedPlace, type LatLng, type SearchSuggestion } from '@washday/core';
import { DEFAULT_CITY, GAZETTEER, type GazetteerEntry } from './gazetteer-data.js';
import { MAX_SUGGESTIONS, type Geocoder } from './geocoder.js';

/** 'Sec-45', 'sector45', 'SECTOR 45' all become 'sector 45'. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bsec(?:tor)?\s*(\d+)/g, 'sector $1')
    .replace(/\bgurgaon\b/g, 'gurugram')
    .trim();
}

function names(entry: GazetteerEntry): string[] {
  return [entry.name, ...(entry.aliases ?? [])].map(normalize);
}

/** 3 for a whole-name match, 2 when a name starts with the query, 1 when every word appears; 0 otherwise. */
function score(entry: GazetteerEntry, query: string): number {
  let best = 0;
  const words = query.split(' ').filter(Boolean);
  for (const name of names(entry)) {
    if (name === query) best = Math.max(best, 3);
    else if (name.startsWith(query) || new RegExp(`\\b${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(` ${name} `))
      best = Math.max(best, 2);
    else if (words.every((w) => name.split(' ').some((part) => part.startsWith(w)) || entry.pincode === w))
      best = Math.max(best, 1);
  }
  if (query === entry.pincode) best = Math.max(best, 2);
  return best;
}

function secondaryText(entry: GazetteerEntry): string {
  return entry.kind === 'city' ? `${entry.state}, India` : `${entry.city}, ${entry.state} ${entry.pincode}`;
}

export function toPlace(entry: GazetteerEntry, source: string, point?: LatLng): GeocodedPlace {
  const full =
    entry.kind === 'city'
      ? `${entry.name}, ${entry.state} ${entry.pincode}, India`
      : `${entry.name}, ${entry.city}, ${entry.state} ${entry.pincode}, India`;
  return {
    full_address: full,
    formatted_address: full,
    city: entry.city,
    state: entry.state,
    country: 'India',
    pincode: entry.pincode,
    house_number: '',
    building_name: '',
    street_name: entry.kind === 'road' ? entry.name : '',
    neighborhood: entry.kind === 'sector' || entry.kind === 'locality' ? entry.name : '',
    landmark: '',
    coordinates: point ?? { lat: entry.lat, lng: entry.lng },
    source,
  };
}

/** Answers from the built-in gazetteer; never fails, never leaves the machine. */
export function createOfflineGeocoder(): Geocoder {
  const sourceOf = (entry: GazetteerEntry) => (entry.kind === 'city' ? 'fallback' : 'local');

  function rank(query: string, near: LatLng): GazetteerEntry[] {
    return GAZETTEER.map((entry) => ({ entry, s: score(entry, query) }))
      .filter((r) => r.s > 0)
      .sort((a, b) => b.s - a.s || haversineKm(near, a.entry) - haversineKm(near, b.entry))
      .map((r) => r.entry);
  }

  return {
    name: 'offline',
    async reverse(point) {
      const local = GAZETTEER.filter((e) => e.kind !== 'city');
      const nearest = local.reduce((best, e) => (haversineKm(point, e) < haversineKm(point, best) ? e : best), local[0]!);
      if (haversineKm(point, nearest) <= 3) return toPlace(nearest, 'local', point);
      const cities = GAZETTEER.filter((e) => e.kind === 'city');
      const city = cities.reduce((best, e) => (haversineKm(point, e) < haversineKm(point, best) ? e : best), cities[0]!);
      const place = toPlace(city, 'fallback', point);
      const coords = `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
      return {
        ...place,
        full_address: `${coords}, near ${place.full_address}`,
        formatted_address: `${coords}, near ${place.full_address}`,
      };
    },
    async search(address) {
      const query = normalize(address);
      if (!query) return null;
      // Try the whole text, then each comma-separated part, most specific first.
      const parts = [query, ...address.split(',').map(normalize).filter(Boolean)];
      for (const part of parts) {
        const [best] = rank(part, DEFAULT_MAP_CENTER);
        if (best) return toPlace(best, sourceOf(best));
      }
      return toPlace(DEFAULT_CITY, 'fallback');
    },
    async autocomplete(input, near = DEFAULT_MAP_CENTER) {
      const query = normalize(input);
      if (query.length < 2) return [];
      return rank(query, near)
        .slice(0, MAX_SUGGESTIONS)
        .map((entry): SearchSuggestion => ({
          description: `${entry.name}, ${secondaryText(entry)}`,
          main_text: entry.name,
          secondary_text: secondaryText(entry),
          place_id: entry.id,
          coordinates: { lat: entry.lat, lng: entry.lng },
          source: sourceOf(entry),
        }));
    },
    async place(placeId) {
      const entry = GAZETTEER.find((e) => e.id === placeId);
      return entry ? toPlace(entry, sourceOf(entry)) : null;
    },
  };
}
