import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { haversineKm, type LatLng, type PendingBooking } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { addresses, bookings, serviceAreas, trips } from '../../db/schema/index.js';
import { withDetails } from '../booking-records/booking-read-model.js';

/**
 * Orders waiting for a pickup rider, as any approved rider may see them (docs/decisions/0007): where (the area and a
 * point rounded to about a kilometre), when, how far and what. Whom to meet and where exactly (the customer's id,
 * phone, address and notes) is for the riders of its trips, through their own lists.
 */

/** How many unassigned orders a rider is offered at once. */
export const PENDING_NEAR_LIMIT = 50;

/**
 * Two decimals of a degree: about 1.1 km north–south and 1 km east–west in Gurugram. Distances are measured from this
 * point too, so asking from many places cannot narrow the house down beyond it.
 */
export const roughly = (value: number) => Math.round(value * 100) / 100;

const SECTOR = /\bsector[\s-]*(\d{1,3}[a-z]?)\b/i;

interface AreaSources {
  savedArea: string | null;
  savedCity: string | null;
  servedArea: string | null;
  servedCity: string | null;
}

/**
 * The locality and city of a booking: its saved address's area and city; else the service area it was counted in
 * (when that is more than the whole city); else a sector named in the address text.
 */
export function bookingArea(addressText: string, sources: AreaSources): PendingBooking['area'] {
  const sector = SECTOR.exec(addressText)?.[1];
  const servedLocality =
    sources.servedArea && sources.servedArea.toLowerCase() !== sources.servedCity?.toLowerCase() ? sources.servedArea : null;
  return {
    locality: sources.savedArea ?? servedLocality ?? (sector ? `Sector ${sector.toUpperCase()}` : null),
    city: sources.savedCity ?? sources.servedCity ?? null,
  };
}

/** Orders waiting for a pickup: pending or confirmed, with no pickup trip. */
const waitingForPickup = (db: DbOrTx) =>
  and(
    inArray(bookings.status, ['pending', 'confirmed']),
    notExists(
      db
        .select({ one: sql`1` })
        .from(trips)
        .where(and(eq(trips.bookingId, bookings.id), eq(trips.kind, 'pickup'))),
    ),
  );

/**
 * The orders waiting for a pickup rider, nearest to the point first; bookings without coordinates come last, and at
 * 0/0 (the spec's "unknown") all are by pickup date and time. Each as an offer: no customer details.
 */
export async function pendingNear(db: DbOrTx, point: LatLng): Promise<PendingBooking[]> {
  const candidates = await db
    .select({ id: bookings.id, lat: bookings.lat, lng: bookings.lng })
    .from(bookings)
    .where(waitingForPickup(db))
    .orderBy(asc(bookings.scheduledDate), asc(bookings.scheduledTime), asc(bookings.createdAt));
  const known = point.lat !== 0 || point.lng !== 0;
  const measured = candidates.map((c, order) => {
    const rough = c.lat !== null && c.lng !== null ? { lat: roughly(c.lat), lng: roughly(c.lng) } : null;
    return { id: c.id, order, rough, km: known && rough ? Math.round(haversineKm(point, rough) * 100) / 100 : null };
  });
  // A stable sort: equal distances (and no distance) keep the pickup order.
  const nearest = measured
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || a.order - b.order)
    .slice(0, PENDING_NEAR_LIMIT);
  if (nearest.length === 0) return [];
  const rows = await db
    .select({
      booking: bookings,
      savedArea: addresses.area,
      savedCity: addresses.city,
      servedArea: serviceAreas.area,
      servedCity: serviceAreas.city,
    })
    .from(bookings)
    .leftJoin(addresses, eq(addresses.id, bookings.addressId))
    .leftJoin(serviceAreas, eq(serviceAreas.id, bookings.serviceAreaId))
    .where(
      inArray(
        bookings.id,
        nearest.map((n) => n.id),
      ),
    );
  const detailed = await withDetails(
    db,
    rows.map((r) => r.booking),
    { showHandoverCode: false },
  );
  const byId = new Map(rows.map((row, i) => [row.booking.id, { row, booking: detailed[i]! }]));
  return nearest.map((n) => {
    const { row, booking } = byId.get(n.id)!;
    return {
      ...booking,
      customer_id: null,
      address: null,
      address_id: null,
      contact_phone: null,
      additional_details: null,
      special_instructions: null,
      coordinates: n.rough,
      handover_code: null,
      area: bookingArea(row.booking.address, row),
      distance_km: n.km,
    };
  });
}
