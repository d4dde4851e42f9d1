import { isCoordinates, type GeocodedPlace, type LatLng } from '@washday/core';
import { isBoolean, isNumber, isText, oneOf, orNull, readShape, type ShapeOf } from '@/lib/stored-shape';

/** customer-app.md §9: first check 2 s after load; a detected location lasts 24 h, then detection runs again. */
export const LOCATION_STORAGE_KEY = 'washday.location';
export const FIRST_CHECK_DELAY_MS = 2_000;
export const LOCATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A detected place with no better name (the header shows 'Gurugram' in the interface language before a detection). */
export const DEFAULT_LOCATION_LABEL = 'Gurugram';

// Read before the home screen's first paint: plain checks (lib/stored-shape), not zod.
const storedLocationShape = {
  /** 'failed' remembers a refusal or error so the page does not ask again on every visit. */
  status: oneOf(['detected', 'failed']),
  label: orNull(isText),
  full_address: orNull(isText),
  city: orNull(isText),
  pincode: orNull(isText),
  coordinates: orNull(isCoordinates),
  /** null when the availability answer did not arrive. */
  is_available: orNull(isBoolean),
  /** Epoch milliseconds. */
  detectedAt: isNumber,
};
export type StoredLocation = ShapeOf<typeof storedLocationShape>;

export function readStoredLocation(storage: Storage | undefined = safeStorage()): StoredLocation | null {
  try {
    const raw = storage?.getItem(LOCATION_STORAGE_KEY);
    if (!raw) return null;
    const stored = readShape(JSON.parse(raw), storedLocationShape);
    return stored && { ...stored, coordinates: stored.coordinates && onlyLatLng(stored.coordinates) };
  } catch {
    return null;
  }
}

const onlyLatLng = ({ lat, lng }: LatLng): LatLng => ({ lat, lng });

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
