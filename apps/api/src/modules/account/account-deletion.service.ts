import { and, count, eq, inArray, isNull, like, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  DELETED_CUSTOMER_NAME,
  ENGLISH_RIDER_NOTICES,
  OPEN_ORDER_STATUSES,
  riderNoticeBody,
} from '@washday/core';
import type { Db, Tx } from '../../db/client.js';
import {
  addresses,
  bookings,
  customerVerifications,
  detectedLocations,
  idempotencyKeys,
  inboundMessages,
  liveEvents,
  notifications,
  orderRatings,
  phoneCodes,
  pickupPhotos,
  planCycles,
  planSubscriptions,
  pushSubscriptions,
  quickPickups,
  recurringPickups,
  sessions,
  userPreferences,
  users,
} from '../../db/schema/index.js';
import { recipientKey } from '../../events/recipients.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { PrivateFileStore } from '../../lib/private-files.js';

/**
 * The phone an erased account keeps: users.phone is unique and required, and this value is never a mobile number, so
 * no sign-in can reach the account again and the same number signs up afresh.
 */
export const deletedPhone = (userId: string) => `deleted:${userId}`;

/**
 * Erases a customer's personal data (DPDP: the right to erasure; docs/decisions/0019) in one transaction: name, phone
 * and email on the account, their addresses, preferences, notifications, detected locations, live events, push
 * subscriptions and sessions (so they are signed out everywhere), their sign-in codes and the answers kept for retried
 * requests; their orders' pickup photos; and the copies others hold: the riders' notices about their orders say
 * 'Deleted customer' where they named them and gave the address, and the live events that carried those notices go.
 * Bookings stay as records of money (amounts, lines, coupons, dates) with their contact name, phone, address and notes
 * replaced; quick pickup requests likewise. Their recurring pickups stop and their plan stops renewing (stopHabits).
 * Refused while an order is still moving. The photos' files go once the
 * transaction has committed.
 */
export async function deleteAccount(
  deps: { db: Db; files: Pick<PrivateFileStore, 'remove'>; now?: () => Date },
  userId: string,
): Promise<void> {
  const at = deps.now?.() ?? new Date();
  const photoKeys = await deps.db.transaction(async (tx) => {
    // Locks the account: a booking being placed for it waits for this to finish.
    const [user] = await tx.select({ id: users.id, phone: users.phone }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('User not found');

    const [openBookings] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.customerId, userId), inArray(bookings.status, OPEN_ORDER_STATUSES)));
    // A quick pickup request not yet turned into a booking still sends a rider.
    const [openPickups] = await tx
      .select({ n: count() })
      .from(quickPickups)
      .where(
        and(
          eq(quickPickups.customerId, userId),
          inArray(quickPickups.status, ['pending', 'scheduled']),
          isNull(quickPickups.bookingId),
        ),
      );
    const open = (openBookings?.n ?? 0) + (openPickups?.n ?? 0);
    if (open > 0) throw new AppError(409, ACCOUNT_MESSAGES.openOrders(open), { code: 'OPEN_ORDERS' });

    const ownBookings = tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, userId));
    await eraseOthersCopies(tx, ownBookings);
    const photos = await tx
      .delete(pickupPhotos)
      .where(inArray(pickupPhotos.bookingId, ownBookings))
      .returning({ key: pickupPhotos.storageKey });
    // Their answer to a rider's proposal is their own words; the proposal itself (items, amounts) stays with the order.
    await tx.update(customerVerifications).set({ responseReason: null }).where(eq(customerVerifications.userId, userId));
    await tx.delete(phoneCodes).where(and(eq(phoneCodes.phone, user.phone), eq(phoneCodes.purpose, 'customer_login')));
    // A retried request's answer holds the booking as sent (contact, address): theirs, or an admin's booking for them.
    await tx
      .delete(idempotencyKeys)
      .where(or(eq(idempotencyKeys.scope, `customer:${userId}`), like(idempotencyKeys.responseBody, `%${userId}%`)));

    await tx
      .update(bookings)
      .set({
        contactName: DELETED_CUSTOMER_NAME,
        contactPhone: '',
        address: DELETED_CUSTOMER_NAME,
        addressId: null,
        flatNo: null,
        landmark: null,
        lat: null,
        lng: null,
        specialInstructions: null,
        additionalDetails: null,
      })
      .where(eq(bookings.customerId, userId));
    await tx
      .update(quickPickups)
      .set({ customerName: DELETED_CUSTOMER_NAME, customerPhone: '', address: DELETED_CUSTOMER_NAME, houseNumber: null })
      .where(eq(quickPickups.customerId, userId));
    await stopHabits(tx, userId, at);
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(userPreferences).where(eq(userPreferences.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(detectedLocations).where(eq(detectedLocations.userId, userId));
    await tx.delete(liveEvents).where(eq(liveEvents.recipient, recipientKey({ kind: 'customer', id: userId })));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(users)
      .set({
        name: DELETED_CUSTOMER_NAME,
        phone: deletedPhone(userId),
        email: null,
        gstin: null,
        isVerified: false,
        referralCode: null,
        signupReferralCode: null,
      })
      .where(eq(users.id, userId));
    return photos.map((photo) => photo.key);
  });
  // A file left by a crash here has no row, so nothing serves it.
  for (const key of photoKeys) await deps.files.remove(key);
}

