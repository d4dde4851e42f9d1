import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACTIVE_CUSTOMER_DAYS, paiseToRupees, type ActivityEntry, type AdminStats, type WeekChange } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { adminUsers, bookings, orderEvents, riders, trips, users } from '../../db/schema/index.js';
import { describeStep } from './activity-words.js';

// The Overview (docs/decisions/0012-admin-stats.md). Every figure is one aggregate in SQL; nothing loads the bookings.

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** One card's change: one decimal of percent, null when last week had nothing to compare with. */
export function weekChange(thisWeek: number, lastWeek: number): WeekChange {
  return { this_week: thisWeek, last_week: lastWeek, percent: lastWeek === 0 ? null : Math.round(((thisWeek - lastWeek) / lastWeek) * 1000) / 10 };
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
/** The week ending at `end`: after `start`, up to and including `end`, so a moment on the boundary counts once. */
const within = (column: AnyPgColumn, start: Date, end: Date) => sql`(${column} > ${at(start)} and ${column} <= ${at(end)})`;
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const paiseWhere = (condition: SQL) => sql<number>`coalesce(sum(${bookings.finalPaise}) filter (where ${condition}), 0)`.mapWith(Number);
const customersWhere = (condition: SQL) => sql<number>`count(distinct ${bookings.customerId}) filter (where ${condition})`.mapWith(Number);

/**
 * The four cards at `now` (the app's clock). This week is the 7 days (168 hours; India has no daylight saving) up
 * to now, last week the 7 days before. Pending a week ago is read back from the audit trail: a booking placed by
 * then that is still pending, or whose step out of pending came after it.
 */
export async function adminStats(db: DbOrTx, now: Date): Promise<AdminStats> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const twoWeeksAgo = new Date(now.getTime() - 2 * WEEK_MS);
  const activeSpan = ACTIVE_CUSTOMER_DAYS * DAY_MS;
  const completed = sql`${bookings.status} = 'completed'`;
  // Leaving pending updates the row, so only rows changed since then need the audit trail (an index probe each).
  const leftPendingAfter = (moment: Date) => sql`${bookings.updatedAt} > ${at(moment)} and exists (
    select 1 from ${orderEvents}
    where ${orderEvents.bookingId} = ${bookings.id} and ${orderEvents.trip} is null
      and ${orderEvents.fromState} = 'pending' and ${orderEvents.createdAt} > ${at(moment)})`;

  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      pending: countWhere(sql`${bookings.status} = 'pending'`),
      pendingWeekAgo: countWhere(sql`${bookings.createdAt} <= ${at(weekAgo)} and (${bookings.status} = 'pending' or ${leftPendingAfter(weekAgo)})`),
      placedThisWeek: countWhere(within(bookings.createdAt, weekAgo, now)),
      placedLastWeek: countWhere(within(bookings.createdAt, twoWeeksAgo, weekAgo)),
      revenue: paiseWhere(completed),
      revenueThisWeek: paiseWhere(sql`${completed} and ${within(bookings.completedAt, weekAgo, now)}`),
      revenueLastWeek: paiseWhere(sql`${completed} and ${within(bookings.completedAt, twoWeeksAgo, weekAgo)}`),
      activeNow: customersWhere(within(bookings.createdAt, new Date(now.getTime() - activeSpan), now)),
      activeWeekAgo: customersWhere(within(bookings.createdAt, new Date(weekAgo.getTime() - activeSpan), weekAgo)),
    })
    .from(bookings);
  const r = row!;
  return {
    bookings: { total: r.total, pending: r.pending, change: weekChange(r.placedThisWeek, r.placedLastWeek), pending_change: weekChange(r.pending, r.pendingWeekAgo) },
    users: { active: r.activeNow, change: weekChange(r.activeNow, r.activeWeekAgo) },
    revenue: {
      total: paiseToRupees(r.revenue),
      change: weekChange(paiseToRupees(r.revenueThisWeek), paiseToRupees(r.revenueLastWeek)),
    },
  };
}

const actorAdmin = alias(adminUsers, 'actor_admin');
const actorRider = alias(riders, 'actor_rider');
const actorCustomer = alias(users, 'actor_customer');
const tripRider = alias(riders, 'trip_rider');

const ROLE_LABEL = { admin: 'Admin', rider: 'Rider', customer: 'Customer' } as const;

/**
 * The newest steps of every order's audit trail, `before` an entry id for the next page. Names come from one join
 * per kind of actor; an assignment names its rider while no later reassignment of that trip hides who it was.
 */
export async function recentActivity(db: DbOrTx, query: { limit: number; before?: string | undefined }): Promise<{ activity: ActivityEntry[]; nextBefore: string | null }> {
  const rows = await db
    .select({
      id: orderEvents.id,
      at: orderEvents.createdAt,
      bookingId: orderEvents.bookingId,
      customOrderId: bookings.customOrderId,
      customerName: users.name,
      contactName: bookings.contactName,
      trip: orderEvents.trip,
      from: orderEvents.fromState,
      to: orderEvents.toState,
      note: orderEvents.note,
      actorRole: orderEvents.actorRole,
      actorId: orderEvents.actorId,
      actorName: sql<string | null>`coalesce(${actorAdmin.username}, ${actorRider.name}, ${actorCustomer.name})`,
      tripRiderName: tripRider.name,
      hiddenByReassign: sql<boolean>`exists (
        select 1 from ${orderEvents} later where later.booking_id = ${orderEvents.bookingId} and later.trip = ${orderEvents.trip}
          and later.to_state = 'reassigned' and later.id > ${orderEvents.id})`,
    })
    .from(orderEvents)
    .innerJoin(bookings, eq(bookings.id, orderEvents.bookingId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(actorAdmin, and(eq(orderEvents.actorRole, 'admin'), eq(actorAdmin.id, orderEvents.actorId)))
    .leftJoin(actorRider, and(eq(orderEvents.actorRole, 'rider'), eq(actorRider.id, orderEvents.actorId)))
    .leftJoin(actorCustomer, and(eq(orderEvents.actorRole, 'customer'), eq(actorCustomer.id, orderEvents.actorId)))
    .leftJoin(trips, and(eq(trips.bookingId, orderEvents.bookingId), eq(trips.kind, orderEvents.trip)))
    .leftJoin(tripRider, eq(tripRider.id, trips.riderId))
    .where(query.before ? lt(orderEvents.id, Number(query.before)) : undefined)
    // The id is the order the steps were written in (one sequence), and the primary key serves this order.
    .orderBy(desc(orderEvents.id))
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const activity = page.map((row): ActivityEntry => {
    const assignee = (row.to === 'assigned' || row.to === 'reassigned') && !row.hiddenByReassign ? row.tripRiderName : null;
    const { summary, note } = describeStep({ trip: row.trip, from: row.from, to: row.to, note: row.note, assignee });
    return {
      id: String(row.id),
      at: row.at.toISOString(),
      booking_id: row.bookingId,
      custom_order_id: row.customOrderId,
      customer_name: row.customerName || row.contactName || 'Customer',
      trip: row.trip,
      from: row.from,
      to: row.to,
      summary,
      note,
      actor: { role: row.actorRole, id: row.actorId, name: row.actorName ?? `${ROLE_LABEL[row.actorRole]} (removed)` },
    };
  });
  const last = page.at(-1);
  return { activity, nextBefore: rows.length > query.limit && last ? String(last.id) : null };
}
