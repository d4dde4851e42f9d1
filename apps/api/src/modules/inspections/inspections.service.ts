import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { inspectionBodySchema } from '@washday/core';
import {
  BOOKING_MESSAGES,
  INSPECTION_MESSAGES,
  INSPECTION_NOTICE_ACTION,
  INSPECTION_NOTICE_TITLES,
  INSPECTION_NOTICE_TYPE,
  INSPECTION_PHOTO_LIMIT,
  INSPECTION_PHOTO_MAX_BYTES,
  INSPECTION_PHOTO_TYPES,
  inspectionNoticeMessage,
  type InspectionView,
} from '@washday/core';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { bookings, garmentInspectionPhotos, garmentInspections, garmentTags } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { readStoredImage } from '../../lib/photo-upload.js';
import { detectImage, type PrivateFileStore } from '../../lib/private-files.js';
import { notify, type NotifyDeps } from '../notifications/notify.service.js';
import { noLifecycleListeners, writeOrderEvents } from '../orders/order-audit.js';
import { inspectionSummary, inspectionView, type InspectionRow } from '../garments/inspection-records.js';

// The laundry's inspection before cleaning (docs/decisions/0034): its staff note what a tagged garment has, with up to
// 4 private photos, while the order is received and not yet processing; a garment that should not be cleaned as
// booked asks the customer first (inspection-decision.ts answers), and the processing guard waits for the answer.

export interface InspectionDeps {
  db: Db;
  files: PrivateFileStore;
  now: () => Date;
}
export interface VendorStaffRef {
  staffId: string;
  vendorId: string;
}

const notNow = () => new AppError(409, INSPECTION_MESSAGES.notNow, { code: 'INSPECTION_NOT_NOW' });
const inspectionNotFound = () => new AppError(404, INSPECTION_MESSAGES.notFound, { code: 'NOT_FOUND' });

/** The vendor's order under its row lock (the processing move takes the same lock), while received. */
async function lockReceivedOrder(tx: DbOrTx, bookingId: string, vendorId: string) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking || booking.vendorId !== vendorId) throw notFound(BOOKING_MESSAGES.notFound);
  if (booking.vendorStage !== 'received' || booking.status !== 'in_progress') throw notNow();
  return booking;
}

/** A new inspection note on a tag of the order; askCustomer makes it wait for the customer's answer, who is asked. */
export async function createInspection(
  deps: InspectionDeps & { notices: NotifyDeps },
  staff: VendorStaffRef,
  bookingId: string,
  body: z.output<typeof inspectionBodySchema>,
): Promise<InspectionView> {
  const at = deps.now();
  const { row, booking, code } = await deps.db.transaction(async (tx) => {
    const booking = await lockReceivedOrder(tx, bookingId, staff.vendorId);
    const [tag] = await tx
      .select({ code: garmentTags.code })
      .from(garmentTags)
      .where(and(eq(garmentTags.id, body.tagId), eq(garmentTags.bookingId, bookingId)));
    if (!tag) throw badRequest(INSPECTION_MESSAGES.tagNotOnOrder, 'tagId');
    const [row] = await tx
      .insert(garmentInspections)
      .values({
        bookingId,
        tagId: body.tagId,
        issues: [...new Set(body.issues)],
        note: body.note,
        decision: body.askCustomer ? 'pending' : null,
        createdByStaffId: staff.staffId,
        createdAt: at,
      })
      .returning();
    const asked = body.askCustomer ? '; the customer is asked before cleaning' : '';
    await writeOrderEvents(
      tx,
      { events: noLifecycleListeners },
      { bookingId, customerId: booking.customerId },
      { role: 'vendor', id: staff.staffId },
      [{ trip: null, from: null, to: 'garment_inspected', note: `${tag.code}: ${inspectionSummary(row!)}${asked}` }],
      at,
    );
    return { row: row!, booking, code: tag.code };
  });
  if (row.decision === 'pending') {
    const values = { order_number: booking.customOrderId, tag_code: code, issues: row.issues, note: row.note };
    await notify(deps.notices, {
      recipient: { kind: 'customer', userId: booking.customerId },
      type: INSPECTION_NOTICE_TYPE,
      title: INSPECTION_NOTICE_TITLES.en,
      message: inspectionNoticeMessage(values, 'en'),
      priority: 'high',
      action_required: true,
      action_type: INSPECTION_NOTICE_ACTION,
      bookingId,
      data: { ...values, inspection_id: row.id, booking_id: bookingId, decision: null },
    });
  }
  return inspectionView(deps.db, row);
}

