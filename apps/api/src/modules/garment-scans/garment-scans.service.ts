import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  SCAN_MESSAGES,
  missingCodes,
  parseTagCode,
  type LaterScanStage,
  type ScanOutcome,
  type StageScan,
  type VendorScanStage,
} from '@washday/core';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookings, garmentTags, tagScans, trips } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import {
  announceMoves,
  writeOrderEvents,
  type ActorRef,
  type OrderEventDraft,
  type RecordedMoves,
} from '../orders/order-audit.js';
import type { TransitionDeps } from '../orders/order-transitions.js';
import { orderTags, recordScan } from '../garments/garment-tags.service.js';
import { recordMissing, unscannedAt } from '../garments/garment-gates.js';

/**
 * Scans after the pickup (docs/decisions/0034): the laundry scans each tag in (intake) and into the bag (packing), the
 * delivery rider at the door. A tag of the order is 'ok' once ('repeat' after, not recorded again); anything else is
 * 'unexpected', recorded and flagged at once in the order's audit trail (operations' activity and a live event to the
 * admins; at intake the pickup rider's notice too). A repeated unexpected code is answered as such but flagged once.
 */

export interface ScanAnswer {
  outcome: ScanOutcome;
  message: string;
  scan: StageScan;
}

const OPEN = ['pending', 'confirmed', 'in_progress'];
/** The audit step's stage word: the door is the delivery stage. */
const FLAG_PREFIX: Record<LaterScanStage, string> = { intake: 'intake', packing: 'packing', delivery: 'door' };

/** The order's tags at a stage: when each was first scanned in order, the unexpected codes (latest first), what is missing. */
export async function stageScan(db: DbOrTx, bookingId: string, stage: LaterScanStage): Promise<StageScan> {
  const [{ kind, tags }, scans] = await Promise.all([
    orderTags(db, bookingId),
    db
      .select({ tagId: tagScans.tagId, code: tagScans.code, outcome: tagScans.outcome, at: tagScans.scannedAt })
      .from(tagScans)
      .where(and(eq(tagScans.bookingId, bookingId), eq(tagScans.stage, stage), inArray(tagScans.outcome, ['ok', 'unexpected'])))
      .orderBy(desc(tagScans.scannedAt), desc(tagScans.createdAt)),
  ]);
  const firstOk = new Map<string, string>();
  for (const scan of scans) if (scan.outcome === 'ok' && scan.tagId) firstOk.set(scan.tagId, scan.at.toISOString());
  const rows = tags.map((tag) => ({ id: tag.id, code: tag.code, scanned_at: firstOk.get(tag.id) ?? null }));
  const missing = missingCodes(rows);
  const unexpected = scans.filter((s) => s.outcome === 'unexpected').map((s) => ({ code: s.code, at: s.at.toISOString() }));
  return { stage, kind, tags: rows, unexpected, missing, complete: missing.length === 0 };
}

interface LockedOrder {
  id: string;
  customerId: string;
  status: string;
  vendorId: string | null;
  vendorStage: string | null;
  pickup: { status: string } | undefined;
  delivery: { status: string; riderId: string | null } | undefined;
}

/** The order under its row lock, so a scan and the move closing its stage (received, ready, the handover) queue. */
async function lockForScan(tx: DbOrTx, bookingId: string, lock = true): Promise<LockedOrder | null> {
  const query = tx
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      status: bookings.status,
      vendorId: bookings.vendorId,
      vendorStage: bookings.vendorStage,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const tripRows = await tx
    .select({ kind: trips.kind, status: trips.status, riderId: trips.riderId })
    .from(trips)
    .where(eq(trips.bookingId, bookingId));
  return { ...row, pickup: tripRows.find((t) => t.kind === 'pickup'), delivery: tripRows.find((t) => t.kind === 'delivery') };
}

/** Intake while the clothes arrive (pickup collected, not yet received, or received and not yet processing); packing while processing. */
function vendorWindowOpen(order: LockedOrder, stage: VendorScanStage): boolean {
  if (!OPEN.includes(order.status)) return false;
  if (stage === 'packing') return order.vendorStage === 'processing';
  return order.pickup?.status === 'completed' && (order.vendorStage === null || order.vendorStage === 'received');
}

