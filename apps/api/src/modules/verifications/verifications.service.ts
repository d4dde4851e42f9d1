import { and, desc, eq, lte, sql } from 'drizzle-orm';
import {
  RIDER_NOTICE_FIXED,
  CUSTOMER_NOTICE_TITLES,
  BOOKING_MESSAGES,
  VERIFICATION_MESSAGES,
  VERIFICATION_TTL_MS,
  customerNoticeMessage,
  diffLines,
  formatRupees,
  hasChanges,
  isQuickPickupOrder,
  paiseToRupees,
  riderNotice,
  verificationPriority,
  verificationType,
  type CustomerVerification,
  type OrderLine,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, customerVerifications, notifications, riders, trips } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import {
  priceFromCatalogue,
  replaceLines,
  repriceWithCoupon,
  storedLines,
  writeCharges,
} from '../booking-records/booking-lines.js';
import { recordEvent } from '../../events/live-events.service.js';
import type { BusEvent } from '../../events/event-bus.js';
import { notify, type NotifyDeps } from '../notifications/notify.service.js';
import { announceMoves, writeOrderEvents, type LifecycleEvents } from '../orders/order-audit.js';
import { linesOf, toVerificationView, type VerificationRow } from '../orders/verification-view.js';

export interface VerificationDeps extends NotifyDeps {
  events: LifecycleEvents;
}

const notFoundError = () => new AppError(404, VERIFICATION_MESSAGES.notFound, { code: 'VERIFICATION_NOT_FOUND' });
const sameItems = (a: readonly OrderLine[], b: readonly OrderLine[]) => !hasChanges(diffLines(a, b));
const itemCount = (lines: readonly OrderLine[]) => lines.reduce((n, l) => n + l.quantity, 0);

/** The booking locked for the rider's change, with their pickup trip still open (rider-portal.md §4.4). */
async function lockForRiderChange(tx: DbOrTx, bookingId: string, riderId: string) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  const [pickup] = await tx
    .select()
    .from(trips)
    .where(and(eq(trips.bookingId, bookingId), eq(trips.kind, 'pickup')));
  const open = booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'in_progress';
  if (!pickup || pickup.riderId !== riderId || pickup.status === 'completed' || !open)
    throw conflict(VERIFICATION_MESSAGES.pickupOnly);
  return booking;
}

/** Withdraws the order's pending proposal, if any ('Cancelled by rider'); returns how many were withdrawn. */
async function withdrawPending(tx: DbOrTx, bookingId: string, at: Date): Promise<string[]> {
  const withdrawn = await tx
    .update(customerVerifications)
    .set({ status: 'cancelled', responseReason: VERIFICATION_MESSAGES.cancelledByRider, respondedAt: at })
    .where(and(eq(customerVerifications.bookingId, bookingId), eq(customerVerifications.status, 'pending')))
    .returning({ id: customerVerifications.id });
  await settleNotifications(
    tx,
    withdrawn.map((w) => w.id),
  );
  return withdrawn.map((w) => w.id);
}

/** The customer's approval requests for these verifications need no more action. */
async function settleNotifications(tx: DbOrTx, verificationIds: readonly string[], decision?: { approved: boolean; at: Date }) {
  for (const id of verificationIds) {
    const patch = decision
      ? sql`|| ${JSON.stringify({ approved: decision.approved, approved_at: decision.approved ? decision.at.toISOString() : null })}::jsonb`
      : sql``;
    await tx
      .update(notifications)
      .set({ actionRequired: false, data: sql`coalesce(${notifications.data}, '{}'::jsonb) ${patch}` })
      .where(sql`${notifications.data}->>'verification_id' = ${id}`);
  }
}

export async function loadVerificationView(db: DbOrTx, id: string, now: Date): Promise<CustomerVerification> {
  const [found] = await db
    .select({ v: customerVerifications, booking: bookings, riderName: riders.name })
    .from(customerVerifications)
    .innerJoin(bookings, eq(bookings.id, customerVerifications.bookingId))
    .leftJoin(riders, eq(riders.id, customerVerifications.riderId))
    .where(eq(customerVerifications.id, id));
  if (!found) throw notFoundError();
  return toVerificationView(found.v, found.booking, found.riderName, now);
}

