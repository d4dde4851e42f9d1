import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/test-app.js';
import { tokenFor } from '../../test/identity-fixtures.js';
import { bookings, orderEvents, riders, trips, vendorStaff } from '../schema/index.js';
import { DEMO_ACCOUNTS, describeDemoSignIns, seedDemoData } from './seed-demo.js';

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

  it("gives the demo vendor a staff member whose board holds the demo rider's order on its way in", async () => {
    const [staff] = await ctx.database.db
      .select()
      .from(vendorStaff)
      .where(eq(vendorStaff.phone, `91${DEMO_ACCOUNTS.vendorStaff.phone}`));
    expect(staff).toMatchObject({ name: 'Sunita Devi', vendorId: 'vendor-sector-14', isActive: true });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/orders',
      headers: bearer(await tokenFor(ctx.app, 'vendor', staff!.id)),
    });
    const board = res.json() as { incoming: Array<{ pickup: { status: string } }> };
    expect(board.incoming.map((o) => o.pickup.status)).toEqual(['picked_up']);
    expect(describeDemoSignIns('http://localhost:3000')).toContain('/vendor      phone 9810000009 (Sunita Devi');
  });

  it('adds nothing to a database that already has users', async () => {
    expect(await seedDemoData(ctx.database.db, ctx.env.APP_SECRET, ctx.clock.now())).toBe(false);
  });
});
