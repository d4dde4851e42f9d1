import { and, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, ORDER_MESSAGES } from '@washday/core';
import type { Tx } from '../../db/client.js';
import { bookings, riders, trips } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';

/** What the caller is told when they are not the pickup's rider, or the items are no longer in hand (and its code). */
export interface PickupInHandRefusals {
  notPickupRider: string;
  tooLate: string;
  tooLateCode: string;
}

/**
 * Locks the booking (so what is counted next still holds at the write) and checks the caller is the approved rider
 * of its pickup with the items in hand: accepted or on the way, on an order still open. Proof at the door (photos) and
 * the tags on the items follow this rule.
 */
export async function lockPickupInHand(
  tx: Tx,
  bookingId: string,
  riderId: string,
  refusals: PickupInHandRefusals,
): Promise<void> {
  const [booking] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  const [rider] = await tx.select({ status: riders.status }).from(riders).where(eq(riders.id, riderId));
  if (rider?.status !== 'approved') {
    const status = rider?.status ?? 'pending';
    throw new AppError(403, ORDER_MESSAGES.riderNotApproved(status), { code: 'RIDER_NOT_APPROVED', extra: { status } });
  }
  const [pickup] = await tx
    .select({ riderId: trips.riderId, status: trips.status })
    .from(trips)
    .where(and(eq(trips.bookingId, bookingId), eq(trips.kind, 'pickup')));
  if (!pickup || pickup.riderId !== riderId) throw forbidden(refusals.notPickupRider);
  const open = booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'in_progress';
  const inHand = pickup.status === 'accepted' || pickup.status === 'picked_up';
  if (!open || !inHand) throw new AppError(409, refusals.tooLate, { code: refusals.tooLateCode });
}
