import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  CLAIM_MESSAGES,
  CLAIM_PHOTO_LIMIT,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTO_TYPES,
  claimWindowEnds,
  claimWindowOpen,
  garmentChargePaise,
  normaliseTagCode,
  type ClaimBody,
  type ClaimView,
} from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { bookingItems, bookings, claimPhotos, claims, garmentTags } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { readStoredImage } from '../../lib/photo-upload.js';
import { detectImage, type PrivateFileStore } from '../../lib/private-files.js';
import { noLifecycleListeners, writeOrderEvents } from '../orders/order-audit.js';
import { claimViews, claimsOfBooking, deliveredAt, type ClaimRow } from './claim-records.js';

// A customer's claims (docs/decisions/0034): made on their own delivered order within 7 days of the delivery (the app
// clock), for one garment (a tag of the order when it has tags, else a line), with up to 5 private photos.

export interface ClaimDeps {
  db: Db;
  files: PrivateFileStore;
  now: () => Date;
}

interface Garment {
  tag_code: string | null;
  line_id: string | null;
  label: string;
  serviceName: string;
  chargePaise: number;
}

/** The garments of an order a claim can name: its tags when it has any, else its lines. */
export async function claimableGarments(db: DbOrTx, bookingId: string): Promise<Garment[]> {
  const lines = await db
    .select()
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.sortOrder));
  const tags = await db
    .select({ code: garmentTags.code, lineId: garmentTags.bookingLineId })
    .from(garmentTags)
    .where(eq(garmentTags.bookingId, bookingId))
    .orderBy(asc(garmentTags.attachedAt), asc(garmentTags.code));
  if (tags.length === 0)
    return lines.map((line) => ({
      tag_code: null,
      line_id: line.id,
      label: `${line.serviceName} (${line.quantity} ${line.unit === 'KG' ? 'kg' : line.unit === 'SET' ? 'set' : 'pc'})`,
      serviceName: line.serviceName,
      chargePaise: garmentChargePaise(line),
    }));
  // A tag not tied to a line stands for the order's dearest garment, so the cap never shortchanges the customer.
  const dearest = lines.reduce((a, b) => (garmentChargePaise(b) > garmentChargePaise(a) ? b : a), lines[0]!);
  return tags.map((tag) => {
    const line = lines.find((l) => l.id === tag.lineId) ?? dearest;
    return {
      tag_code: tag.code,
      line_id: null,
      label: `${tag.code} · ${line?.serviceName ?? 'Garment'}`,
      serviceName: line?.serviceName ?? 'Garment',
      chargePaise: line ? garmentChargePaise(line) : 0,
    };
  });
}

function pickGarment(garments: Garment[], choice: ClaimBody['garment']): Garment {
  const found =
    'tag_code' in choice
      ? garments.find((g) => g.tag_code !== null && g.tag_code === (normaliseTagCode(choice.tag_code) ?? choice.tag_code))
      : garments.find((g) => g.line_id === choice.line_id);
  if (!found) throw badRequest(CLAIM_MESSAGES.garmentNotOnOrder, 'garment');
  return found;
}

/**
 * A new claim: the order must be delivered and the 7 days not over; audited in the order's trail. A garment has one
 * open claim: the same report again (a retry whose first try was answered but not heard) is that claim, not a second
 * one (`created` false, so nobody is told twice); another report on it is refused until it is decided.
 */
