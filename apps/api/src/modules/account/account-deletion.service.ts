import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, DELETED_CUSTOMER_NAME, OPEN_ORDER_STATUSES } from '@washday/core';
import type { Db } from '../../db/client.js';
import {
  addresses,
  bookings,
  detectedLocations,
  liveEvents,
  notifications,
  pushSubscriptions,
  quickPickups,
  sessions,
  userPreferences,
  users,
} from '../../db/schema/index.js';
import { recipientKey } from '../../events/recipients.js';
import { AppError, notFound } from '../../lib/errors.js';

/**
 * The phone an erased account keeps: users.phone is unique and required, and this value is never a mobile number, so
 * no sign-in can reach the account again and the same number signs up afresh.
 */
export const deletedPhone = (userId: string) => `deleted:${userId}`;

/**
 * Erases a customer's personal data (DPDP: the right to erasure) in one transaction: name, phone and email on the
 * account, their addresses, preferences, notifications, detected locations, live events, push subscriptions and
 * sessions (so they are signed out everywhere). Bookings stay as records of money (amounts, lines, coupons, dates) with their contact name,
 * phone, address and notes replaced; quick pickup requests likewise. Refused while an order is still moving.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks the account: a booking being placed for it waits for this to finish.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
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
        isVerified: false,
        referralCode: null,
        signupReferralCode: null,
      })
      .where(eq(users.id, userId));
  });
}
