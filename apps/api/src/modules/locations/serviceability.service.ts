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
}

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;

/**
 * Whether we serve a place, decided from the active service areas (polygon, pincode or name) and
 * service locations (sector, pincode, keyword or area) in the database.
 */
export async function checkAvailability(db: DbOrTx, query: AvailabilityQuery): Promise<Availability> {
  const [areas, locations] = await Promise.all([
    db.select().from(serviceAreas).where(eq(serviceAreas.isActive, true)),
    db.select().from(serviceLocations).where(eq(serviceLocations.isActive, true)),
  ]);
  const text = [query.full_address, query.city].filter(Boolean).join(' ');
  const pincode = query.pincode?.replace(/\s/g, '') || /\b(\d{6})\b/.exec(text)?.[1];
  const found = (matched: string): Availability => ({ is_available: true, message: LOCATION_MESSAGES.available, matched });

  // A map point is the strongest evidence: where areas have outlines, it alone decides.
  const outlined = areas.filter((a) => a.polygon && a.polygon.length >= 4);
  if (query.coordinates && outlined.length > 0) {
    const inside = outlined.find((a) => pointInPolygon(query.coordinates!, a.polygon!));
    return inside ? found(`area:${inside.area}`) : { is_available: false, message: LOCATION_MESSAGES.unavailable, matched: null };
  }
  // Without a point, names and numbers below could match anywhere ('Sector 69, Noida'): a city or
  // pincode that is clearly elsewhere decides first.
  if (placeOutsideServiceCity(query).elsewhere) return { is_available: false, message: LOCATION_MESSAGES.unavailable, matched: null };
  for (const area of areas) {
    if (pincode && area.pincode === pincode) return found(`pincode:${pincode}`);
    if (text && (containsPhrase(text, area.area) || (query.city && containsPhrase(query.city, area.city)))) return found(`area:${area.area}`);
  }
  for (const location of locations.sort((a, b) => b.priority - a.priority)) {
    const value = location.value.trim();
    const hit =
      location.type === 'pincode' ? pincode === value : location.type === 'keyword' ? words(text).includes(value.toLowerCase()) : containsPhrase(text, value);
    if (hit) return found(`${location.type}:${value}`);
  }
  return { is_available: false, message: LOCATION_MESSAGES.unavailable, matched: null };
}
