import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { addDaysToDate, paiseToRupees, type AdminRatings, type LowRating, type RatingFigure } from '@washday/core';
import type { Db } from '../../db/client.js';
import { bookingItems, bookings, orderRatings, riderTips, riders, users, vendors } from '../../db/schema/index.js';

// Operations' view of ratings (docs/decisions/0041-ratings-and-tips.md): per week, per rider (their stars), per vendor
// and per service (the order's stars) over India's days, and the lowest-rated orders first with their follow-ups.

const LOWEST_LIMIT = 25;
const avg = (column: SQL | typeof orderRatings.orderStars) => sql<number | null>`round(avg(${column}), 2)::float8`;
const count = sql<number>`count(distinct ${orderRatings.id})::int`;

/** An India day's start as a moment. */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

export async function adminRatings(db: Db, from: string, to: string): Promise<AdminRatings> {
  const start = indiaDayStart(from);
  const end = indiaDayStart(addDaysToDate(to, 1));
  const inRange = and(gte(orderRatings.createdAt, start), lt(orderRatings.createdAt, end));
  const [totals] = await db
    .select({ ratings: count, order: avg(orderRatings.orderStars), rider: avg(sql`${orderRatings.riderStars}`) })
    .from(orderRatings)
    .where(inRange);
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderRatings)
    .where(eq(orderRatings.followUpStatus, 'open'));
  const [tips] = await db
    .select({ paise: sql<number>`coalesce(sum(${riderTips.amountPaise}), 0)::int` })
    .from(riderTips)
    .where(and(eq(riderTips.status, 'captured'), gte(riderTips.capturedAt, start), lt(riderTips.capturedAt, end)));

  const week = sql<string>`to_char(date_trunc('week', ${orderRatings.createdAt} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;
  const weekly = await db
    .select({ week, ratings: count, order: avg(orderRatings.orderStars), rider: avg(sql`${orderRatings.riderStars}`) })
    .from(orderRatings)
    .where(inRange)
    .groupBy(week)
    .orderBy(week);

  const figure = (r: { id: string | null; name: string | null; ratings: number; average: number | null }): RatingFigure => ({
    id: r.id,
    name: r.name ?? 'Unknown',
    ratings: r.ratings,
    average: r.average ?? 0,
  });
  const byRider = await db
    .select({ id: riders.id, name: riders.name, ratings: count, average: avg(sql`${orderRatings.riderStars}`) })
    .from(orderRatings)
    .innerJoin(riders, eq(riders.id, orderRatings.riderId))
    .where(and(inRange, isNotNull(orderRatings.riderStars)))
    .groupBy(riders.id, riders.name)
    .orderBy(asc(sql`3`), asc(riders.name));
  const byVendor = await db
    .select({ id: vendors.id, name: vendors.name, ratings: count, average: avg(orderRatings.orderStars) })
    .from(orderRatings)
    .innerJoin(vendors, eq(vendors.id, orderRatings.vendorId))
    .where(inRange)
    .groupBy(vendors.id, vendors.name)
    .orderBy(asc(vendors.name));
  const byService = await db
    .select({ name: bookingItems.serviceName, ratings: count, average: avg(orderRatings.orderStars) })
    .from(orderRatings)
    .innerJoin(bookingItems, eq(bookingItems.bookingId, orderRatings.bookingId))
    .where(inRange)
    .groupBy(bookingItems.serviceName)
    .orderBy(asc(bookingItems.serviceName));

  const lowest = await lowRatings(
    db,
    inRange!,
    [
      asc(sql`least(${orderRatings.orderStars}, coalesce(${orderRatings.riderStars}, 5))`),
      asc(orderRatings.orderStars),
      desc(orderRatings.createdAt),
    ],
    LOWEST_LIMIT,
  );
  return {
    range: { from, to },
    totals: {
      ratings: totals?.ratings ?? 0,
      order_average: totals?.order ?? null,
      rider_average: totals?.rider ?? null,
      open_follow_ups: open?.n ?? 0,
      tips: paiseToRupees(tips?.paise ?? 0),
    },
    weekly: weekly.map((w) => ({ week: w.week, ratings: w.ratings, order_average: w.order, rider_average: w.rider })),
    by_rider: byRider.map((r) => figure(r)),
    by_vendor: byVendor.map((r) => figure(r)),
    by_service: byService.map((r) => figure({ ...r, id: null })),
    lowest,
  };
}

/** Ratings with the order, customer, rider and vendor, as operations' list shows them. */
export async function lowRatings(db: Db, where: SQL, order: SQL[], limit: number): Promise<LowRating[]> {
  const rows = await db
    .select({
      rating: orderRatings,
      order: bookings.customOrderId,
      customer: users.name,
      phone: bookings.contactPhone,
      rider: riders.name,
      vendor: vendors.name,
    })
    .from(orderRatings)
    .innerJoin(bookings, eq(bookings.id, orderRatings.bookingId))
    .leftJoin(users, eq(users.id, orderRatings.customerId))
    .leftJoin(riders, eq(riders.id, orderRatings.riderId))
    .leftJoin(vendors, eq(vendors.id, orderRatings.vendorId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map(({ rating: r, ...o }) => ({
    id: r.id,
    booking_id: r.bookingId,
    order_number: o.order,
    order_stars: r.orderStars,
    rider_stars: r.riderStars,
    tags: r.tags,
    comment: r.comment,
    customer: { name: o.customer ?? 'Deleted account', phone: o.phone },
    rider: o.rider,
    vendor: o.vendor,
    created_at: r.createdAt.toISOString(),
    follow_up: r.followUpStatus
      ? { status: r.followUpStatus, note: r.followUpNote, closed_at: r.followUpClosedAt?.toISOString() ?? null }
      : null,
  }));
}
