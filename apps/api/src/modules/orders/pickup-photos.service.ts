import path from 'node:path';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  PICKUP_PHOTO_LIMIT,
  PICKUP_PHOTO_MAX_BYTES,
  PICKUP_PHOTO_MESSAGES,
  PICKUP_PHOTO_TYPES,
  type PickupPhoto,
} from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { pickupPhotos } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { readStoredImage } from '../../lib/photo-upload.js';
import { detectImage, type ImageType, type PrivateFileStore } from '../../lib/private-files.js';
import { toPickupPhoto } from '../booking-records/booking-details.js';
import { lockPickupInHand } from '../booking-records/pickup-in-hand.js';

/**
 * Proof at the door (docs/decisions/0011-rider-day.md): photos of what the pickup rider collected, private files
 * like rider documents. The pickup's rider adds and removes them while the items are in hand (trip accepted or
 * picked up); the order's customer, its riders and admins see them (the access policy's booking read).
 */

export interface PickupPhotoDeps {
  db: Db;
  files: PrivateFileStore;
  now: () => Date;
}

export const PICKUP_RIDER_ONLY = 'Only the rider collecting this pickup can attach or remove its photos';

/** The photos of these bookings, oldest first, in one query however many bookings. */
export async function photosByBooking(db: DbOrTx, bookingIds: readonly string[]): Promise<Map<string, PickupPhoto[]>> {
  const byBooking = new Map<string, PickupPhoto[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(pickupPhotos)
    .where(inArray(pickupPhotos.bookingId, [...bookingIds]))
    .orderBy(asc(pickupPhotos.createdAt), asc(pickupPhotos.id));
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), toPickupPhoto(row)]);
  return byBooking;
}

/** A photo judged by its own bytes: present, under the size limit, and a JPEG, PNG or WebP whatever it claims to be. */
function checkPhoto(bytes: Buffer | undefined): { bytes: Buffer; type: ImageType } {
  if (!bytes || bytes.length === 0) throw badRequest(PICKUP_PHOTO_MESSAGES.missing, 'photo');
  if (bytes.length >= PICKUP_PHOTO_MAX_BYTES) throw badRequest(PICKUP_PHOTO_MESSAGES.tooLarge, 'photo');
  const type = detectImage(bytes);
  if (!type || !(PICKUP_PHOTO_TYPES as readonly string[]).includes(type.mime))
    throw badRequest(PICKUP_PHOTO_MESSAGES.wrongType, 'photo');
  return { bytes, type };
}

const PHOTO_REFUSALS = {
  notPickupRider: PICKUP_RIDER_ONLY,
  tooLate: PICKUP_PHOTO_MESSAGES.tooLate,
  tooLateCode: 'PHOTO_NOT_NOW',
};

/** Adds one photo; at most PICKUP_PHOTO_LIMIT per order, counted under the booking's lock so parallel uploads cannot pass it. */
export async function addPickupPhoto(
  deps: PickupPhotoDeps,
  riderId: string,
  bookingId: string,
  upload: Buffer | undefined,
): Promise<PickupPhoto> {
  const { bytes, type } = checkPhoto(upload);
  let written: string | null = null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockPickupInHand(tx, bookingId, riderId, PHOTO_REFUSALS);
      const [attached] = await tx.select({ n: count() }).from(pickupPhotos).where(eq(pickupPhotos.bookingId, bookingId));
      if ((attached?.n ?? 0) >= PICKUP_PHOTO_LIMIT) throw new AppError(409, PICKUP_PHOTO_MESSAGES.limit, { code: 'PHOTO_LIMIT' });
      const saved = await deps.files.write(path.posix.join('pickup-photos', bookingId), 'photo', bytes, type);
      written = saved.storageKey;
      const [inserted] = await tx
        .insert(pickupPhotos)
        .values({ bookingId, riderId, ...saved, createdAt: deps.now() })
        .returning();
      return inserted!;
    });
    return toPickupPhoto(row);
  } catch (error) {
    // The row rolled back; don't leave the file behind.
    if (written) await deps.files.remove(written);
    throw error;
  }
}

/** Removes a photo the caller attached, while the pickup is still in hand; the file goes once the row has. */
export async function removePickupPhoto(
  deps: PickupPhotoDeps,
  riderId: string,
  bookingId: string,
  photoId: string,
): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    await lockPickupInHand(tx, bookingId, riderId, PHOTO_REFUSALS);
    const [row] = await tx
      .delete(pickupPhotos)
      .where(and(eq(pickupPhotos.id, photoId), eq(pickupPhotos.bookingId, bookingId), eq(pickupPhotos.riderId, riderId)))
      .returning();
    if (!row) throw notFound(PICKUP_PHOTO_MESSAGES.notFound);
    return row;
  });
  await deps.files.remove(removed.storageKey);
}

/** A photo's bytes; who may see it is the access policy's call on the booking (its customer, its riders, admins). */
export async function readPickupPhoto(deps: Pick<PickupPhotoDeps, 'db' | 'files'>, bookingId: string, photoId: string) {
  const [row] = await deps.db
    .select()
    .from(pickupPhotos)
    .where(and(eq(pickupPhotos.id, photoId), eq(pickupPhotos.bookingId, bookingId)));
  if (!row) throw notFound(PICKUP_PHOTO_MESSAGES.notFound);
  return readStoredImage(deps.files, row, PICKUP_PHOTO_MESSAGES.notFound);
}
