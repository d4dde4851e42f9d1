// Distances and areas on the map. Coordinates are { lat, lng } in degrees; polygons are rings of [lng, lat].

export interface LatLng {
  lat: number;
  lng: number;
}

/** The globe's bounds in degrees: a latitude within ±90, a longitude within ±180. */
export const MAX_LATITUDE = 90;
export const MAX_LONGITUDE = 180;

/** Whether a value is a { lat, lng } on the globe: the rule coordinatesSchema checks, for code that loads no zod. */
export function isCoordinates(value: unknown): value is LatLng {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, lng } = value as Partial<Record<keyof LatLng, unknown>>;
  return (
    typeof lat === 'number' &&
    Number.isFinite(lat) &&
    Math.abs(lat) <= MAX_LATITUDE &&
    typeof lng === 'number' &&
    Number.isFinite(lng) &&
    Math.abs(lng) <= MAX_LONGITUDE
  );
}

const EARTH_RADIUS_KM = 6371;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance by the haversine formula (earth radius 6371 km). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Under 1 km in metres ('850 m'), otherwise kilometres with up to two decimals ('3.42 km'). */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${Math.round(km * 100) / 100} km`;
}

/** Ray casting; points on an edge may fall either side, which does not matter at street scale. */
export function pointInPolygon(point: LatLng, ring: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The map's default centre in Gurgaon (customer-app.md §9), used when nothing better is known. */
export const DEFAULT_MAP_CENTER: LatLng = { lat: 28.4595, lng: 77.0266 };
export const DEFAULT_MAP_ZOOM = 14;
export const CHOSEN_LOCATION_ZOOM = 16;
