// The rider's side of an item change at the door (rider-portal.md §4.4): proposing items to the customer, withdrawing
// the proposal, and saving the approved one to the order. The customer's side is verifications.service.ts.
import { and, desc, eq } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  CUSTOMER_NOTICE_TITLES,
  VERIFICATION_MESSAGES,
  VERIFICATION_TTL_MS,
  customerNoticeMessage,
  formatRupees,
  isQuickPickupOrder,
  paiseToRupees,
  verificationPriority,
  verificationType,
  type CustomerVerification,
  type OrderLine,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, customerVerifications, trips } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import {
  priceFromCatalogue,
  replaceLines,
  repriceWithCoupon,
  storedLines,
  writeCharges,
} from '../booking-records/booking-lines.js';
import { deliverNotification, storeNotification, type NotifyInput } from '../notifications/notify.service.js';
import { announceMoves, writeOrderEvents } from '../orders/order-audit.js';
import { linesOf, type VerificationRow } from '../orders/verification-view.js';
import { loadVerificationView, sameItems, settleNotifications, type VerificationDeps } from './verifications.service.js';

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

export interface Proposal {
  items: ReadonlyArray<{ serviceId?: string | undefined; id?: string | undefined; quantity: number }>;
  notes?: string | undefined;
}
const requested = (items: Proposal['items']) => items.map((i) => ({ id: (i.serviceId ?? i.id)!, quantity: i.quantity }));

/**
 * The rider proposes the order's items: priced from the catalogue (coupon kept), a verification for the
 * customer with the priced diff, replacing a pending one; the customer is asked to approve. The request notice is
 * stored with the proposal, so neither exists without the other.
 *
 * The same items (and note) as the order's open proposal, pending or approved and not yet saved, answer that
 * proposal: a rider's retried or doubled tap, or a slow first try landing after its retry, neither withdraws what the
 * customer may already have approved nor asks them twice.
 */
export async function proposeItems(
  deps: VerificationDeps,
  riderId: string,
  bookingId: string,
  proposal: Proposal,
): Promise<VerificationRow> {
  const lines = await priceFromCatalogue(deps.db, requested(proposal.items));
  const notes = proposal.notes?.trim() || null;
  const { row, stored } = await deps.db.transaction(async (tx) => {
    const booking = await lockForRiderChange(tx, bookingId, riderId);
    const original = await storedLines(tx, bookingId);
    if (sameItems(original, lines)) throw badRequest(VERIFICATION_MESSAGES.noChanges, 'items');
    const at = deps.clock.now();
    const open = await openProposal(tx, bookingId, at);
    if (open && sameItems(linesOf(open.updatedItems), lines) && open.riderNotes === notes) return { row: open, stored: null };
    const totals = await repriceWithCoupon(tx, booking.couponCode, lines);
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
        riderNotes: notes,
        createdAt: at,
        expiresAt: new Date(at.getTime() + VERIFICATION_TTL_MS),
      })
      .returning();
    const view = await loadVerificationView(tx, created!.id, at);
    return { row: created!, stored: await storeNotification(tx, approvalRequest(created!, view, at), at, deps.jobs) };
  });
  if (stored) await deliverNotification(deps, stored);
  return row;
}

/** The order's latest proposal while it is still open: pending and unexpired, or approved and not yet saved. */
async function openProposal(tx: DbOrTx, bookingId: string, at: Date): Promise<VerificationRow | undefined> {
  const [latest] = await tx
    .select()
    .from(customerVerifications)
    .where(eq(customerVerifications.bookingId, bookingId))
    .orderBy(desc(customerVerifications.createdAt), desc(customerVerifications.id))
    .limit(1);
  if (!latest || latest.savedAt) return undefined;
  const pending = latest.status === 'pending' && latest.expiresAt.getTime() > at.getTime();
  return pending || latest.status === 'approved' ? latest : undefined;
}

/** The customer's notice asking them to approve a proposal (customer-app.md §7). */
function approvalRequest(row: VerificationRow, view: CustomerVerification, at: Date): NotifyInput {
  const values = {
    order_number: view.orderData.customOrderId,
    new_total: view.orderData.updatedTotal,
    price_change: view.orderData.priceChange,
  };
  return {
    recipient: { kind: 'customer', userId: row.userId },
    type: 'rider_edit',
    title: CUSTOMER_NOTICE_TITLES.rider_edit,
    message: customerNoticeMessage('rider_edit', values, at),
    priority: row.priority,
    action_required: true,
    action_type: 'approve_changes',
    bookingId: row.bookingId,
    data: {
      order_number: values.order_number,
      verification_id: row.id,
      booking_id: row.bookingId,
      changes: view.changes,
      item_changes: view.changes,
      price_change: view.orderData.priceChange,
      old_total: view.orderData.originalTotal,
      new_total: view.orderData.updatedTotal,
      expires_at: view.expiresAt,
      approved: null,
      approved_at: null,
    },
  };
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