export async function createClaim(
  deps: ClaimDeps,
  customerId: string,
  bookingId: string,
  body: ClaimBody,
): Promise<{ claim: ClaimView; created: boolean }> {
  const now = deps.now();
  const { row, created } = await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking || booking.customerId !== customerId) throw notFound('Booking not found');
    const delivered = await deliveredAt(tx, bookingId);
    if (!delivered) throw new AppError(409, CLAIM_MESSAGES.notDelivered, { code: 'CLAIM_NOT_DELIVERED' });
    if (!claimWindowOpen(delivered, now)) throw new AppError(409, CLAIM_MESSAGES.windowClosed, { code: 'CLAIM_WINDOW_CLOSED' });
    const garment = pickGarment(await claimableGarments(tx, bookingId), body.garment);
    const [open] = await tx
      .select()
      .from(claims)
      .where(
        and(
          eq(claims.bookingId, bookingId),
          eq(claims.status, 'open'),
          garment.tag_code === null ? eq(claims.bookingLineId, garment.line_id!) : eq(claims.tagCode, garment.tag_code),
        ),
      );
    if (open) {
      if (open.kind !== body.kind || open.description !== body.description)
        throw new AppError(409, CLAIM_MESSAGES.garmentClaimOpen, { code: 'CLAIM_OPEN' });
      return { row: open, created: false };
    }
    const [inserted] = await tx
      .insert(claims)
      .values({
        bookingId,
        customerId,
        kind: body.kind,
        description: body.description,
        tagCode: garment.tag_code,
        bookingLineId: garment.line_id,
        serviceName: garment.serviceName,
        chargePaise: garment.chargePaise,
        createdAt: now,
      })
      .returning();
    await writeOrderEvents(
      tx,
      { events: noLifecycleListeners },
      { bookingId, customerId },
      { role: 'customer', id: customerId },
      [{ trip: null, from: null, to: 'claim_open', note: `Claim ${inserted!.id}: ${body.kind}, ${garment.label}` }],
      now,
    );
    return { row: inserted!, created: true };
  });
  const [view] = await claimViews(deps.db, [row]);
  return { claim: view!, created };
}

/** The customer's claims on their order, whether a claim can still be made, and what it can name. */
export async function ownClaims(deps: ClaimDeps, customerId: string, bookingId: string) {
  const delivered = await deliveredAt(deps.db, bookingId);
  const garments = delivered ? await claimableGarments(deps.db, bookingId) : [];
  return {
    claims: await claimViews(deps.db, await claimsOfBooking(deps.db, bookingId, customerId)),
    can_claim: claimWindowOpen(delivered, deps.now()),
    window_ends_at: delivered ? claimWindowEnds(delivered).toISOString() : null,
    garments: garments.map(({ tag_code, line_id, label }) => ({ tag_code, line_id, label })),
  };
}

async function ownClaim(db: DbOrTx, claimId: string, customerId: string): Promise<ClaimRow> {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.id, claimId), eq(claims.customerId, customerId)));
  if (!row) throw notFound(CLAIM_MESSAGES.notFound);
  return row;
}

/** One more photo on the customer's open claim; at most 5, counted under the claim's row lock. */
export async function addClaimPhoto(deps: ClaimDeps, customerId: string, claimId: string, upload: Buffer | undefined) {
  if (!upload || upload.length === 0) throw badRequest(CLAIM_MESSAGES.photoMissing, 'photo');
  if (upload.length >= CLAIM_PHOTO_MAX_BYTES) throw badRequest(CLAIM_MESSAGES.photoTooLarge, 'photo');
  const type = detectImage(upload);
  if (!type || !(CLAIM_PHOTO_TYPES as readonly string[]).includes(type.mime))
    throw badRequest(CLAIM_MESSAGES.photoWrongType, 'photo');
  let written: string | null = null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      const claim = await ownClaim(tx, claimId, customerId);
      await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, claimId)).for('update');
      if (claim.status !== 'open') throw new AppError(409, CLAIM_MESSAGES.photoNotNow, { code: 'CLAIM_DECIDED' });
      const [had] = await tx.select({ n: count() }).from(claimPhotos).where(eq(claimPhotos.claimId, claimId));
      if ((had?.n ?? 0) >= CLAIM_PHOTO_LIMIT) throw new AppError(409, CLAIM_MESSAGES.photoLimit, { code: 'PHOTO_LIMIT' });
      const saved = await deps.files.write(path.posix.join('claim-photos', claimId), 'photo', upload, type);
      written = saved.storageKey;
      await tx.insert(claimPhotos).values({ claimId, ...saved, createdAt: deps.now() });
      return claim;
    });
    const [view] = await claimViews(deps.db, [row]);
    return view!;
  } catch (error) {
    if (written) await deps.files.remove(written);
    throw error;
  }
}

/** A photo's bytes: the claim's customer or an admin (customerId null); anyone else hears it does not exist. */
export async function readClaimPhoto(
  deps: Pick<ClaimDeps, 'db' | 'files'>,
  who: string | null,
  claimId: string,
  photoId: string,
) {
  if (who !== null) await ownClaim(deps.db, claimId, who);
  const [row] = await deps.db
    .select()
    .from(claimPhotos)
    .where(and(eq(claimPhotos.id, photoId), eq(claimPhotos.claimId, claimId)));
  if (!row) throw notFound(CLAIM_MESSAGES.notFound);
  return readStoredImage(deps.files, row, CLAIM_MESSAGES.notFound);
}
