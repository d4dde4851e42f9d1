import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVE_CUSTOMER_DAYS, BOOKING_STATUSES } from '@washday/core';
import type { Db } from '../../db/client.js';
import { bookingItems, bookings, orderEvents, trips, users } from '../../db/schema/index.js';
import { seedDemoData } from '../../db/seed/seed-demo.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { noLifecycleListeners } from '../orders/order-audit.js';
import { moveOrder } from '../orders/order-transitions.js';
import { rebuildBookingStats, statusTotals } from './booking-stats.repository.js';

// The rollups the database triggers keep (drizzle/0021_booking_stats_triggers.sql) against the same rollups computed afresh from
// the bookings: after orders are placed, moved through their lifecycle, edited, cancelled and removed, they must agree.

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Every rollup summed over its shards, rows that sum to nothing left out, in a fixed order. */
async function rollups(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select 'totals' as k, status::text as key, sum(bookings) || ' ' || sum(final_paise) as v from booking_status_totals group by status
      having sum(bookings) <> 0 or sum(final_paise) <> 0
    union all select 'hours', hour::text, sum(placed) || ' ' || sum(completed) || ' ' || sum(completed_paise) from booking_hours group by hour
      having sum(placed) <> 0 or sum(completed) <> 0 or sum(completed_paise) <> 0
    union all select 'days', day || ' ' || status, sum(placed)::text from booking_days group by day, status having sum(placed) <> 0
    union all select 'services', day || ' ' || service_id || ' ' || custom_name || ' ' || unit, sum(quantity) || ' ' || sum(orders) || ' ' || sum(paise)
      from service_days group by day, service_id, custom_name, unit having sum(quantity) <> 0 or sum(orders) <> 0 or sum(paise) <> 0
    union all select 'riders', day || ' ' || rider_id, sum(pickups) || ' ' || sum(deliveries) || ' ' || sum(on_time) from rider_days group by day, rider_id
      having sum(pickups) <> 0 or sum(deliveries) <> 0 or sum(on_time) <> 0
    union all select 'deliveries', day::text, sum(delivered) || ' ' || sum(late) || ' ' || round(sum(actual_seconds)::numeric, 3) || ' ' || round(sum(promised_seconds)::numeric, 3)
      from delivery_days group by day having sum(delivered) <> 0 or sum(late) <> 0 or round(sum(actual_seconds)::numeric, 3) <> 0
    union all select 'exits', left_hour || ' ' || placed_hour, sum(exits)::text from pending_exit_hours group by left_hour, placed_hour having sum(exits) <> 0
    union all select 'activity', hour::text, sum(starts) || ' ' || sum(ends) from activity_hours group by hour having sum(starts) <> 0 or sum(ends) <> 0
    union all select 'spans', customer_id || ' ' || starts_at, ends_at::text from customer_activity`);
  return rowsOf<{ k: string; key: string; v: string }>(result)
    .map((row) => `${row.k} ${row.key}: ${row.v}`)
    .sort();
}

describe('booking figures kept by the database', () => {
  const ctx = useTestApp();

  it('agree with the figures computed from the bookings, after placing, moving, editing, cancelling and removing orders', async () => {
    const db = ctx.database.db;
    const now = ctx.clock.now();
    // The demo orders go through the real lifecycle: confirmed, assigned, collected, at the vendor, delivered, cancelled.
    await seedDemoData(db, ctx.app.env.APP_SECRET, now);
    const [customer] = await db.select().from(users).limit(1);
    const [admin] = await db.query.adminUsers.findMany();
    const deps = { db, now: () => ctx.clock.now(), events: noLifecycleListeners };
    const adminRef = { role: 'admin' as const, id: admin!.id };

    // An admin edit that replaces the lines with two custom lines of one name, and a cancellation by the customer.
    const edited = await insertBooking(ctx.app, customer!.id);
    await moveOrder(deps, edited.id, adminRef, {
      type: 'adminEdit',
      edit: {
        items: [
          { name: 'Curtain wash', quantity: 2, price: 150, unit: 'PC' },
          { name: 'Curtain wash', quantity: 1, price: 90, unit: 'PC' },
        ],
      },
    });
    const cancelled = await insertBooking(ctx.app, customer!.id);
    ctx.clock.advance(60_000);
    await moveOrder(deps, cancelled.id, { role: 'customer', id: customer!.id }, { type: 'cancel' });
    // Rows written straight, in bulk: a completed order with both trips, then a booking removed with its lines and trips.
    const [done] = await db
      .insert(bookings)
      .values({
        customOrderId: 'WD-STATS1',
        customerId: customer!.id,
        scheduledDate: '2026-11-10',
        scheduledTime: '10:00',
        deliveryDate: '2026-11-11',
        deliveryTime: '18:00',
        address: 'x',
        contactPhone: '9876543210',
        subtotalPaise: 5000,
        finalPaise: 4500,
        status: 'completed',
        createdAt: new Date('2026-11-09T10:00:00Z'),
        completedAt: new Date('2026-11-11T13:00:00Z'),
      })
      .returning();
    const [rider] = await db.query.riders.findMany();
    await db.insert(trips).values([
      {
        bookingId: done!.id,
        kind: 'pickup',
        riderId: rider!.id,
        status: 'completed',
        assignedAt: new Date('2026-11-10T03:00:00Z'),
        pickedUpAt: new Date('2026-11-10T04:50:00Z'),
        completedAt: new Date('2026-11-10T06:00:00Z'),
      },
      {
        bookingId: done!.id,
        kind: 'delivery',
        riderId: rider!.id,
        status: 'completed',
        assignedAt: new Date('2026-11-11T10:00:00Z'),
        completedAt: new Date('2026-11-11T13:00:00Z'),
      },
    ]);
    await db.insert(bookingItems).values({
      bookingId: done!.id,
      serviceId: 'iron-regular',
      serviceName: 'Regular Iron',
      unit: 'PC',
      quantity: 3,
      unitPricePaise: 2000,
      totalPricePaise: 6000,
    });
    await db.insert(orderEvents).values({
      bookingId: done!.id,
      trip: null,
      fromState: 'pending',
      toState: 'confirmed',
      actorRole: 'admin',
      createdAt: new Date('2026-11-09T11:00:00Z'),
    });
    await db.update(bookings).set({ scheduledTime: '11:00' }).where(eq(bookings.id, done!.id));
    const removed = await insertBooking(ctx.app, customer!.id);
    await db.delete(bookings).where(eq(bookings.id, removed.id));
    // A line added to a booking that has lines (same service and one more): its order is counted once per service.
    const added = await insertBooking(ctx.app, customer!.id);
    const line = { bookingId: added.id, serviceName: 'Regular Iron', unit: 'PC' as const, unitPricePaise: 2000 };
    await db.insert(bookingItems).values([
      { ...line, serviceId: 'iron-regular', quantity: 2, totalPricePaise: 4000 },
      { ...line, serviceId: 'iron-regular-steam', serviceName: 'Regular Steam Iron', quantity: 1, totalPricePaise: 2000 },
    ]);
    // One customer's bookings over time: inside the span, extending it within the hour and past it, a new span, one
    // bridging two spans, and one placed before the first (the span moves in place only when it just goes on).
    const [other] = await db.insert(users).values({ phone: '919811122233', name: 'Span Customer' }).returning();
    const first = new Date('2026-10-01T04:10:00Z');
    for (const minutes of [0, 5, 20, 180, 60 * 24 * 45, 60 * 24 * 20, -60 * 24]) {
      await db.insert(bookings).values({
        customOrderId: `WD-SPAN${String(minutes).replace('-', 'M')}`,
        customerId: other!.id,
        scheduledDate: '2026-10-02',
        scheduledTime: '10:00',
        deliveryDate: '2026-10-03',
        deliveryTime: '18:00',
        address: 'x',
        contactPhone: '9876543210',
        subtotalPaise: 1000,
        finalPaise: 1000,
        createdAt: new Date(first.getTime() + minutes * 60_000),
      });
    }

    const kept = await rollups(db);
    expect(kept.length).toBeGreaterThan(10);
    const truth = rowsOf<{ status: string; n: number }>(
      await db.execute(sql`select status, count(*)::int as n from bookings group by status`),
    );
    const totals = await statusTotals(db);
    for (const status of BOOKING_STATUSES)
      expect(totals[status].bookings, status).toBe(truth.find((t) => t.status === status)?.n ?? 0);

    await rebuildBookingStats(db);
    expect(await rollups(db)).toEqual(kept);
  });

  it('count a customer active for the 30 days the Overview says (the span is written into the triggers)', () => {
    expect(ACTIVE_CUSTOMER_DAYS, 'change the 30 days in booking_stats_activity and booking_stats_rebuild too').toBe(30);
  });
});
