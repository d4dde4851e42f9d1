import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, paiseToRupees, type ActivityEntry, type AdminStats, type WeekChange } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { adminUsers, bookings, orderEvents, riders, trips, users, vendorStaff } from '../../db/schema/index.js';
import { statusTotals } from '../booking-stats/booking-stats.repository.js';
import { describeStep } from './activity-words.js';
import { collectedBetween } from './collected-revenue.js';
import { claimFigures } from '../claims/claim-figures.js';
import { activeAt, pendingAt, placedBetween, revenueBetween } from './stats-windows.js';

// The Overview (docs/decisions/0012-admin-stats.md): from the booking rollups the database keeps (decision 0022).

const WEEK_MS = 7 * 86_400_000;

/** One card's change: one decimal of percent, null when last week had nothing to compare with. */
export function weekChange(thisWeek: number, lastWeek: number): WeekChange {
  return {
    this_week: thisWeek,
    last_week: lastWeek,
    percent: lastWeek === 0 ? null : Math.round(((thisWeek - lastWeek) / lastWeek) * 1000) / 10,
  };
}

/**
 * The four cards at `now` (the app's clock). This week is the 7 days (168 hours; India has no daylight saving) up
 * to now, last week the 7 days before. Totals come from the status totals; each week, the active customers and the
 * pending of a week ago from the hourly rollups and the rows at the edges (stats-windows.ts): one statement of a few
 * small reads, whatever the number of bookings.
 */
export async function adminStats(db: DbOrTx, now: Date): Promise<AdminStats> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const twoWeeksAgo = new Date(now.getTime() - 2 * WEEK_MS);
  const figure = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);
  const [totals, [row], claims] = await Promise.all([
    statusTotals(db),
    db
      .select({
        placedThisWeek: figure(placedBetween(weekAgo, now)),
        placedLastWeek: figure(placedBetween(twoWeeksAgo, weekAgo)),
        revenueThisWeek: figure(revenueBetween(weekAgo, now)),
        revenueLastWeek: figure(revenueBetween(twoWeeksAgo, weekAgo)),
        collectedThisWeek: figure(collectedBetween(weekAgo, now)),
        collectedLastWeek: figure(collectedBetween(twoWeeksAgo, weekAgo)),
        activeNow: figure(activeAt(now)),
        activeWeekAgo: figure(activeAt(weekAgo)),
        pendingWeekAgo: figure(pendingAt(weekAgo)),
      })
      .from(sql`(select 1) as one`),
    claimFigures(db, now),
  ]);
  const r = row!;
  const total = BOOKING_STATUSES.reduce((sum, status) => sum + totals[status].bookings, 0);
  return {
    bookings: {
      total,
      pending: totals.pending.bookings,
      change: weekChange(r.placedThisWeek, r.placedLastWeek),
      pending_change: weekChange(totals.pending.bookings, r.pendingWeekAgo),
    },
    users: { active: r.activeNow, change: weekChange(r.activeNow, r.activeWeekAgo) },
    revenue: {
      total: paiseToRupees(totals.completed.finalPaise),
      change: weekChange(paiseToRupees(r.revenueThisWeek), paiseToRupees(r.revenueLastWeek)),
      collected: weekChange(paiseToRupees(r.collectedThisWeek), paiseToRupees(r.collectedLastWeek)),
    },
    claims,
  };
}

const actorAdmin = alias(adminUsers, 'actor_admin');
const actorRider = alias(riders, 'actor_rider');
const actorCustomer = alias(users, 'actor_customer');
const actorVendor = alias(vendorStaff, 'actor_vendor');
const tripRider = alias(riders, 'trip_rider');

const ROLE_LABEL = {
  admin: 'Admin',
  rider: 'Rider',
  customer: 'Customer',
  vendor: 'Laundry staff',
  planner: 'Route planner',
} as const;

/**
 * The newest steps of every order's audit trail, `before` an entry id for the next page. Names come from one join
 * per kind of actor; an assignment names its rider while no later reassignment of that trip hides who it was.
 */
export async function recentActivity(
  db: DbOrTx,
  query: { limit: number; before?: string | undefined },
): Promise<{ activity: ActivityEntry[]; nextBefore: string | null }> {
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
      actorName: sql<
        string | null
      >`coalesce(${actorAdmin.username}, ${actorRider.name}, ${actorCustomer.name}, ${actorVendor.name})`,
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
    .leftJoin(actorVendor, and(eq(orderEvents.actorRole, 'vendor'), eq(actorVendor.id, orderEvents.actorId)))
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
      actor: {
        role: row.actorRole,
        id: row.actorId,
        // The planner has no account: its steps are named, never 'removed'.
        name: row.actorRole === 'planner' ? ROLE_LABEL.planner : (row.actorName ?? `${ROLE_LABEL[row.actorRole]} (removed)`),
      },
    };
  });
  const last = page.at(-1);
  return { activity, nextBefore: rows.length > query.limit && last ? String(last.id) : null };
}
