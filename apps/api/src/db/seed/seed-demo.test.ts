import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/test-app.js';
import { tokenFor } from '../../test/identity-fixtures.js';
import { bookings, orderEvents, riders, trips } from '../schema/index.js';
import { DEMO_ACCOUNTS, seedDemoData } from './seed-demo.js';

const ctx = useTestApp();

describe('demo data', () => {
  it('drives the demo orders through the real lifecycle, so each role sees a consistent day', async () => {
    expect(await seedDemoData(ctx.database.db, ctx.env.APP_SECRET, ctx.clock.now())).toBe(true);
    const db = ctx.database.db;
    const [rider] = await db
      .select()
      .from(riders)
      .where(eq(riders.phone, `91${DEMO_ACCOUNTS.rider.phone}`));
    expect(rider).toMatchObject({ status: 'approved', isActive: false });

    const rows = await db.select().from(bookings).orderBy(bookings.scheduledDate);
    expect(rows.map((b) => [b.status, b.vendorStage])).toEqual([
      ['completed', 'ready'],
      ['cancelled', null],
      ['in_progress', null],
      ['confirmed', null],
      ['pending', null],
    ]);
    const tripRows = await db.select().from(trips);
    const tripsOf = (id: string) =>
      tripRows
        .filter((t) => t.bookingId === id)
        .map((t) => [t.kind, t.status, t.itemsCollected])
        .sort();
    expect(tripsOf(rows[0]!.id)).toEqual([
      ['delivery', 'completed', null],
      ['pickup', 'completed', 14],
    ]);
    expect(tripsOf(rows[2]!.id)).toEqual([['pickup', 'picked_up', null]]);
    expect(tripsOf(rows[3]!.id)).toEqual([['pickup', 'assigned', null]]);
    // Every move left its audit step, dated in the order's own past.
    const events = await db.select().from(orderEvents).where(eq(orderEvents.bookingId, rows[0]!.id));
    expect(events.length).toBeGreaterThanOrEqual(13);
    expect(events.every((e) => e.createdAt.getTime() < ctx.clock.now().getTime())).toBe(true);

    // The demo rider signs in to two open jobs: the saree order in hand and tomorrow's pickup to accept.
    const token = await tokenFor(ctx.app, 'rider', rider!.id);
    const jobs = await ctx.app.inject({ method: 'GET', url: '/api/riders/orders', headers: bearer(token) });
    expect(jobs.statusCode).toBe(200);
    expect((jobs.json() as Array<{ riderStatus: string; tripType: string }>).map((j) => [j.tripType, j.riderStatus])).toEqual([
      ['pickup', 'picked_up'],
      ['pickup', 'assigned'],
    ]);
  });

  it('adds nothing to a database that already has users', async () => {
    expect(await seedDemoData(ctx.database.db, ctx.env.APP_SECRET, ctx.clock.now())).toBe(false);
  });
});
