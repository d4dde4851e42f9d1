import { eq } from 'drizzle-orm';
import { LOCATION_MESSAGES, containsPhrase, placeOutsideServiceCity, pointInPolygon, type LatLng } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { serviceAreas, serviceLocations } from '../../db/schema/index.js';

export interface AvailabilityQuery {
  city?: string | undefined;
  pincode?: string | undefined;
  full_address?: string | undefined;
  coordinates?: LatLng | null | undefined;
}

export interface Availability {
  is_available: boolean;
  message: string;
  /** What matched, for logs and admins: 'area:Gurugram', 'pincode:122001', ... */
  matched: string | null;
  /** The most specific service area that matched (its slot capacity applies), or null. */
  areaId: string | null;
}

/** A ring's size in square degrees (shoelace): enough to tell a sector from the city around it. */
const ringSize = (ring: readonly [number, number][]) =>
  Math.abs(
    ring.reduce((sum, [x1, y1], i) => {
      const [x2, y2] = ring[(i + 1) % ring.length]!;
      return sum + x1 * y2 - x2 * y1;
    }, 0),
  ) / 2;

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;

export type ServiceAreaRow = typeof serviceAreas.$inferSelect;

/**
 * Whether we serve a place, decided from the active service areas (polygon, pincode or name) and
 * service locations (sector, pincode, keyword or area) in the database. A caller that read the active
 * areas with another query (a booking, with its address) passes them.
 */
export async function checkAvailability(
  db: DbOrTx,
  query: AvailabilityQuery,
  activeAreas?: readonly ServiceAreaRow[],
): Promise<Availability> {
  const areas = activeAreas ?? (await db.select().from(serviceAreas).where(eq(serviceAreas.isActive, true)));
  const text = [query.full_address, query.city].filter(Boolean).join(' ');
  const pincode = query.pincode?.replace(/\s/g, '') || /\b(\d{6})\b/.exec(text)?.[1];
  const found = (matched: string, areaId: string | null = null): Availability => ({
    is_available: true,
    message: LOCATION_MESSAGES.available,
    matched,
    areaId,
  });
  const unavailable: Availability = { is_available: false, message: LOCATION_MESSAGES.unavailable, matched: null, areaId: null };

  // A map point is the strongest evidence: where areas have outlines, it alone decides.
  const outlined = areas.filter((a) => a.polygon && a.polygon.length >= 4);
  if (query.coordinates && outlined.length > 0) {
    // Areas may nest (Sector 69 inside Gurugram): the smallest one holding the point is the booking's area.
    const inside = outlined
      .filter((a) => pointInPolygon(query.coordinates!, a.polygon!))
      .sort((a, b) => ringSize(a.polygon!) - ringSize(b.polygon!))[0];
    return inside ? found(`area:${inside.area}`, inside.id) : unavailable;
  }
  // Without a point, names and numbers below could match anywhere ('Sector 69, Noida'): a city or
  // pincode that is clearly elsewhere decides first.
  if (placeOutsideServiceCity(query).elsewhere) return unavailable;
  // By words, the most specific match first: a pincode, then an area's own name (Sector 69 before Gurugram), then a city.
  const byPincode = pincode ? areas.find((a) => a.pincode === pincode) : undefined;
  if (byPincode) return found(`pincode:${pincode}`, byPincode.id);
  const named = text
    ? areas.filter((a) => containsPhrase(text, a.area)).sort((a, b) => Number(a.area === a.city) - Number(b.area === b.city))
    : [];
  if (named[0]) return found(`area:${named[0].area}`, named[0].id);
  const byCity = query.city ? areas.find((a) => containsPhrase(query.city!, a.city)) : undefined;
  if (byCity) return found(`area:${byCity.area}`, byCity.id);
  // Read only now: a map point or an area's name usually decides before the locations are needed (a booking's check).
  const locations = await db.select().from(serviceLocations).where(eq(serviceLocations.isActive, true));
  for (const location of locations.sort((a, b) => b.priority - a.priority)) {
    const value = location.value.trim();
    const hit =
      location.type === 'pincode'
        ? pincode === value
        : location.type === 'keyword'
          ? words(text).includes(value.toLowerCase())
          : containsPhrase(text, value);
    if (hit) return found(`${location.type}:${value}`);
  }
  return unavailable;
}

/** The check for a saved address: its point when it has one, else its words. */
export function checkAddressAvailability(
  db: DbOrTx,
  address: { city: string | null; pincode: string | null; fullAddress: string; lat: number | null; lng: number | null },
  activeAreas?: readonly ServiceAreaRow[],
): Promise<Availability> {
  return checkAvailability(
    db,
    {
      city: address.city ?? undefined,
      pincode: address.pincode ?? undefined,
      full_address: address.fullAddress,
      coordinates: address.lat != null && address.lng != null ? { lat: address.lat, lng: address.lng } : null,
    },
    activeAreas,
  );
}
