import { and, eq } from 'drizzle-orm';
import type { ratingBodySchema } from '@washday/core';
import {
  BOOKING_MESSAGES,
  RATING_MESSAGES,
  needsFollowUp,
  paiseToRupees,
  ratingEditEnds,
  ratingEditable,
  type OrderRating,
  type RatingView,
  type TipView,
} from '@washday/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { bookings, orderRatings, riderTips, riders, trips } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';

// A customer's rating of a completed order and its delivery rider (docs/decisions/0041-ratings-and-tips.md): one per
// order (a unique index), changed for 7 days from when it was first given, a low one opening operations' follow-up.

type RatingRow = typeof orderRatings.$inferSelect;
type TipRow = typeof riderTips.$inferSelect;
type RatingInput = z.output<typeof ratingBodySchema>;

export interface RatingDeps {
  db: Db;
  now: () => Date;
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function ratingView(row: RatingRow, now: Date): RatingView {
  return {
    id: row.id,
    order_stars: row.orderStars,
    rider_stars: row.riderStars,
    tags: row.tags,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    editable_until: ratingEditEnds(row.createdAt).toISOString(),
    editable: ratingEditable(row.createdAt, now),
  };
}

export function tipView(row: TipRow): TipView {
  return {
    id: row.id,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    captured_at: row.capturedAt?.toISOString() ?? null,
  };
}

/** The customer's own booking (another's is not found) and the rider who delivered it. */
export async function ownBooking(db: Db, bookingId: string, customerId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      customerId: bookings.customerId,
      vendorId: bookings.vendorId,
      customOrderId: bookings.customOrderId,
      riderId: trips.riderId,
      riderName: riders.name,
    })
    .from(bookings)
    .leftJoin(trips, and(eq(trips.bookingId, bookings.id), eq(trips.kind, 'delivery')))
    .leftJoin(riders, eq(riders.id, trips.riderId))
    .where(eq(bookings.id, bookingId));
  if (!row || row.customerId !== customerId) throw notFound(BOOKING_MESSAGES.notFound);
  return row;
}

export async function readOrderRating(deps: RatingDeps, bookingId: string, customerId: string): Promise<OrderRating> {
  const booking = await ownBooking(deps.db, bookingId, customerId);
  const [rating] = await deps.db.select().from(orderRatings).where(eq(orderRatings.bookingId, bookingId));
  const [tip] = await deps.db
    .select()
    .from(riderTips)
    .where(and(eq(riderTips.bookingId, bookingId), eq(riderTips.status, 'captured')))
    .limit(1);
  return {
    success: true,
    can_rate: booking.status === 'completed',
    rider: booking.riderId && booking.riderName ? { name: firstName(booking.riderName) } : null,
    rating: rating ? ratingView(rating, deps.now()) : null,
    tip: tip ? tipView(tip) : null,
  };
}

/** Gives or changes the rating; answers whether it was new. */
export async function saveRating(
  deps: RatingDeps,
  bookingId: string,
  customerId: string,
  input: RatingInput,
): Promise<{ created: boolean }> {
  const booking = await ownBooking(deps.db, bookingId, customerId);
  if (booking.status !== 'completed') throw conflict(RATING_MESSAGES.notCompleted);
  const at = deps.now();
  const riderStars = booking.riderId ? input.rider_stars : null;
  const low = needsFollowUp(input.order_stars, riderStars);
  const fields = { orderStars: input.order_stars, riderStars, tags: input.tags, comment: input.comment, updatedAt: at };
  // A second rating at once meets the unique index and becomes an edit of the first.
  const inserted = await deps.db
    .insert(orderRatings)
    .values({
      bookingId,
      customerId,
      riderId: booking.riderId,
      vendorId: booking.vendorId,
      createdAt: at,
      followUpStatus: low ? 'open' : null,
      ...fields,
    })
    .onConflictDoNothing({ target: orderRatings.bookingId })
    .returning({ id: orderRatings.id });
  if (inserted.length > 0) return { created: true };

  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(orderRatings).where(eq(orderRatings.bookingId, bookingId)).for('update');
    if (!existing) throw notFound(RATING_MESSAGES.ratingNotFound);
    if (!ratingEditable(existing.createdAt, at)) throw conflict(RATING_MESSAGES.editClosed);
    // Newly low: operations follow it up again, even if an earlier follow-up was closed.
    const wasLow = needsFollowUp(existing.orderStars, existing.riderStars);
    const followUp =
      low && !wasLow ? { followUpStatus: 'open' as const, followUpClosedAt: null, followUpClosedByAdminId: null } : {};
    await tx
      .update(orderRatings)
      .set({ ...fields, ...followUp })
      .where(eq(orderRatings.id, existing.id));
    return { created: false };
  });
}
