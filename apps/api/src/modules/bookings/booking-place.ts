// Where a new booking is picked up. Checkout takes one of the customer's saved addresses; Book for User and quick
// pickup take either a saved address or an address typed as text; each must be in a served area, by checkout's own check.
import { and, eq } from 'drizzle-orm';
import { LOCATION_MESSAGES, type LatLng } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Geocoder } from '../locations/geocoder.js';
import { checkAddressAvailability, checkAvailability } from '../locations/serviceability.service.js';

/** Where a new booking is picked up: the address as text at booking time, and the saved address and map point when known. */
export interface BookingPlace {
  address: string;
  addressId: string | null;
  flatNo: string | null;
  landmark: string | null;
  lat: number | null;
  lng: number | null;
  contactName: string | null;
  /** 10 digits. */
  contactPhone: string;
  /** The most specific service area it is in (the serviceability check's), whose slot capacity applies. */
  serviceAreaId: string | null;
}

/** A saved address as the place of a new booking. */
export function placeOfAddress(
  address: typeof addresses.$inferSelect,
  contactPhone: string,
  serviceAreaId: string | null,
): BookingPlace {
  return {
    address: address.fullAddress,
    addressId: address.id,
    flatNo: address.flatNo,
    landmark: address.landmark,
    lat: address.lat,
    lng: address.lng,
    contactName: address.contactPerson,
    contactPhone,
    serviceAreaId,
  };
}

export interface PlaceDeps {
  db: DbOrTx;
  geocoder: Geocoder;
  log: { error: (obj: object, msg: string) => void };
}

/** Who is met at the door when the address names no one (its contact person wins on a saved address). */
export interface PlaceContact {
  name: string;
  /** 10 digits. */
  phone: string;
}

/** 422 SERVICE_NOT_AVAILABLE on the request field that named the place. */
export const serviceNotAvailable = (field: string) =>
  new AppError(422, LOCATION_MESSAGES.unavailable, { code: 'SERVICE_NOT_AVAILABLE', field });

/**
 * A saved address of this customer's as the place; null when it is not one of theirs (the caller words that). An
 * address we no longer serve is refused on `field`.
 */
export async function placeOfSavedAddress(
  db: DbOrTx,
  customerId: string,
  addressId: string,
  contact: PlaceContact,
  field: string,
): Promise<BookingPlace | null> {
  const [saved] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, customerId)));
  if (!saved) return null;
  const availability = await checkAddressAvailability(db, saved);
  if (!availability.is_available) throw serviceNotAvailable(field);
  return { ...placeOfAddress(saved, contact.phone, availability.areaId), contactName: saved.contactPerson || contact.name };
}

/** A point for a typed address, when the geocoder knows one (for riders' distances); its failure books without one. */
async function locate(deps: PlaceDeps, text: string): Promise<LatLng | null> {
  try {
    const place = await deps.geocoder.search(text);
    return place?.coordinates ?? null;
  } catch (err) {
    deps.log.error({ err }, 'booking place: address not geocoded');
    return null;
  }
}

/**
 * A typed address as the place. It is judged by its words (sector, pincode, area) first, as the person wrote it; the
 * geocoder's guess at a point only decides when the words alone do not. Not served: refused on `field`.
 */
export async function placeOfTypedAddress(
  deps: PlaceDeps,
  text: string,
  contact: PlaceContact,
  field: string,
  flatNo: string | null = null,
): Promise<BookingPlace> {
  const point = await locate(deps, text);
  const byWords = await checkAvailability(deps.db, { full_address: text });
  const byPoint =
    !byWords.is_available && point ? await checkAvailability(deps.db, { full_address: text, coordinates: point }) : null;
  const served = byWords.is_available ? byWords : byPoint?.is_available ? byPoint : null;
  if (!served) throw serviceNotAvailable(field);
  return {
    address: text,
    addressId: null,
    flatNo,
    landmark: null,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    contactName: contact.name,
    contactPhone: contact.phone,
    serviceAreaId: served.areaId,
  };
}