/** The vendor's inspection (another vendor's reads as missing), its row locked for a photo. */
async function lockOwnInspection(tx: DbOrTx, inspectionId: string, vendorId: string): Promise<InspectionRow> {
  const [found] = await tx
    .select({ inspection: garmentInspections, vendorId: bookings.vendorId })
    .from(garmentInspections)
    .innerJoin(bookings, eq(bookings.id, garmentInspections.bookingId))
    .where(eq(garmentInspections.id, inspectionId));
  if (!found || found.vendorId !== vendorId) throw inspectionNotFound();
  await lockReceivedOrder(tx, found.inspection.bookingId, vendorId);
  return found.inspection;
}

/** One more photo on an inspection, before processing; at most 4, counted under the order's row lock. */
export async function addInspectionPhoto(
  deps: InspectionDeps,
  staff: VendorStaffRef,
  inspectionId: string,
  upload: Buffer | undefined,
): Promise<InspectionView> {
  if (!upload || upload.length === 0) throw badRequest(INSPECTION_MESSAGES.photoMissing, 'photo');
  if (upload.length >= INSPECTION_PHOTO_MAX_BYTES) throw badRequest(INSPECTION_MESSAGES.photoTooLarge, 'photo');
  const type = detectImage(upload);
  if (!type || !(INSPECTION_PHOTO_TYPES as readonly string[]).includes(type.mime))
    throw badRequest(INSPECTION_MESSAGES.photoWrongType, 'photo');
  let written: string | null = null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      const inspection = await lockOwnInspection(tx, inspectionId, staff.vendorId);
      const [had] = await tx
        .select({ n: count() })
        .from(garmentInspectionPhotos)
        .where(eq(garmentInspectionPhotos.inspectionId, inspectionId));
      if ((had?.n ?? 0) >= INSPECTION_PHOTO_LIMIT)
        throw new AppError(409, INSPECTION_MESSAGES.photoLimit, { code: 'PHOTO_LIMIT', field: 'photo' });
      const saved = await deps.files.write(path.posix.join('inspection-photos', inspectionId), 'photo', upload, type);
      written = saved.storageKey;
      await tx.insert(garmentInspectionPhotos).values({ inspectionId, ...saved, createdAt: deps.now() });
      return inspection;
    });
    return await inspectionView(deps.db, row);
  } catch (error) {
    if (written) await deps.files.remove(written);
    throw error;
  }
}

/** Who asks for a photo, by the sessions they hold: an admin, a customer (their orders), a laundry's staff (their vendor's). */
export interface PhotoViewer {
  admin: boolean;
  customerId: string | null;
  vendorId: string | null;
}

/** A photo's bytes for the order's customer, admins and the order's vendor's staff; anyone else hears it does not exist. */
export async function readInspectionPhoto(
  deps: Pick<InspectionDeps, 'db' | 'files'>,
  viewer: PhotoViewer,
  inspectionId: string,
  photoId: string,
) {
  const [found] = await deps.db
    .select({ photo: garmentInspectionPhotos, customerId: bookings.customerId, vendorId: bookings.vendorId })
    .from(garmentInspectionPhotos)
    .innerJoin(garmentInspections, eq(garmentInspections.id, garmentInspectionPhotos.inspectionId))
    .innerJoin(bookings, eq(bookings.id, garmentInspections.bookingId))
    .where(and(eq(garmentInspectionPhotos.id, photoId), eq(garmentInspectionPhotos.inspectionId, inspectionId)));
  const allowed =
    found &&
    (viewer.admin ||
      (viewer.customerId !== null && viewer.customerId === found.customerId) ||
      (viewer.vendorId !== null && viewer.vendorId === found.vendorId));
  if (!allowed) throw inspectionNotFound();
  return readStoredImage(deps.files, found.photo, INSPECTION_MESSAGES.notFound);
}
