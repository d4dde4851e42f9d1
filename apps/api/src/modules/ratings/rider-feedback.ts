import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { needsFollowUp, paiseToRupees, type RiderFeedback } from '@washday/core';
import type { Db } from '../../db/client.js';
import { bookings, orderRatings, riderTips, users } from '../../db/schema/index.js';
import { firstName } from './rating-records.js';

const LIST_LIMIT = 50;

/**
 * What the rider's portal shows (docs/decisions/0041-ratings-and-tips.md): tips captured for them (in full) and the
 * stars customers gave them. A low rating is shown without the customer's name or the order number, which would
 * name the customer too.
 */
export async function riderFeedback(db: Db, riderId: string): Promise<RiderFeedback> {
  const captured = and(eq(riderTips.riderId, riderId), eq(riderTips.status, 'captured'));
  const [tipTotals] = await db
    .select({ paise: sql<number>`coalesce(sum(${riderTips.amountPaise}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(riderTips)
    .where(captured);
  const rated = and(eq(orderRatings.riderId, riderId), isNotNull(orderRatings.riderStars));
  const [ratingTotals] = await db
    .select({
      average: sql<string | null>`round(avg(${orderRatings.riderStars}), 1)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(orderRatings)
    .where(rated);
  const tips = await db
    .select({ id: riderTips.id, paise: riderTips.amountPaise, at: riderTips.capturedAt, order: bookings.customOrderId })
    .from(riderTips)
    .innerJoin(bookings, eq(bookings.id, riderTips.bookingId))
    .where(captured)
    .orderBy(desc(riderTips.capturedAt))
    .limit(LIST_LIMIT);
  const ratings = await db
    .select({ rating: orderRatings, order: bookings.customOrderId, customer: users.name })
    .from(orderRatings)
    .innerJoin(bookings, eq(bookings.id, orderRatings.bookingId))
    .leftJoin(users, eq(users.id, orderRatings.customerId))
    .where(rated)
    .orderBy(desc(orderRatings.createdAt))
    .limit(LIST_LIMIT);
  return {
    totals: {
      tips: paiseToRupees(tipTotals?.paise ?? 0),
      tips_count: tipTotals?.count ?? 0,
      rating: ratingTotals?.average == null ? null : Number(ratingTotals.average),
      ratings_count: ratingTotals?.count ?? 0,
    },
    tips: tips.map((t) => ({ id: t.id, order_number: t.order, amount: paiseToRupees(t.paise), at: t.at!.toISOString() })),
    ratings: ratings.map(({ rating, order, customer }) => {
      const low = needsFollowUp(rating.orderStars, rating.riderStars);
      return {
        id: rating.id,
        order_number: low ? null : order,
        stars: rating.riderStars!,
        tags: rating.tags,
        comment: rating.comment,
        customer: low || !customer ? null : firstName(customer),
        low,
        at: rating.createdAt.toISOString(),
      };
    }),
  };
}
