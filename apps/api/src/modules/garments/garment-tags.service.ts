import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { TAG_MESSAGES, TAGS_PER_ORDER_MAX, parseTagCode, tagKindOfOrder, type BookingTag, type TagKind } from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { bookingItems, bookings, garmentTags, tagScans, tagSheets } from '../../db/schema/index.js';
import type { TAG_SCAN_ACTORS, TAG_SCAN_OUTCOMES, TAG_SCAN_STAGES } from '../../db/schema/garments.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { lockPickupInHand } from '../booking-records/pickup-in-hand.js';
import { countBookingTags } from './tag-count.js';

/**
 * Tags on orders (decision 0034): the pickup rider attaches a printed label per bag or garment; every scan of a label
 * is a tag_scans row, the tag's journey. The later stages (the laundry's intake and packing, the door) call recordScan.
 */

export type TagScanStage = (typeof TAG_SCAN_STAGES)[number];
export type TagScanOutcome = (typeof TAG_SCAN_OUTCOMES)[number];
export interface TagScanActor {
  role: (typeof TAG_SCAN_ACTORS)[number];
  id: string | null;
}

export interface GarmentTagDeps {
  db: Db;
  now: () => Date;
}

export interface OrderTags {
  kind: TagKind;
  tags: BookingTag[];
}

type TagRow = typeof garmentTags.$inferSelect;
const toBookingTag = (row: TagRow): BookingTag => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  attached_at: row.attachedAt.toISOString(),
});

/** What an order's tags stand for, from its lines' units (a bag each by weight, a garment each by the piece). */
async function kindOfBooking(db: DbOrTx, bookingId: string): Promise<TagKind> {
  const lines = await db.select({ unit: bookingItems.unit }).from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  return tagKindOfOrder(lines.map((line) => line.unit));
}

/** The order's tags in the order they were attached. */
export async function tagsOfBooking(db: DbOrTx, bookingId: string): Promise<BookingTag[]> {
  const rows = await db
    .select()
    .from(garmentTags)
    .where(eq(garmentTags.bookingId, bookingId))
    .orderBy(asc(garmentTags.attachedAt), asc(garmentTags.code));
  return rows.map(toBookingTag);
}

export async function orderTags(db: DbOrTx, bookingId: string): Promise<OrderTags> {
  const [kind, tags] = await Promise.all([kindOfBooking(db, bookingId), tagsOfBooking(db, bookingId)]);
  return { kind, tags };
}

const TAG_REFUSALS = { notPickupRider: TAG_MESSAGES.pickupRiderOnly, tooLate: TAG_MESSAGES.tooLate, tooLateCode: 'TAG_NOT_NOW' };

/** The live sheet a code names (a retired sheet's labels are no longer handed out), checked against its size. */
async function labelOf(db: DbOrTx, code: string): Promise<{ sheetId: string; place: number; code: string }> {
  const parsed = parseTagCode(code);
  if (!parsed.ok) throw badRequest(parsed.message, 'code');
  const [sheet] = await db
    .select({ id: tagSheets.id, labels: tagSheets.labels })
    .from(tagSheets)
    .where(and(eq(tagSheets.code, parsed.sheetCode), isNull(tagSheets.retiredAt)));
  if (!sheet) throw new AppError(404, TAG_MESSAGES.unknown, { code: 'TAG_UNKNOWN', field: 'code' });
  if (parsed.place > sheet.labels)
    throw new AppError(400, TAG_MESSAGES.placeNotOnSheet(sheet.labels), { code: 'TAG_UNKNOWN', field: 'code' });
  return { sheetId: sheet.id, place: parsed.place, code: parsed.code };
}

/** The label refused because another order carries it, naming that order. */
async function refuseOnOtherOrder(db: DbOrTx, bookingId: string): Promise<never> {
  const [other] = await db.select({ number: bookings.customOrderId }).from(bookings).where(eq(bookings.id, bookingId));
  throw new AppError(409, TAG_MESSAGES.onOtherOrder(other?.number ?? 'another order'), {
    code: 'TAG_ON_OTHER_ORDER',
    field: 'code',
  });
}

/**
 * Attaches a scanned or typed label to the rider's pickup. The same label again answers it unchanged (a double scan);
 * a label on another order is refused naming it; the scan is recorded at the pickup stage.
 */
