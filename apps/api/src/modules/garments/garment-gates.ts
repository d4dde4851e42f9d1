import { and, asc, eq } from 'drizzle-orm';
import { SCAN_MESSAGES, type LaterScanStage } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { garmentTags, tagScans } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/**
 * What the garments' scans gate in the order rule book (docs/decisions/0034): marking received closes the laundry's
 * intake (unscanned tags recorded missing, operations and the pickup rider told; the move still succeeds, the clothes
 * that arrived are there), ready needs every tag packed, and the delivery completes only when every tag was scanned at
 * the door. An order without tags (before tags existed) passes every gate. It reads no orders module (orders call it).
 */

/** An order's tags not (yet) scanned at a stage after the pickup. */
export interface UnscannedTags {
  stage: LaterScanStage;
  tags: Array<{ id: string; code: string }>;
}

/** The move as the gates read it: a vendor stage, a completion, or an admin edit carrying one. */
type GatedMove = { type: string; stage?: string; status?: { type: string; stage?: string } | undefined };

/** The audit step flagging tags (written with the move, or with a scan). */
export interface TagFlagStep {
  trip: null;
  from: null;
  to: string;
  note: string;
  tagCodes: string[];
}

/** The order's tags without an 'ok' scan at a stage, in the order they were attached. */
export async function unscannedAt(tx: DbOrTx, bookingId: string, stage: LaterScanStage): Promise<UnscannedTags> {
  const [tags, scanned] = await Promise.all([
    tx
      .select({ id: garmentTags.id, code: garmentTags.code })
      .from(garmentTags)
      .where(eq(garmentTags.bookingId, bookingId))
      .orderBy(asc(garmentTags.attachedAt), asc(garmentTags.code)),
    tx
      .select({ id: tagScans.tagId })
      .from(tagScans)
      .where(and(eq(tagScans.bookingId, bookingId), eq(tagScans.stage, stage), eq(tagScans.outcome, 'ok'))),
  ]);
  const done = new Set(scanned.map((scan) => scan.id));
  return { stage, tags: tags.filter((tag) => !done.has(tag.id)) };
}

/** Which stage a move is gated by, read under the order's lock (lockOrder): received, ready, the delivery's completion. */
export async function tagsGatingMove(
  tx: DbOrTx,
  bookingId: string,
  request: GatedMove,
  deliveryStatus: string | undefined,
): Promise<UnscannedTags | undefined> {
  const move = request.type === 'adminEdit' ? request.status : request;
  if (move?.type === 'complete' && deliveryStatus === 'picked_up') return unscannedAt(tx, bookingId, 'delivery');
  if (move?.type !== 'vendorStage' || move.stage === 'processing') return undefined;
  return unscannedAt(tx, bookingId, move.stage === 'received' ? 'intake' : 'packing');
}

const codesOf = (unscanned: UnscannedTags | undefined, stage: LaterScanStage) =>
  unscanned?.stage === stage ? unscanned.tags.map((tag) => tag.code) : [];

/** Ready only when every tag is packed: 409 naming the ones not packed yet. */
export function refuseUnpacked(unscanned: UnscannedTags | undefined): void {
  const codes = codesOf(unscanned, 'packing');
  if (codes.length) throw new AppError(409, SCAN_MESSAGES.packingIncomplete(codes), { code: 'TAGS_NOT_PACKED', field: 'stage' });
}

/** The handover only when every tag was scanned at the door: 409 naming the ones not scanned yet. */
export function refuseAtDoor(unscanned: UnscannedTags | undefined): void {
  const codes = codesOf(unscanned, 'delivery');
  if (codes.length) throw doorIncomplete(codes);
}

const doorIncomplete = (codes: string[]) =>
  new AppError(409, SCAN_MESSAGES.doorIncomplete(codes), { code: 'TAGS_NOT_SCANNED', field: 'code' });

/**
 * Marking received closes intake, and an admin's ready closes packing (the laundry's staff are refused instead,
 * refuseUnpacked): the tags not scanned are recorded missing at that stage and flagged in the same move.
 */
export function closeStage<E>(
  unscanned: UnscannedTags | undefined,
  events: readonly E[],
): { events: Array<E | TagFlagStep>; missingTags?: UnscannedTags } {
  const stage = unscanned?.stage;
  if ((stage !== 'intake' && stage !== 'packing') || !unscanned?.tags.length) return { events: [...events] };
  const codes = unscanned.tags.map((tag) => tag.code);
  const flag: TagFlagStep = {
    trip: null,
    from: null,
    to: `${stage}_tags_missing`,
    note: stage === 'intake' ? SCAN_MESSAGES.intakeMissing(codes) : SCAN_MESSAGES.packingSkipped(codes),
    tagCodes: codes,
  };
  return { events: [...events, flag], missingTags: unscanned };
}

/** The 'missing' rows of a stage's unscanned tags, in the move's (or the report's) transaction. */
export async function recordMissing(
  tx: DbOrTx,
  bookingId: string,
  missing: UnscannedTags,
  actor: { role: string; id: string },
  at: Date,
): Promise<void> {
  if (!missing.tags.length) return;
  await tx.insert(tagScans).values(
    missing.tags.map((tag) => ({
      code: tag.code,
      tagId: tag.id,
      bookingId,
      stage: missing.stage,
      outcome: 'missing' as const,
      actorRole: actor.role as 'rider' | 'vendor' | 'admin',
      actorId: actor.id,
      scannedAt: at,
    })),
  );
}

/** Before a handover code is judged (and counted when wrong): every tag must have been scanned at the door. */
export async function refuseHandoverBeforeDoorScans(tx: DbOrTx, bookingId: string): Promise<void> {
  const { tags } = await unscannedAt(tx, bookingId, 'delivery');
  if (tags.length) throw doorIncomplete(tags.map((tag) => tag.code));
}