/**
 * Issue 30's habits of an erased account: every recurring pickup is stopped (so the job books nothing more for it) and
 * loses its note; the replies they sent lose their number and words; a plan subscription is cancelled at once and its
 * unpaid cycles voided (no renewal, payment link or reminder goes out); their ratings keep the stars for the riders'
 * averages but not their comment. Occurrences, cycles, draw-downs and tips stay as records of orders and money.
 */
async function stopHabits(tx: Tx, userId: string, at: Date): Promise<void> {
  await tx
    .update(recurringPickups)
    .set({ status: 'stopped', pausedReason: null, notes: null, updatedAt: at })
    .where(eq(recurringPickups.customerId, userId));
  await tx.update(inboundMessages).set({ fromPhone: '', text: null, reply: null }).where(eq(inboundMessages.customerId, userId));
  const subscriptions = tx
    .select({ id: planSubscriptions.id })
    .from(planSubscriptions)
    .where(eq(planSubscriptions.customerId, userId));
  await tx
    .update(planCycles)
    .set({ status: 'void' })
    .where(and(inArray(planCycles.subscriptionId, subscriptions), eq(planCycles.status, 'due')));
  await tx
    .update(planSubscriptions)
    .set({ status: 'cancelled', cancelAtPeriodEnd: true, cancelledAt: at, updatedAt: at })
    .where(and(eq(planSubscriptions.customerId, userId), ne(planSubscriptions.status, 'cancelled')));
  await tx.update(orderRatings).set({ comment: '' }).where(eq(orderRatings.customerId, userId));
}

/**
 * The riders' and admins' notices about the customer's orders keep the order but not the customer: the name and the
 * address in their data become 'Deleted customer' (a reason the customer gave goes), and the text is composed again
 * from that data. The live events that carried them to open screens are deleted (they only serve a resume).
 */
async function eraseOthersCopies(tx: Tx, ownBookings: SQLWrapper): Promise<void> {
  const notices = await tx
    .select({ id: notifications.id, message: notifications.message, data: notifications.data })
    .from(notifications)
    .where(and(inArray(notifications.bookingId, ownBookings), ne(notifications.recipientType, 'customer')));
  for (const notice of notices) {
    const data = { ...((notice.data as Record<string, unknown> | null) ?? {}) };
    if ('customer_name' in data) data.customer_name = DELETED_CUSTOMER_NAME;
    if ('address' in data) data.address = DELETED_CUSTOMER_NAME;
    if ('reason' in data) data.reason = null;
    const message = riderNoticeBody(data, ENGLISH_RIDER_NOTICES) ?? notice.message;
    await tx
      .update(notifications)
      .set({ data: notice.data === null ? null : data, message })
      .where(eq(notifications.id, notice.id));
  }
  if (notices.length === 0) return;
  await tx.delete(liveEvents).where(
    and(
      eq(liveEvents.event, 'notification'),
      inArray(
        sql`${liveEvents.data}->>'_id'`,
        notices.map((n) => n.id),
      ),
    ),
  );
}