export async function attachTag(
  deps: GarmentTagDeps,
  riderId: string,
  bookingId: string,
  code: string,
): Promise<OrderTags & { tag: BookingTag; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    await lockPickupInHand(tx, bookingId, riderId, TAG_REFUSALS);
    const label = await labelOf(tx, code);
    const [existing] = await tx
      .select()
      .from(garmentTags)
      .where(and(eq(garmentTags.sheetId, label.sheetId), eq(garmentTags.place, label.place)));
    if (existing && existing.bookingId !== bookingId) return refuseOnOtherOrder(tx, existing.bookingId);
    const kind = await kindOfBooking(tx, bookingId);
    if (existing) return { kind, tags: await tagsOfBooking(tx, bookingId), tag: toBookingTag(existing), created: false };
    if ((await countBookingTags(tx, bookingId)) >= TAGS_PER_ORDER_MAX)
      throw badRequest(TAG_MESSAGES.tooManyOnOrder(TAGS_PER_ORDER_MAX), 'code');
    const at = deps.now();
    // Another order's rider may take the same label at the same moment: the unique label decides, and the loser hears whose it is.
    const [row] = await tx
      .insert(garmentTags)
      .values({ ...label, bookingId, kind, attachedByRiderId: riderId, attachedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [winner] = await tx
        .select({ bookingId: garmentTags.bookingId })
        .from(garmentTags)
        .where(and(eq(garmentTags.sheetId, label.sheetId), eq(garmentTags.place, label.place)));
      return refuseOnOtherOrder(tx, winner?.bookingId ?? bookingId);
    }
    await tx.insert(tagScans).values({
      code: row.code,
      tagId: row.id,
      bookingId,
      stage: 'pickup',
      outcome: 'ok',
      actorRole: 'rider',
      actorId: riderId,
      scannedAt: at,
    });
    return { kind, tags: await tagsOfBooking(tx, bookingId), tag: toBookingTag(row), created: true };
  });
}

/** Takes a wrongly attached tag off the rider's pickup (its pickup scan goes with it), before the pickup completes. */
export async function removeTag(deps: GarmentTagDeps, riderId: string, bookingId: string, tagId: string): Promise<OrderTags> {
  return deps.db.transaction(async (tx) => {
    await lockPickupInHand(tx, bookingId, riderId, TAG_REFUSALS);
    const removed = await tx
      .delete(garmentTags)
      .where(and(eq(garmentTags.id, tagId), eq(garmentTags.bookingId, bookingId)))
      .returning({ id: garmentTags.id });
    if (removed.length === 0) throw notFound(TAG_MESSAGES.notFound);
    return orderTags(tx, bookingId);
  });
}

export interface ScanRequest {
  /** As scanned or typed; read as printed. */
  code: string;
  /** The order being handled: a tag of another order (or of none) is then 'unexpected'. */
  bookingId?: string | undefined;
  stage: TagScanStage;
  actor: TagScanActor;
  at: Date;
}

export interface ScanResult {
  outcome: Extract<TagScanOutcome, 'ok' | 'unexpected'>;
  /** The tag the code names (the latest label with that code), with the order it is on; null for a code of no tag. */
  tag: { id: string; code: string; bookingId: string } | null;
}

/**
 * Records one scan at a stage (intake, packing, the door; the pickup's are recorded by attachTag) and answers whether
 * it was expected: a tag of the order being handled is 'ok', anything else 'unexpected'. Refuses a malformed code
 * with its message; records an unknown one as unexpected. Run it in the caller's transaction.
 */
export async function recordScan(tx: DbOrTx, scan: ScanRequest): Promise<ScanResult> {
  const parsed = parseTagCode(scan.code);
  if (!parsed.ok) throw badRequest(parsed.message, 'code');
  const [tag] = await tx
    .select({ id: garmentTags.id, code: garmentTags.code, bookingId: garmentTags.bookingId })
    .from(garmentTags)
    .where(eq(garmentTags.code, parsed.code))
    .orderBy(desc(garmentTags.attachedAt))
    .limit(1);
  const outcome = tag && (scan.bookingId === undefined || tag.bookingId === scan.bookingId) ? 'ok' : 'unexpected';
  await tx.insert(tagScans).values({
    code: parsed.code,
    tagId: tag?.id ?? null,
    bookingId: scan.bookingId ?? tag?.bookingId ?? null,
    stage: scan.stage,
    outcome,
    actorRole: scan.actor.role,
    actorId: scan.actor.id,
    scannedAt: scan.at,
  });
  return { outcome, tag: tag ?? null };
}

export interface JourneyStep {
  code: string;
  tagId: string | null;
  stage: TagScanStage;
  outcome: TagScanOutcome;
  actor: TagScanActor;
  at: string;
}

/** Every scan of the order's tags and every scan made for the order, in time order: the garments' journey. */
export async function journeyOfBooking(db: DbOrTx, bookingId: string): Promise<JourneyStep[]> {
  const tagIds = db.select({ id: garmentTags.id }).from(garmentTags).where(eq(garmentTags.bookingId, bookingId));
  const rows = await db
    .select()
    .from(tagScans)
    .where(or(eq(tagScans.bookingId, bookingId), inArray(tagScans.tagId, tagIds)))
    .orderBy(asc(tagScans.scannedAt), asc(tagScans.createdAt), asc(tagScans.code));
  return rows.map((row) => ({
    code: row.code,
    tagId: row.tagId,
    stage: row.stage,
    outcome: row.outcome,
    actor: { role: row.actorRole, id: row.actorId },
    at: row.scannedAt.toISOString(),
  }));
}