/** A customer's verifications, newest first. */
export async function listVerifications(db: DbOrTx, userId: string, now: Date): Promise<CustomerVerification[]> {
  const rows = await db
    .select({ v: customerVerifications, booking: bookings, riderName: riders.name })
    .from(customerVerifications)
    .innerJoin(bookings, eq(bookings.id, customerVerifications.bookingId))
    .leftJoin(riders, eq(riders.id, customerVerifications.riderId))
    .where(eq(customerVerifications.userId, userId))
    .orderBy(desc(customerVerifications.createdAt), desc(customerVerifications.id))
    .limit(100);
  return rows.map((r) => toVerificationView(r.v, r.booking, r.riderName, now));
}

export interface Proposal {
  items: ReadonlyArray<{ serviceId?: string | undefined; id?: string | undefined; quantity: number }>;
  notes?: string | undefined;
}
const requested = (items: Proposal['items']) => items.map((i) => ({ id: (i.serviceId ?? i.id)!, quantity: i.quantity }));

/**
 * The rider proposes the order's items: priced from the catalogue (coupon kept), a verification for the
 * customer with the priced diff, replacing a pending one; the customer is asked to approve.
 */
export async function proposeItems(
  deps: VerificationDeps,
  riderId: string,
  bookingId: string,
  proposal: Proposal,
): Promise<VerificationRow> {
  const lines = await priceFromCatalogue(deps.db, requested(proposal.items));
  const row = await deps.db.transaction(async (tx) => {
    const booking = await lockForRiderChange(tx, bookingId, riderId);
    const original = await storedLines(tx, bookingId);
    if (sameItems(original, lines)) throw badRequest(VERIFICATION_MESSAGES.noChanges, 'items');
    const totals = await repriceWithCoupon(tx, booking.couponCode, lines);
    const at = deps.clock.now();
    await withdrawPending(tx, bookingId, at);
    const [created] = await tx
      .insert(customerVerifications)
      .values({
        bookingId,
        userId: booking.customerId,
        riderId,
        type: verificationType(isQuickPickupOrder(booking.serviceType, original.length), booking.finalPaise, totals.totalPaise),
        priority: verificationPriority(booking.finalPaise, totals.totalPaise),
        originalItems: original,
        updatedItems: lines,
        originalTotalPaise: booking.finalPaise,
        updatedTotalPaise: totals.totalPaise,
        riderNotes: proposal.notes?.trim() || null,
        createdAt: at,
        expiresAt: new Date(at.getTime() + VERIFICATION_TTL_MS),
      })
      .returning();
    return created!;
  });
  const view = await loadVerificationView(deps.db, row.id, deps.clock.now());
  const values = {
    order_number: view.orderData.customOrderId,
    new_total: view.orderData.updatedTotal,
    price_change: view.orderData.priceChange,
  };
  await notify(deps, {
    recipient: { kind: 'customer', userId: row.userId },
    type: 'rider_edit',
    title: CUSTOMER_NOTICE_TITLES.rider_edit,
    message: customerNoticeMessage('rider_edit', values, deps.clock.now()),
    priority: row.priority,
    action_required: true,
    action_type: 'approve_changes',
    bookingId,
    data: {
      order_number: values.order_number,
      verification_id: row.id,
      booking_id: bookingId,
      changes: view.changes,
      item_changes: view.changes,
      price_change: view.orderData.priceChange,
      old_total: view.orderData.originalTotal,
      new_total: view.orderData.updatedTotal,
      expires_at: view.expiresAt,
      approved: null,
      approved_at: null,
    },
  });
  return row;
}

/** The rider withdraws the pending proposal (rider-portal.md §4.4: 'Cancelled by rider'). */
export async function cancelProposal(deps: VerificationDeps, riderId: string, bookingId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockForRiderChange(tx, bookingId, riderId);
    if ((await withdrawPending(tx, bookingId, deps.clock.now())).length === 0)
      throw conflict(VERIFICATION_MESSAGES.nothingToCancel);
  });
}

