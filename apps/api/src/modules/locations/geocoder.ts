import type { GeocodedPlace, LatLng, SearchSuggestion } from '@washday/core';

/** One interface for every geocoding provider; the routes never know which one answered. */
export interface Geocoder {
  readonly name: string;
  /** Address of a point. */
  reverse(point: LatLng): Promise<GeocodedPlace>;
  /** Best point for a typed address, or null when nothing matches. */
  search(address: string): Promise<GeocodedPlace | null>;
  /** Up to 8 suggestions for partly typed text, nearest to `near` first when given. */
  autocomplete(input: string, near?: LatLng): Promise<SearchSuggestion[]>;
  /** The full place behind a suggestion's place_id, or null when unknown. */
  place(placeId: string): Promise<GeocodedPlace | null>;
}

export const MAX_SUGGESTIONS = 8;

export class GeocoderUnavailableError extends Error {
  constructor(provider: string, reason: string) {
    super(`${provider} geocoder unavailable: ${reason}`);
    this.name = 'GeocoderUnavailableError';
  }
}