/** The delivery rider's own order: another rider of it (its pickup's) is refused; scanning needs the trip started. */
function requireDoor(order: LockedOrder | null, riderId: string, started: boolean): LockedOrder {
  if (!order) throw notFound(BOOKING_MESSAGES.notFound);
  if (order.delivery?.riderId !== riderId) throw forbidden(SCAN_MESSAGES.deliveryRiderOnly);
  if (started && (!OPEN.includes(order.status) || order.delivery.status !== 'picked_up'))
    throw new AppError(409, SCAN_MESSAGES.doorNotNow, { code: 'SCAN_NOT_NOW' });
  return order;
}

/** One scan at a stage, in the caller's transaction: the outcome, its message, and the flag to write when unexpected. */
async function scanOne(
  tx: Tx,
  order: LockedOrder,
  stage: LaterScanStage,
  code: string,
  actor: ActorRef,
  at: Date,
): Promise<{ outcome: ScanOutcome; message: string; flag?: OrderEventDraft }> {
  const parsed = parseTagCode(code);
  if (!parsed.ok) throw badRequest(parsed.message, 'code');
  const [own] = await tx
    .select({ id: garmentTags.id })
    .from(garmentTags)
    .where(and(eq(garmentTags.bookingId, order.id), eq(garmentTags.code, parsed.code)));
  const [earlier] = await tx
    .select({ outcome: tagScans.outcome })
    .from(tagScans)
    .where(
      and(
        eq(tagScans.bookingId, order.id),
        eq(tagScans.stage, stage),
        eq(tagScans.code, parsed.code),
        inArray(tagScans.outcome, own ? ['ok'] : ['unexpected']),
      ),
    )
    .limit(1);
  if (own && earlier) return { outcome: 'repeat', message: SCAN_MESSAGES.repeat(parsed.code) };
  if (earlier) return { outcome: 'unexpected', message: SCAN_MESSAGES.unexpected(parsed.code) };
  const actorRole = actor.role as 'rider' | 'vendor' | 'admin';
  const result = await recordScan(tx, {
    code: parsed.code,
    bookingId: order.id,
    stage,
    actor: { role: actorRole, id: actor.id },
    at,
  });
  if (result.outcome === 'ok') return { outcome: 'ok', message: SCAN_MESSAGES.scanned(parsed.code) };
  const [other] = result.tag
    ? await tx.select({ number: bookings.customOrderId }).from(bookings).where(eq(bookings.id, result.tag.bookingId))
    : [];
  const flag: OrderEventDraft = {
    trip: null,
    from: null,
    to: `${FLAG_PREFIX[stage]}_tag_unexpected`,
    note: other ? `${parsed.code} belongs to order ${other.number}` : `${parsed.code} is not a tag of any order`,
    tagCodes: [parsed.code],
  };
  const message = other ? SCAN_MESSAGES.unexpectedOther(parsed.code, other.number) : SCAN_MESSAGES.unexpected(parsed.code);
  return { outcome: 'unexpected', message, flag };
}

/** Writes a flag in the order's audit trail with its notices and live events (in the transaction); announce after commit. */
function flagOrder(tx: Tx, deps: TransitionDeps, order: LockedOrder, actor: ActorRef, flag: OrderEventDraft, at: Date) {
  return writeOrderEvents(tx, deps, { bookingId: order.id, customerId: order.customerId }, actor, [flag], at);
}

async function scanAndFlag(
  deps: TransitionDeps,
  bookingId: string,
  stage: LaterScanStage,
  actor: ActorRef,
  code: string,
  check: (order: LockedOrder | null) => LockedOrder,
): Promise<ScanAnswer> {
  let flagged = null as RecordedMoves | null;
  const answer = await deps.db.transaction(async (tx) => {
    const order = check(await lockForScan(tx, bookingId));
    const at = deps.now();
    const { flag, ...result } = await scanOne(tx, order, stage, code, actor, at);
    if (flag) flagged = await flagOrder(tx, deps, order, actor, flag, at);
    return { ...result, scan: await stageScan(tx, bookingId, stage) };
  });
  if (flagged) await announceMoves(deps, flagged);
  return answer;
}