/**
 * Saves the approved proposal to the order: its lines re-priced with the coupon kept, the booking's totals,
 * charges and redemption, and an audit event, in one transaction; a proposal is saved once.
 */
export async function saveApprovedItems(
  deps: VerificationDeps,
  riderId: string,
  bookingId: string,
  items: Proposal['items'] | undefined,
): Promise<void> {
  const asked = items?.length ? await priceFromCatalogue(deps.db, requested(items)) : null;
  const moved = await deps.db.transaction(async (tx) => {
    const booking = await lockForRiderChange(tx, bookingId, riderId);
    const [latest] = await tx
      .select()
      .from(customerVerifications)
      .where(eq(customerVerifications.bookingId, bookingId))
      .orderBy(desc(customerVerifications.createdAt), desc(customerVerifications.id))
      .limit(1)
      .for('update');
    if (!latest || latest.status !== 'approved' || latest.savedAt)
      throw new AppError(409, VERIFICATION_MESSAGES.saveNeedsApproval, { code: 'VERIFICATION_REQUIRED' });
    const lines = linesOf(latest.updatedItems);
    if (asked && !sameItems(asked, lines))
      throw new AppError(409, VERIFICATION_MESSAGES.itemsNotApproved, { code: 'VERIFICATION_REQUIRED' });
    const totals = await repriceWithCoupon(tx, booking.couponCode, lines);
    const at = deps.clock.now();
    await tx
      .update(bookings)
      .set({
        subtotalPaise: totals.subtotalPaise,
        discountPaise: totals.discountPaise,
        finalPaise: totals.totalPaise,
        updatedAt: at,
      })
      .where(eq(bookings.id, bookingId));
    await writeCharges(tx, bookingId, totals);
    await replaceLines(tx, bookingId, lines);
    await tx.update(customerVerifications).set({ savedAt: at }).where(eq(customerVerifications.id, latest.id));
    // Saved: the rider's 'save the order' notice has been acted on.
    await settleNotifications(tx, [latest.id]);
    const note = `${itemCount(lines)} items, ${formatRupees(paiseToRupees(booking.finalPaise))} → ${formatRupees(paiseToRupees(totals.totalPaise))}, approved by the customer`;
    return writeOrderEvents(
      tx,
      deps,
      { bookingId, customerId: booking.customerId },
      { role: 'rider', id: riderId },
      [{ trip: 'pickup', from: null, to: 'items_updated', note }],
      at,
    );
  });
  await announceMoves(deps, moved);
}

/**
 * The customer's decision: recorded once (the conditional write lets one of two concurrent decisions win;
 * the other, and any later one, gets a 409 naming the outcome). An expired proposal cannot be approved.
 */
