// The customer's side of an item change at the door (customer-app.md §7): their verifications, their decision, and
// proposals expiring unanswered. The rider's side (propose, withdraw, save) is verification-proposals.ts.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import {
  RIDER_NOTICE_FIXED,
  VERIFICATION_MESSAGES,
  diffLines,
  hasChanges,
  riderNotice,
  type CustomerVerification,
  type OrderLine,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, customerVerifications, notifications, riders } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { recordEvent } from '../../events/live-events.service.js';
import type { BusEvent } from '../../events/event-bus.js';
import {
  deliverNotification,
  storeNotification,
  type NotifyDeps,
  type NotifyInput,
  type StoredNotification,
} from '../notifications/notify.service.js';
import type { LifecycleEvents } from '../orders/order-audit.js';
import { toVerificationView, type VerificationRow } from '../orders/verification-view.js';

export interface VerificationDeps extends NotifyDeps {
  events: LifecycleEvents;
}

export const notFoundError = () => new AppError(404, VERIFICATION_MESSAGES.notFound, { code: 'VERIFICATION_NOT_FOUND' });
export const sameItems = (a: readonly OrderLine[], b: readonly OrderLine[]) => !hasChanges(diffLines(a, b));

/** The customer's approval requests for these verifications need no more action. */
export async function settleNotifications(
  tx: DbOrTx,
  verificationIds: readonly string[],
  decision?: { approved: boolean; at: Date },
) {
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
  type Outcome =
    { refused: VerificationRow['status'] } | { view: CustomerVerification; event: BusEvent; notice: StoredNotification | null };
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
    const event = await recordEvent(tx, { kind: 'customer', id: userId }, 'verification.decided', data);
    const view = await loadVerificationView(tx, id, at);
    // The rider's notice commits with the decision: a crash after it cannot leave the rider waiting unasked.
    const notice = decided.riderId
      ? await storeNotification(tx, decisionNotice(decided, view, decision.approved), at, deps.jobs)
      : null;
    return { view, event, notice };
  });
  if ('refused' in outcome)
    throw new AppError(409, VERIFICATION_MESSAGES.decided(outcome.refused), { code: 'VERIFICATION_DECIDED' });
  await deps.bus
    .publish(outcome.event)
    .catch((err: unknown) => deps.log.error({ err, id }, 'verification: decision not published'));
  if (outcome.notice) await deliverNotification(deps, outcome.notice);
  return {
    message: decision.approved ? VERIFICATION_MESSAGES.approved : VERIFICATION_MESSAGES.rejected,
    verification: outcome.view,
  };
}

/** The rider's notice of the customer's decision (rider-portal.md §4.4). */
function decisionNotice(decided: VerificationRow, view: CustomerVerification, approved: boolean): NotifyInput {
  const order = view.orderData.customOrderId;
  const body = approved
    ? riderNotice('changes_approved', { order_number: order })
    : riderNotice('changes_rejected', { order_number: order, reason: decided.responseReason });
  return {
    recipient: { kind: 'rider', riderId: decided.riderId! },
    type: 'order_updated',
    title: approved ? RIDER_NOTICE_FIXED.changesApproved : RIDER_NOTICE_FIXED.changesRejected,
    message: body.message,
    priority: 'high',
    action_required: approved,
    action_type: approved ? 'save_order' : 'modify_order',
    bookingId: decided.bookingId,
    data: {
      booking_id: decided.bookingId,
      verification_id: decided.id,
      status: decided.status,
      reason: decided.responseReason,
      ...body.data,
    },
  };
}

/** The verification an approval notification asks about (the access policy has checked it is the caller's). */
export async function verificationOfNotification(db: DbOrTx, notificationId: string): Promise<string> {
  const [row] = await db.select({ data: notifications.data }).from(notifications).where(eq(notifications.id, notificationId));
  const id = (row?.data as { verification_id?: unknown } | null)?.verification_id;
  if (typeof id !== 'string') throw badRequest(VERIFICATION_MESSAGES.nothingToApprove);
  return id;
}

/**
 * Marks pending proposals past their 24 hours expired and tells their riders, each notice committed with its expiry;
 * safe to run twice.
 */
export async function expireVerifications(deps: VerificationDeps): Promise<{ expired: number }> {
  const now = deps.clock.now();
  const notices = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(customerVerifications)
      .set({ status: 'expired' })
      .where(and(eq(customerVerifications.status, 'pending'), lte(customerVerifications.expiresAt, now)))
      .returning();
    await settleNotifications(
      tx,
      rows.map((r) => r.id),
    );
    const stored: Array<StoredNotification | null> = [];
    for (const row of rows)
      stored.push(
        row.riderId
          ? await storeNotification(
              tx,
              {
                recipient: { kind: 'rider', riderId: row.riderId },
                type: 'order_updated',
                title: RIDER_NOTICE_FIXED.changesExpired,
                message: RIDER_NOTICE_FIXED.changesExpiredBody,
                priority: 'medium',
                bookingId: row.bookingId,
                data: { booking_id: row.bookingId, verification_id: row.id, status: 'expired' },
              },
              now,
              deps.jobs,
            )
          : null,
      );
    return stored;
  });
  for (const notice of notices) if (notice) await deliverNotification(deps, notice);
  return { expired: notices.length };
}