/** The vendor's order as its staff scan it (another vendor's reads as missing). */
function vendorCheck(vendorId: string, stage: VendorScanStage) {
  return (order: LockedOrder | null): LockedOrder => {
    if (!order || order.vendorId !== vendorId) throw notFound(BOOKING_MESSAGES.notFound);
    if (!vendorWindowOpen(order, stage))
      throw new AppError(409, SCAN_MESSAGES.notYourStage, { code: 'SCAN_NOT_NOW', field: 'stage' });
    return order;
  };
}

export async function vendorStageScan(
  db: DbOrTx,
  vendorId: string,
  bookingId: string,
  stage: VendorScanStage,
): Promise<StageScan> {
  const [order] = await db.select({ vendorId: bookings.vendorId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!order || order.vendorId !== vendorId) throw notFound(BOOKING_MESSAGES.notFound);
  return stageScan(db, bookingId, stage);
}

export function vendorScan(
  deps: TransitionDeps,
  staff: { staffId: string; vendorId: string },
  bookingId: string,
  stage: VendorScanStage,
  code: string,
): Promise<ScanAnswer> {
  const actor: ActorRef = { role: 'vendor', id: staff.staffId };
  return scanAndFlag(deps, bookingId, stage, actor, code, vendorCheck(staff.vendorId, stage));
}

export async function doorScanState(db: DbOrTx, riderId: string, bookingId: string): Promise<StageScan> {
  requireDoor(await lockForScan(db, bookingId, false), riderId, false);
  return stageScan(db, bookingId, 'delivery');
}

export function doorScan(deps: TransitionDeps, riderId: string, bookingId: string, code: string): Promise<ScanAnswer> {
  const check = (order: LockedOrder | null) => requireDoor(order, riderId, true);
  return scanAndFlag(deps, bookingId, 'delivery', { role: 'rider', id: riderId }, code, check);
}

/**
 * The rider cannot find some tags at the door: they are recorded missing (once per tag), operations are alerted, and
 * the delivery stays stopped (the handover needs every tag scanned) until operations resolve it.
 */
export async function reportDoorMissing(
  deps: TransitionDeps,
  riderId: string,
  bookingId: string,
): Promise<{ message: string; scan: StageScan }> {
  let flagged = null as RecordedMoves | null;
  const answer = await deps.db.transaction(async (tx) => {
    const order = requireDoor(await lockForScan(tx, bookingId), riderId, true);
    const unscanned = await unscannedAt(tx, bookingId, 'delivery');
    if (!unscanned.tags.length) throw conflict(SCAN_MESSAGES.nothingMissing);
    const reported = await tx
      .select({ tagId: tagScans.tagId })
      .from(tagScans)
      .where(and(eq(tagScans.bookingId, bookingId), eq(tagScans.stage, 'delivery'), eq(tagScans.outcome, 'missing')));
    const known = new Set(reported.map((r) => r.tagId));
    const fresh = { stage: 'delivery' as const, tags: unscanned.tags.filter((tag) => !known.has(tag.id)) };
    const codes = unscanned.tags.map((tag) => tag.code);
    const actor: ActorRef = { role: 'rider', id: riderId };
    const at = deps.now();
    if (fresh.tags.length) {
      await recordMissing(tx, bookingId, fresh, actor, at);
      const note = SCAN_MESSAGES.doorMissingReported(codes);
      const flag: OrderEventDraft = { trip: null, from: null, to: 'door_tags_missing', note, tagCodes: codes };
      flagged = await flagOrder(tx, deps, order, actor, flag, at);
    }
    return { message: SCAN_MESSAGES.doorMissingReported(codes), scan: await stageScan(tx, bookingId, 'delivery') };
  });
  if (flagged) await announceMoves(deps, flagged);
  return answer;
}