export async function decideVerification(
  deps: VerificationDeps,
  userId: string,
  id: string,
  decision: { approved: boolean; reason?: string | undefined },
) {
  const at = deps.clock.now();
  type Outcome = { refused: VerificationRow['status'] } | { decided: VerificationRow; event: BusEvent };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(customerVerifications)
      .where(and(eq(customerVerifications.id, id), eq(customerVerifications.userId, userId)))
      .for('update');
    if (!row) throw notFoundError();
    if (row.status === 'pending' && row.expiresAt.getTime() <= at.getTime()) {
      await tx.update(customerVerifications).set({ status: 'expired' }).where(eq(customerVerifications.id, id));
      await settleNotifications(tx, [id]);
      return { refused: 'expired' };
    }
    const [decided] = await tx
      .update(customerVerifications)
      .set({
        status: decision.approved ? 'approved' : 'rejected',
        responseReason: decision.reason?.trim() || null,
        respondedAt: at,
      })
      .where(and(eq(customerVerifications.id, id), eq(customerVerifications.status, 'pending')))
      .returning();
    if (!decided) return { refused: row.status };
    await settleNotifications(tx, [id], { approved: decision.approved, at });
    // The customer's other screens drop the request's toast and ask again (customer-live-events).
    const status = decision.approved ? ('approved' as const) : ('rejected' as const);
    const data = { verification_id: id, booking_id: decided.bookingId, status };
    return { decided, event: await recordEvent(tx, { kind: 'customer', id: userId }, 'verification.decided', data) };
  });
  if ('refused' in outcome)
    throw new AppError(409, VERIFICATION_MESSAGES.decided(outcome.refused), { code: 'VERIFICATION_DECIDED' });
  const { decided, event } = outcome;
  await deps.bus.publish(event).catch((err: unknown) => deps.log.error({ err, id }, 'verification: decision not published'));
  const view = await loadVerificationView(deps.db, id, at);
  if (decided.riderId) {
    const order = view.orderData.customOrderId;
    const body = decision.approved
      ? riderNotice('changes_approved', { order_number: order })
      : riderNotice('changes_rejected', { order_number: order, reason: decided.responseReason });
    await notify(deps, {
      recipient: { kind: 'rider', riderId: decided.riderId },
      type: 'order_updated',
      title: decision.approved ? RIDER_NOTICE_FIXED.changesApproved : RIDER_NOTICE_FIXED.changesRejected,
      message: body.message,
      priority: 'high',
      action_required: decision.approved,
      action_type: decision.approved ? 'save_order' : 'modify_order',
      bookingId: decided.bookingId,
      data: {
        booking_id: decided.bookingId,
        verification_id: id,
        status: decided.status,
        reason: decided.responseReason,
        ...body.data,
      },
    });
  }
  return { message: decision.approved ? VERIFICATION_MESSAGES.approved : VERIFICATION_MESSAGES.rejected, verification: view };
}

/** The verification an approval notification asks about (the access policy has checked it is the caller's). */
export async function verificationOfNotification(db: DbOrTx, notificationId: string): Promise<string> {
  const [row] = await db.select({ data: notifications.data }).from(notifications).where(eq(notifications.id, notificationId));
  const id = (row?.data as { verification_id?: unknown } | null)?.verification_id;
  if (typeof id !== 'string') throw badRequest(VERIFICATION_MESSAGES.nothingToApprove);
  return id;
}

/** Marks pending proposals past their 24 hours expired and tells their riders; safe to run twice. */
export async function expireVerifications(deps: VerificationDeps): Promise<{ expired: number }> {
  const now = deps.clock.now();
  const expired = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(customerVerifications)
      .set({ status: 'expired' })
      .where(and(eq(customerVerifications.status, 'pending'), lte(customerVerifications.expiresAt, now)))
      .returning();
    await settleNotifications(
      tx,
      rows.map((r) => r.id),
    );
    return rows;
  });
  for (const row of expired) {
    if (!row.riderId) continue;
    await notify(deps, {
      recipient: { kind: 'rider', riderId: row.riderId },
      type: 'order_updated',
      title: RIDER_NOTICE_FIXED.changesExpired,
      message: RIDER_NOTICE_FIXED.changesExpiredBody,
      priority: 'medium',
      bookingId: row.bookingId,
      data: { booking_id: row.bookingId, verification_id: row.id, status: 'expired' },
    });
  }
  return { expired: expired.length };
}

export interface RiderUpdateInput extends Partial<Proposal> {
  requiresVerification?: boolean | undefined;
  verificationStatus?: string | undefined;
}

/**
 * PUT /api/riders/orders/:orderId/update: verificationStatus 'cancelled' withdraws the pending proposal,
 * requiresVerification false saves the approved one, otherwise the items go to the customer.
 */
export async function riderOrderUpdate(deps: VerificationDeps, riderId: string, bookingId: string, input: RiderUpdateInput) {
  if (input.verificationStatus === 'cancelled') {
    await cancelProposal(deps, riderId, bookingId);
    return { message: VERIFICATION_MESSAGES.cancelled, verificationId: null };
  }
  if (input.requiresVerification === false) {
    await saveApprovedItems(deps, riderId, bookingId, input.items);
    return { message: VERIFICATION_MESSAGES.saved, verificationId: null };
  }
  if (!input.items?.length) throw badRequest('Please add at least one service', 'items');
  const row = await proposeItems(deps, riderId, bookingId, { items: input.items, notes: input.notes });
  return { message: VERIFICATION_MESSAGES.sent, verificationId: row.id };
}
