import { coordinatesSchema, type GeocodedPlace } from '@washday/core';
import { z } from 'zod';

/** customer-app.md §9: first check 2 s after load; a detected location lasts 24 h, then detection runs again. */
export const LOCATION_STORAGE_KEY = 'washday.location';
export const FIRST_CHECK_DELAY_MS = 2_000;
export const LOCATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A detected place with no better name (the header shows 'Gurugram' in the interface language before a detection). */
export const DEFAULT_LOCATION_LABEL = 'Gurugram';

export const storedLocationSchema = z.object({
  /** 'failed' remembers a refusal or error so the page does not ask again on every visit. */
  status: z.enum(['detected', 'failed']),
  label: z.string().nullable(),
  full_address: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  coordinates: coordinatesSchema.nullable(),
  /** null when the availability answer did not arrive. */
  is_available: z.boolean().nullable(),
  /** Epoch milliseconds. */
  detectedAt: z.number(),
});
export type StoredLocation = z.infer<typeof storedLocationSchema>;

export function readStoredLocation(storage: Storage | undefined = safeStorage()): StoredLocation | null {
  try {
    const raw = storage?.getItem(LOCATION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = storedLocationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredLocation(location: StoredLocation, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(LOCATION_STORAGE_KEY, JSON.stringify(location));
  } catch {
    // Private mode or a full storage: the location simply is not remembered.
  }
}

export function isFresh(location: StoredLocation | null, now: number): location is StoredLocation {
  return location !== null && now - location.detectedAt >= 0 && now - location.detectedAt < LOCATION_TTL_MS;
}

/** How long until the next automatic detection. */
export function nextCheckDelay(location: StoredLocation | null, now: number): number {
  if (!isFresh(location, now)) return FIRST_CHECK_DELAY_MS;
  return location.detectedAt + LOCATION_TTL_MS - now;
}

/** 'Sector 45, Gurugram': the neighbourhood and the city, or the first parts of the address. */
export function placeLabel(place: GeocodedPlace): string {
  const parts = [place.neighborhood, place.city].map((part) => part.trim()).filter(Boolean);
  const unique = parts.filter((part, index) => parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index);
  if (unique.length > 0) return unique.join(', ');
  const fromText = (place.formatted_address || place.full_address)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 2);
  return fromText.join(', ') || DEFAULT_LOCATION_LABEL;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
