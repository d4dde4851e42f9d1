import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, riders, trips } from '../../db/schema/index.js';
import { countingDb } from '../../test/query-counter.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { listActiveRiders, listTrackedOrders } from './rider-tracking.service.js';

const MINUTE = 60_000;
const SECTOR_69 = { lat: 28.3962, lng: 77.0369 };

describe('active riders and the live map', () => {
  const ctx = useTestApp();
  let admin: Record<string, string> = {};
  let customerId = '';
  let phone = 9650000000;

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [row] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', row!.id));
    customerId = (await createCustomer(ctx.app, '9650099999', 'Meera Nair')).id;
  });

  /** A rider last seen `minutesAgo` before the app clock (null: never), active unless told otherwise. */
  async function rider(
    minutesAgo: number | null,
    options: { status?: 'pending' | 'approved' | 'rejected'; active?: boolean; name?: string } = {},
  ) {
    const row = await createRider(ctx.app, String((phone += 1)), options.status ?? 'approved');
    await ctx.database.db
      .update(riders)
      .set({
        name: options.name ?? row.name,
        isActive: options.active ?? true,
        ...(minutesAgo === null
          ? {}
          : {
              lastLat: SECTOR_69.lat,
              lastLng: SECTOR_69.lng,
              lastLocationAt: new Date(ctx.clock.now().getTime() - Math.round(minutesAgo * MINUTE)),
            }),
      })
      .where(eq(riders.id, row.id));
    return row;
  }
  const active = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/riders/active', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      riders: Array<{
        _id: string;
        freshness: string;
        jobs: Array<Record<string, unknown>>;
        aadharNumber: string;
        location: unknown;
      }>;
      serverTime: string;
    };
  };
  const clearRiders = () => ctx.database.db.update(riders).set({ isActive: false });

  it('lists only approved riders who are active, with their position, masked Aadhaar and the server time', async () => {
    await clearRiders();
    const shown = await rider(1);
    await rider(1, { active: false });
    await rider(1, { status: 'pending' });
    await rider(1, { status: 'rejected' });
    const body = await active();
    expect(body.riders.map((r) => r._id)).toEqual([shown.id]);
    expect(body.riders[0]).toMatchObject({ aadharNumber: 'XXXX XXXX 0123', location: SECTOR_69, freshness: 'live', jobs: [] });
    expect(body.serverTime).toBe(ctx.clock.now().toISOString());
  });

  it('tells freshness by the app clock at each boundary: under 5 minutes live, under 15 recent, under 60 stale, else old', async () => {
    await clearRiders();
    const justUnder = 1 / 60_000; // one millisecond, in minutes
    const cases: Array<[number | null, string]> = [
      [0, 'live'],
      [5 - justUnder, 'live'],
      [5, 'recent'],
      [15 - justUnder, 'recent'],
      [15, 'stale'],
      [60 - justUnder, 'stale'],
      [60, 'old'],
      [600, 'old'],
      [null, 'old'],
    ];
    const made = [];
    for (const [minutes] of cases) made.push(await rider(minutes));
    const byId = new Map((await active()).riders.map((r) => [r._id, r.freshness]));
    expect(made.map((r) => byId.get(r.id))).toEqual(cases.map(([, freshness]) => freshness));

    // The same riders a minute later: the clock moves them on.
    ctx.clock.advance(MINUTE);
    const later = new Map((await active()).riders.map((r) => [r._id, r.freshness]));
    expect(later.get(made[1]!.id)).toBe('recent');
    expect(later.get(made[0]!.id)).toBe('live');
    ctx.clock.advance(-MINUTE);
  });

  it('puts the freshest riders first, then by name', async () => {
    await clearRiders();
    const old = await rider(90, { name: 'Aman' });
    const live = await rider(1, { name: 'Zoya' });
    const stale = await rider(20, { name: 'Bala' });
    const liveToo = await rider(2, { name: 'Kabir' });
    expect((await active()).riders.map((r) => r._id)).toEqual([liveToo.id, live.id, stale.id, old.id]);
  });

  it("shows each rider's open trips, earliest first, leaving out completed trips and closed orders", async () => {
    await clearRiders();
    const r = await rider(1);
    const later = await insertBooking(ctx.app, customerId, r.id);
    await ctx.database.db
      .update(bookings)
      .set({ scheduledDate: '2026-11-25', lat: SECTOR_69.lat, lng: SECTOR_69.lng })
      .where(eq(bookings.id, later.id));
    const delivering = await insertBooking(ctx.app, customerId, r.id);
    await ctx.database.db.update(trips).set({ status: 'completed' }).where(eq(trips.bookingId, delivering.id));
    await ctx.database.db
      .insert(trips)
      .values({ bookingId: delivering.id, kind: 'delivery', riderId: r.id, status: 'accepted', assignedAt: ctx.clock.now() });
    await ctx.database.db
      .update(bookings)
      .set({ status: 'in_progress', deliveryDate: '2026-11-24', deliveryTime: '17:00' })
      .where(eq(bookings.id, delivering.id));
    const cancelled = await insertBooking(ctx.app, customerId, r.id);
    await ctx.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));

    const [shown] = (await active()).riders;
    expect(shown!.jobs).toEqual([
      {
        bookingId: delivering.id,
        custom_order_id: delivering.customOrderId,
        trip: 'delivery',
        status: 'accepted',
        booking_status: 'in_progress',
        customerName: 'Meera Nair',
        address: delivering.address,
        coordinates: null,
        date: '2026-11-24',
        time: '17:00',
      },
      expect.objectContaining({
        bookingId: later.id,
        trip: 'pickup',
        status: 'assigned',
        booking_status: 'pending',
        coordinates: SECTOR_69,
        date: '2026-11-25',
        time: '10:00',
      }),
    ]);
  });

  it('answers any number of riders and jobs in the same number of queries', async () => {
    const measure = async () => {
      const { db, queries } = countingDb(ctx.database);
      const list = await listActiveRiders({ db, secret: ctx.env.APP_SECRET }, ctx.clock.now());
      return { riders: list.length, queries: queries() };
    };
    await clearRiders();
    const one = await rider(1);
    await insertBooking(ctx.app, customerId, one.id);
    const small = await measure();
    for (let i = 0; i < 4; i += 1) {
      const more = await rider(i);
      await insertBooking(ctx.app, customerId, more.id);
      await insertBooking(ctx.app, customerId, more.id);
    }
    const large = await measure();
    expect([small.riders, large.riders]).toEqual([1, 5]);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBe(2);
  });

  describe('GET /api/admin/tracking/orders', () => {
    const tracked = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/tracking/orders', headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { orders: Array<Record<string, unknown> & { bookingId: string }>; total: number };
    };

    it('shows open orders in each phase with their point, current trip, rider and vendor; closed orders stay off the map', async () => {
      await ctx.database.db.update(bookings).set({ status: 'completed' });
      const r = await rider(1, { name: 'Ravi Kumar' });
      const waiting = await insertBooking(ctx.app, customerId);
      await ctx.database.db
        .update(bookings)
        .set({ lat: SECTOR_69.lat, lng: SECTOR_69.lng, contactName: 'Meera at home' })
        .where(eq(bookings.id, waiting.id));
      const onPickup = await insertBooking(ctx.app, customerId, r.id);
      await ctx.database.db
        .update(bookings)
        .set({ status: 'confirmed', scheduledDate: '2026-11-24' })
        .where(eq(bookings.id, onPickup.id));
      const atVendor = await insertBooking(ctx.app, customerId, r.id);
      await ctx.database.db.update(trips).set({ status: 'completed' }).where(eq(trips.bookingId, atVendor.id));
      await ctx.database.db
        .update(bookings)
        .set({ status: 'in_progress', vendorId: 'vendor-sector-14', vendorStage: 'processing', scheduledDate: '2026-11-25' })
        .where(eq(bookings.id, atVendor.id));
      const outForDelivery = await insertBooking(ctx.app, customerId, r.id);
      await ctx.database.db.update(trips).set({ status: 'completed' }).where(eq(trips.bookingId, outForDelivery.id));
      await ctx.database.db.insert(trips).values({
        bookingId: outForDelivery.id,
        kind: 'delivery',
        riderId: r.id,
        status: 'picked_up',
        assignedAt: ctx.clock.now(),
      });
      await ctx.database.db
        .update(bookings)
        .set({ status: 'in_progress', scheduledDate: '2026-11-26' })
        .where(eq(bookings.id, outForDelivery.id));
      const cancelled = await insertBooking(ctx.app, customerId);
      await ctx.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));

      const body = await tracked();
      expect(body.total).toBe(4);
      expect(body.orders.map((o) => o.bookingId)).toEqual([waiting.id, onPickup.id, atVendor.id, outForDelivery.id]);
      const [first, second, third, fourth] = body.orders;
      expect(first).toMatchObject({
        phase: 'pickup',
        status: 'pending',
        trip: null,
        vendor: null,
        coordinates: SECTOR_69,
        customerName: 'Meera at home',
        customerPhone: '9876543210',
      });
      const ravi = { id: r.id, name: 'Ravi Kumar', phone: r.phone.slice(2) };
      expect(second).toMatchObject({
        phase: 'pickup',
        status: 'confirmed',
        coordinates: null,
        customerName: 'Meera Nair',
        trip: { kind: 'pickup', status: 'assigned', rider: ravi },
      });
      expect(third).toMatchObject({
        phase: 'at_vendor',
        vendor_stage: 'processing',
        trip: { kind: 'pickup', status: 'completed', rider: ravi },
        vendor: {
          id: 'vendor-sector-14',
          name: expect.any(String),
          coordinates: { lat: expect.any(Number), lng: expect.any(Number) },
        },
      });
      expect(fourth).toMatchObject({ phase: 'delivery', trip: { kind: 'delivery', status: 'picked_up', rider: ravi } });
    });

    it('answers any number of orders in the same number of queries', async () => {
      const measure = async () => {
        const { db, queries } = countingDb(ctx.database);
        const { orders } = await listTrackedOrders(db);
        return { orders: orders.length, queries: queries() };
      };
      const small = await measure();
      const r = await rider(1);
      for (let i = 0; i < 5; i += 1) await insertBooking(ctx.app, customerId, i % 2 ? r.id : null);
      const large = await measure();
      expect(large.orders).toBe(small.orders + 5);
      expect(large.queries).toBe(small.queries);
      expect(large.queries).toBe(2);
    });
  });
});
