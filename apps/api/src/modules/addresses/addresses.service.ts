import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  ADDRESS_PLACE_MESSAGES,
  LOCATION_MESSAGES,
  composeFullAddress,
  inferState,
  normalizeAddress,
  normalizeIndianMobile,
  placeConflict,
  placeOutsideServiceCity,
  type AddressType,
} from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { checkAvailability } from '../locations/serviceability.service.js';
import { violates } from '../../db/constraint-violation.js';

export const MAX_ADDRESSES_PER_CUSTOMER = 20;
const TYPE_TITLES: Record<AddressType, string> = { home: 'Home', office: 'Work', other: 'Other' };

export interface AddressFields {
  title?: string | undefined;
  full_address?: string | undefined;
  flat_no?: string | undefined;
  street?: string | undefined;
  area: string;
  landmark?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  pincode: string;
  coordinates?: { lat: number; lng: number } | null | undefined;
  address_type: AddressType;
  contact_person: string;
  contact_phone: string;
  is_default?: boolean | undefined;
}

type AddressRow = typeof addresses.$inferSelect;

/** The field a serviceability reason ('pincode:110001', 'city:delhi', 'address:noida') is about. */
const REASON_FIELDS: Record<string, string> = { pincode: 'pincode', city: 'city', address: 'full_address' };

/**
 * Turns the validated body into a row. Refuses a city, state and pincode that disagree, places we don't serve, and a
 * pin in our area under text that says somewhere else: the pin never overrules what was typed, nor the other way round.
 */
async function prepare(db: DbOrTx, fields: AddressFields) {
  const phone = normalizeIndianMobile(fields.contact_phone);
  if (!phone) throw badRequest(LOCATION_MESSAGES.receiverPhoneInvalid, 'contact_phone');
  const city = fields.city?.trim() || fields.area.trim();
  // Without a state, the one the pincode (or city) is in; never a fixed one that may contradict them.
  const state = fields.state?.trim() || inferState({ city, pincode: fields.pincode });
  const mismatch = placeConflict({ city, state, pincode: fields.pincode });
  if (mismatch) throw badRequest(mismatch.message, mismatch.field);
  const fullAddress =
    fields.full_address?.trim() ||
    composeFullAddress({
      flat_no: fields.flat_no,
      street: fields.street,
      landmark: fields.landmark,
      area: fields.area,
      city,
      state,
      pincode: fields.pincode,
    });
  const availability = await checkAvailability(db, {
    city,
    pincode: fields.pincode,
    full_address: fullAddress,
    coordinates: fields.coordinates ?? null,
  });
  if (!availability.is_available) throw new AppError(422, availability.message, { code: 'SERVICE_NOT_AVAILABLE' });
  if (fields.coordinates) {
    // The point alone decided that we serve it; text naming another city or pincode is not the same address.
    const typed = placeOutsideServiceCity({ city, pincode: fields.pincode, full_address: fullAddress });
    if (typed.elsewhere) throw badRequest(ADDRESS_PLACE_MESSAGES.textNotAtPin, REASON_FIELDS[typed.reason?.split(':')[0] ?? '']);
  }
  // Every place we serve has a pincode that names its state; this stays for a pincode that names none.
  if (!state) throw badRequest(ADDRESS_PLACE_MESSAGES.stateUnknown, 'state');
  return {
    title: fields.title?.trim() || TYPE_TITLES[fields.address_type],
    fullAddress,
    normalizedAddress: normalizeAddress(fullAddress),
    flatNo: fields.flat_no?.trim() || null,
    street: fields.street?.trim() || null,
    area: fields.area.trim(),
    landmark: fields.landmark?.trim() || null,
    city,
    state,
    pincode: fields.pincode,
    lat: fields.coordinates?.lat ?? null,
    lng: fields.coordinates?.lng ?? null,
    addressType: fields.address_type,
    contactPerson: fields.contact_person.trim(),
    contactPhone: phone,
  };
}

export function listAddresses(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
}

async function ownAddress(db: DbOrTx, userId: string, id: string): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  // Someone else's address answers exactly like a missing one.
  if (!row) throw notFound(LOCATION_MESSAGES.notFound);
  return row;
}

async function makeOnlyDefault(tx: DbOrTx, userId: string, id: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
  await tx
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

export async function createAddress(db: Db, userId: string, fields: AddressFields): Promise<AddressRow> {
  const values = await prepare(db, fields);
  try {
    return await db.transaction(async (tx) => {
      // One customer's address writes run one at a time, so the count and the default stay right.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
      const existing = await listAddresses(tx, userId);
      if (existing.some((a) => a.normalizedAddress === values.normalizedAddress && a.addressType === values.addressType)) {
        throw conflict(LOCATION_MESSAGES.duplicate);
      }
      if (existing.length >= MAX_ADDRESSES_PER_CUSTOMER)
        throw badRequest(`You can save up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses`);
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, userId, isDefault: false })
        .returning();
      if (fields.is_default || existing.length === 0) await makeOnlyDefault(tx, userId, row!.id);
      return await ownAddress(tx, userId, row!.id);
    });
  } catch (error) {
    if (violates(error, 'addresses_no_duplicate_uq')) throw conflict(LOCATION_MESSAGES.duplicate);
    throw error;
  }
}

export async function updateAddress(db: Db, userId: string, id: string, fields: AddressFields): Promise<AddressRow> {
  await ownAddress(db, userId, id);
  const values = await prepare(db, fields);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
      const clash = (await listAddresses(tx, userId)).find(
        (a) => a.id !== id && a.normalizedAddress === values.normalizedAddress && a.addressType === values.addressType,
      );
      if (clash) throw conflict(LOCATION_MESSAGES.duplicate);
      await tx
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      if (fields.is_default) await makeOnlyDefault(tx, userId, id);
      return ownAddress(tx, userId, id);
    });
  } catch (error) {
    if (violates(error, 'addresses_no_duplicate_uq')) throw conflict(LOCATION_MESSAGES.duplicate);
    throw error;
  }
}

export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<AddressRow> {
  await ownAddress(db, userId, id);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    await makeOnlyDefault(tx, userId, id);
    return ownAddress(tx, userId, id);
  });
}

/** Deleting the default hands the role to the newest remaining address. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await ownAddress(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (deleted?.isDefault) {
      const [next] = await listAddresses(tx, userId);
      if (next) await makeOnlyDefault(tx, userId, next.id);
    }
  });
}
