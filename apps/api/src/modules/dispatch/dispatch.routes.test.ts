import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type TripKind } from '@washday/core';
import { bookingItems, bookings, riders, vendors } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { countingDb } from '../../test/query-counter.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { tagOrderDirectly } from '../garments/tag-seeding.js';
import { noLifecycleListeners } from '../orders/order-audit.js';
import type { MoveRequest } from '../orders/order-moves.js';
import { moveOrder } from '../orders/order-transitions.js';
import { listDispatchTrips, tripCandidates, vendorCandidates } from './dispatch.service.js';
import { scanAllTags } from '../../test/tag-fixtures.js';

/** The customer's door in these tests: 440 m north of FreshPress (Sohna Road), 6.27 km south of Sparkle (Sector 14). */
const DOOR = { lat: 28.4158, lng: 77.0436 };
const SPARKLE = 'vendor-sector-14';
const FRESHPRESS = 'vendor-sohna-road';

type Step = 'assign' | 'accept' | 'start' | 'vendor' | 'collect' | 'received' | 'processing' | 'ready' | 'assignDelivery';

describe('dispatch', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let adminId: string;
  let customerId: string;
  let asCustomer: Record<string, string>;
  let worker: { id: string; as: Record<string, string> };

  const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
  const ok = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** A booking of one Regular Iron at DOOR, with its pickup and delivery slots, driven through the real rule book. */
  async function order(
    opts: {
      pickup?: [string, string];
      delivery?: [string, string];
      steps?: Step[];
      at?: typeof DOOR | null;
      quick?: boolean;
    } = {},
  ) {
    const row = await insertBooking(ctx.app, customerId);
    const [pickupDate, pickupTime] = opts.pickup ?? ['2026-11-23', '10:00'];
    const [deliveryDate, deliveryTime] = opts.delivery ?? ['2026-11-25', '18:00'];
    const at = opts.at === undefined ? DOOR : opts.at;
    await ctx.database.db
      .update(bookings)
      .set({
        scheduledDate: pickupDate,
        scheduledTime: pickupTime,
        deliveryDate,
        deliveryTime,
        lat: at?.lat ?? null,
        lng: at?.lng ?? null,
        ...(opts.quick ? { serviceType: 'express' } : {}),
      })
      .where(eq(bookings.id, row.id));
    if (opts.quick) await ctx.database.db.delete(bookingItems).where(eq(bookingItems.bookingId, row.id));
    const deps = { db: ctx.database.db, now: () => ctx.clock.now(), events: noLifecycleListeners };
    const asAdmin = { role: 'admin' as const, id: adminId };
    const asRider = { role: 'rider' as const, id: worker.id };
    const moves: Record<Step, [typeof asAdmin | typeof asRider, MoveRequest]> = {
      assign: [asAdmin, { type: 'assign', trip: 'pickup', riderId: worker.id }],
      accept: [asRider, { type: 'accept' }],
      start: [asRider, { type: 'start' }],
      vendor: [asAdmin, { type: 'assignVendor', vendorId: SPARKLE }],
      collect: [asRider, { type: 'complete', itemCount: 3 }],
      received: [asAdmin, { type: 'vendorStage', stage: 'received' }],
      processing: [asAdmin, { type: 'vendorStage', stage: 'processing' }],
      ready: [asAdmin, { type: 'vendorStage', stage: 'ready' }],
      assignDelivery: [asAdmin, { type: 'assign', trip: 'delivery', riderId: worker.id }],
    };
    for (const step of opts.steps ?? []) {
      const [actor, move] = moves[step];
      if (step === 'collect')
        await tagOrderDirectly(ctx.database.db, { bookingId: row.id, count: 3, riderId: worker.id, at: ctx.clock.now() });
      if (step === 'ready') await scanAllTags(ctx.app, row.id, 'packing');
      await moveOrder(deps, row.id, actor, move);
    }
    return row;
  }

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [row] = await ctx.database.db.query.adminUsers.findMany();
    adminId = row!.id;
    admin = bearer(await tokenFor(ctx.app, 'admin', adminId));
    const customer = await createCustomer(ctx.app, '9740000001', 'Meera Nair');
    customerId = customer.id;
    asCustomer = bearer(await tokenFor(ctx.app, 'customer', customer.id));
    const rider = await createRider(ctx.app, '9740000002', 'approved');
    await ctx.database.db.update(riders).set({ isActive: true, name: 'Worker' }).where(eq(riders.id, rider.id));
    worker = { id: rider.id, as: bearer(await tokenFor(ctx.app, 'rider', rider.id)) };
  });

  it('answers admins only: customers, riders and guests are refused on every dispatch route', async () => {
    const booking = await order();
    const urls = [
      '/api/admin/dispatch/trips',
      `/api/admin/dispatch/riders?orderId=${booking.id}`,
      `/api/admin/dispatch/vendors?orderId=${booking.id}`,
    ];
    for (const url of urls) {
      // The admin gate counts only an admin session: a customer's or rider's is no session here.
      for (const [who, headers] of [
        ['guest', {}],
        ['customer', asCustomer],
        ['rider', worker.as],
      ] as const) {
        const refused = await get(url, headers);
        expect(refused.statusCode, `${who} ${url}`).toBe(401);
        expect(refused.json().message).toBe('Authentication required. Please log in again.');
      }
      expect((await get(url)).statusCode, `admin ${url}`).toBe(200);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/admin/dispatch/riders?orderId=${missing}`)).json().message).toBe('Booking not found');
    expect((await get(`/api/admin/dispatch/vendors?orderId=${missing}`)).statusCode).toBe(404);
    const bad = await get('/api/admin/dispatch/riders?orderId=nope&trip=boat');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/admin/dispatch/trips?queue=everything')).json().message).toContain(
      'queue must be one of waiting, assigned, in_hand',
    );
    expect((await get('/api/admin/dispatch/trips?limit=101')).json().message).toContain('Limit must be at most 100');
  });

  it('lists each queue earliest trip first, each trip by its own slot, with totals, paging and the quick pickup filter', async () => {
    await ctx.database.db.delete(bookings);
    const later = await order({ pickup: ['2026-11-24', '09:00'] });
    const earlier = await order({ pickup: ['2026-11-23', '16:00'] });
    const quick = await order({ pickup: ['2026-11-23', '12:00'], quick: true });
    // Its pickup was days ago, but its delivery (the trip waiting) is on the 23rd at 11:00.
    const ready = await order({
      pickup: ['2026-11-20', '10:00'],
      delivery: ['2026-11-23', '11:00'],
      steps: ['assign', 'accept', 'start', 'vendor', 'collect', 'received', 'processing', 'ready'],
    });
    const onTheWay = await order({
      pickup: ['2026-11-21', '10:00'],
      delivery: ['2026-11-22', '18:00'],
      steps: ['assign', 'accept', 'start'],
    });
    const assigned = await order({ pickup: ['2026-11-23', '09:00'], steps: ['assign'] });
    const outForDelivery = await order({
      steps: ['assign', 'accept', 'start', 'vendor', 'collect', 'received', 'processing', 'ready', 'assignDelivery'],
    });
    const cancelled = await order();
    await ctx.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));

    const waiting = await ok('/api/admin/dispatch/trips');
    expect(waiting.trips.map((t: { orderId: string; trip: TripKind }) => [t.orderId, t.trip])).toEqual([
      [ready.id, 'delivery'],
      [quick.id, 'pickup'],
      [earlier.id, 'pickup'],
      [later.id, 'pickup'],
    ]);
    expect(waiting.counts).toEqual({ waiting: 4, assigned: 2, in_hand: 2 });
    expect(waiting.pagination).toEqual({ page: 1, limit: 25, total: 4, hasMore: false });
    expect(waiting.trips[0]).toMatchObject({
      custom_order_id: ready.customOrderId,
      slot: { date: '2026-11-23', time: '11:00' },
      pickup: { status: 'completed', rider: { id: worker.id, name: 'Worker' } },
      delivery: { status: null, rider: null },
      status: 'in_progress',
      customer: { name: 'Meera Nair', phone: '919876543210' },
      coordinates: DOOR,
      items_summary: '1 × Regular Iron',
      item_count: 1,
      items_collected: 3,
      final_amount: 20,
      type: 'Regular',
      vendor: { id: SPARKLE, name: 'Sparkle Dry Cleaners' },
      vendor_stage: 'ready',
    });
    expect(waiting.trips[1]).toMatchObject({
      type: 'Quick Pickup',
      isQuickPickup: true,
      items_summary: '',
      item_count: 0,
      slot: { date: '2026-11-23', time: '12:00' },
    });

    const page2 = await ok('/api/admin/dispatch/trips?limit=3&page=2');
    expect(page2.trips.map((t: { orderId: string }) => t.orderId)).toEqual([later.id]);
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 4, hasMore: false });
    expect((await ok('/api/admin/dispatch/trips?limit=3')).pagination.hasMore).toBe(true);

    const quickOnly = await ok('/api/admin/dispatch/trips?type=quick');
    expect(quickOnly.trips.map((t: { orderId: string }) => t.orderId)).toEqual([quick.id]);
    expect(quickOnly.counts).toEqual({ waiting: 1, assigned: 0, in_hand: 0 });
    expect((await ok('/api/admin/dispatch/trips?type=regular')).counts.waiting).toBe(3);
    expect(
      (await ok(`/api/admin/dispatch/trips?search=${later.customOrderId.toLowerCase()}`)).trips.map(
        (t: { orderId: string }) => t.orderId,
      ),
    ).toEqual([later.id]);

    const onRoad = await ok('/api/admin/dispatch/trips?queue=assigned');
    expect(onRoad.trips.map((t: { orderId: string; trip: TripKind }) => [t.orderId, t.trip])).toEqual([
      [assigned.id, 'pickup'],
      [outForDelivery.id, 'delivery'],
    ]);
    expect(onRoad.trips[1]).toMatchObject({
      delivery: { status: 'assigned', rider: { id: worker.id } },
      slot: { date: '2026-11-25', time: '18:00' },
    });

    // In hand: due back soonest first; the ready one also waits for its delivery rider above.
    const inHand = await ok('/api/admin/dispatch/trips?queue=in_hand');
    expect(inHand.trips.map((t: { orderId: string }) => t.orderId)).toEqual([onTheWay.id, ready.id]);
    expect(inHand.trips[0]).toMatchObject({
      trip: 'pickup',
      pickup: { status: 'picked_up', rider: { name: 'Worker' } },
      vendor: null,
      vendor_stage: null,
    });
  });

  it('reads a queue in two queries however many orders it holds', async () => {
    const counting = countingDb(ctx.database);
    const before = counting.queries();
    const answer = await listDispatchTrips(counting.db, { queue: 'waiting', type: 'all', page: 1, limit: 25 });
    expect(answer.trips.length).toBeGreaterThan(1);
    expect(counting.queries() - before).toBe(2);
  });

  describe('riders for a trip', () => {
    let near: string;
    let far: string;
    let blind: string;

    beforeAll(async () => {
      await ctx.database.db.update(riders).set({ isActive: false });
      const now = ctx.clock.now().getTime();
      const make = async (
        phone: string,
        name: string,
        status: 'approved' | 'pending',
        set: Partial<typeof riders.$inferInsert>,
      ) => {
        const r = await createRider(ctx.app, phone, status);
        await ctx.database.db
          .update(riders)
          .set({ name, isActive: true, ...set })
          .where(eq(riders.id, r.id));
        return r.id;
      };
      near = await make('9740000011', 'Near', 'approved', {
        lastLat: 28.4158,
        lastLng: 77.0486,
        lastLocationAt: new Date(now - 2 * 60_000),
      });
      far = await make('9740000012', 'Far', 'approved', {
        lastLat: 28.4428,
        lastLng: 77.0436,
        lastLocationAt: new Date(now - 20 * 60_000),
      });
      blind = await make('9740000013', 'Aaron Blind', 'approved', {});
      await make('9740000014', 'Pending', 'pending', { lastLat: 28.4158, lastLng: 77.0437, lastLocationAt: new Date(now) });
      await make('9740000015', 'Offline', 'approved', { isActive: false, lastLat: 28.4158, lastLng: 77.0437 });
    });

    it('lists approved active riders nearest first from the customer with distance, freshness and load; no position last', async () => {
      const busy = await order();
      await ctx.database.db.update(riders).set({ isActive: true }).where(eq(riders.id, worker.id));
      const assigned = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/orders/assign',
        headers: admin,
        payload: { orderId: busy.id, riderId: near, orderType: 'pickup' },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      await ctx.database.db.update(riders).set({ isActive: false }).where(eq(riders.id, worker.id));

      const booking = await order();
      const answer = await ok(`/api/admin/dispatch/riders?orderId=${booking.id}&trip=pickup`);
      expect(answer.trip).toMatchObject({
        orderId: booking.id,
        kind: 'pickup',
        status: null,
        rider: null,
        origin: DOOR,
        origin_label: 'Customer address',
      });
      expect(
        answer.riders.map((r: { name: string; distance_km: number | null; open_trips: number; freshness: string }) => [
          r.name,
          r.distance_km,
          r.open_trips,
          r.freshness,
        ]),
      ).toEqual([
        ['Near', 0.49, 1, 'live'],
        ['Far', 3, 0, 'stale'],
        ['Aaron Blind', null, 0, 'old'],
      ]);
      expect(answer.riders[0]).toMatchObject({ id: near, location: { lat: 28.4158, lng: 77.0486 }, isCurrent: false });
      expect(answer.riders[2]).toMatchObject({ id: blind, location: null, lastLocationUpdate: null });

      // The trip now has Near: it is marked as the current rider.
      const current = await ok(`/api/admin/dispatch/riders?orderId=${busy.id}&trip=pickup`);
      expect(current.trip).toMatchObject({ status: 'assigned', rider: { id: near, name: 'Near' } });
      expect(current.riders.find((r: { id: string }) => r.id === near).isCurrent).toBe(true);
    });

    it('measures a delivery from the vendor, and lists by load and name when the start has no position', async () => {
      await ctx.database.db.update(riders).set({ isActive: true }).where(eq(riders.id, worker.id));
      const ready = await order({ steps: ['assign', 'accept', 'start', 'vendor', 'collect', 'received', 'processing', 'ready'] });
      await ctx.database.db.update(riders).set({ isActive: false }).where(eq(riders.id, worker.id));
      const delivery = await ok(`/api/admin/dispatch/riders?orderId=${ready.id}&trip=delivery`);
      expect(delivery.trip).toMatchObject({
        kind: 'delivery',
        origin: { lat: 28.4722, lng: 77.0434 },
        origin_label: 'Sparkle Dry Cleaners',
      });
      expect(delivery.riders.map((r: { name: string; distance_km: number | null }) => [r.name, r.distance_km])).toEqual([
        ['Far', 3.27],
        ['Near', 6.29],
        ['Aaron Blind', null],
      ]);

      const nowhere = await order({ at: null });
      const unknown = await ok(`/api/admin/dispatch/riders?orderId=${nowhere.id}`);
      expect(unknown.trip.origin).toBeNull();
      expect(unknown.riders.map((r: { name: string; distance_km: number | null }) => [r.name, r.distance_km])).toEqual([
        ['Aaron Blind', null],
        ['Far', null],
        ['Near', null],
      ]);
    });

    it('answers in two queries', async () => {
      const booking = await order();
      const counting = countingDb(ctx.database);
      const before = counting.queries();
      await tripCandidates(counting.db, booking.id, 'pickup', ctx.clock.now());
      expect(counting.queries() - before).toBe(2);
    });

    it('gives a trip to exactly one of two admins assigning it at once; the other is told, and the list shows who has it', async () => {
      await createAdminAccount(ctx.app, 'second-admin');
      const [second] = await ctx.database.db.query.adminUsers.findMany({
        where: (a, { eq: is }) => is(a.username, 'second-admin'),
      });
      const other = bearer(await tokenFor(ctx.app, 'admin', second!.id));
      const booking = await order();
      const answers = await Promise.all(
        [
          [admin, near],
          [other, far],
        ].map(([headers, riderId]) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/admin/orders/assign',
            headers: headers as Record<string, string>,
            payload: { orderId: booking.id, riderId, orderType: 'pickup' },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(loser.json().message).toBe(ORDER_MESSAGES.alreadyAssigned('pickup'));
      const winner = answers.find((a) => a.statusCode === 200)!.json().booking.rider_id as string;
      const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row!.riderId).toBe(winner);

      // The loser's dialog reloads: the trip shows the winner, and it has left the waiting queue for the assigned one.
      const reloaded = await ok(`/api/admin/dispatch/riders?orderId=${booking.id}&trip=pickup`);
      expect(reloaded.trip.rider).toMatchObject({ id: winner, name: winner === near ? 'Near' : 'Far' });
      expect(
        (await ok('/api/admin/dispatch/trips?limit=100')).trips.some((t: { orderId: string }) => t.orderId === booking.id),
      ).toBe(false);
      expect(
        (await ok('/api/admin/dispatch/trips?queue=assigned&limit=100')).trips.some(
          (t: { orderId: string }) => t.orderId === booking.id,
        ),
      ).toBe(true);
    });
  });

  describe('vendors for an order', () => {
    beforeAll(async () => {
      // An inactive vendor that handles everything is never offered.
      await ctx.database.db.insert(vendors).values({
        id: 'vendor-closed',
        name: 'Closed Cleaners',
        address: 'Sector 48, Gurugram',
        lat: 28.4159,
        lng: 77.0436,
        services: ['laundry', 'iron', 'mens-dry-clean', 'womens-dry-clean', 'woolen-dry-clean'],
        contactPhone: '911244000303',
        rating: 4.0,
        isActive: false,
      });
    });

    it('offers active vendors that handle every category the order needs, nearest first, with distance and time', async () => {
      const booking = await order();
      const answer = await ok(`/api/admin/dispatch/vendors?orderId=${booking.id}`);
      expect(answer.order).toMatchObject({
        orderId: booking.id,
        coordinates: DOOR,
        vendorId: null,
        isQuickPickup: false,
        needs: [{ id: 'iron', name: 'Iron' }],
      });
      // 0.44 km: 30 + 2 × (0.44 / 20 × 60) = 32.64 → 33 min; 6.27 km: 30 + 37.62 = 67.62 → 68 min.
      expect(
        answer.vendors.map((v: { id: string; distance: number; estimatedTime: number }) => [v.id, v.distance, v.estimatedTime]),
      ).toEqual([
        [FRESHPRESS, 0.44, 33],
        [SPARKLE, 6.27, 68],
      ]);
      expect(answer.vendors[0]).toMatchObject({
        name: 'FreshPress Laundry Hub',
        rating: 4.3,
        coordinates: { lat: 28.4118, lng: 77.0436 },
        isCurrent: false,
      });
      expect(answer.excluded).toEqual([]);
    });

    it('leaves out vendors that lack a category, naming what they lack, and marks the current vendor', async () => {
      const booking = await order();
      await ctx.database.db.insert(bookingItems).values({
        bookingId: booking.id,
        serviceId: 'dc-woolen-jacket',
        serviceName: 'Jacket',
        categoryId: 'woolen-dry-clean',
        unit: 'PC',
        quantity: 1,
        unitPricePaise: 25000,
        totalPricePaise: 25000,
        sortOrder: 1,
      });
      await ctx.database.db.update(bookings).set({ vendorId: SPARKLE }).where(eq(bookings.id, booking.id));
      const answer = await ok(`/api/admin/dispatch/vendors?orderId=${booking.id}`);
      expect(answer.order.needs).toEqual([
        { id: 'iron', name: 'Iron' },
        { id: 'woolen-dry-clean', name: 'Woolen Dry Clean' },
      ]);
      expect(answer.order.vendorId).toBe(SPARKLE);
      expect(answer.vendors.map((v: { id: string; isCurrent: boolean }) => [v.id, v.isCurrent])).toEqual([[SPARKLE, true]]);
      expect(answer.excluded).toEqual([
        { id: FRESHPRESS, name: 'FreshPress Laundry Hub', missing: [{ id: 'woolen-dry-clean', name: 'Woolen Dry Clean' }] },
      ]);
    });

    it('offers every active vendor for a quick pickup with no items yet, and 60 minutes by name when the order has no position', async () => {
      const quick = await order({ quick: true, at: null });
      const answer = await ok(`/api/admin/dispatch/vendors?orderId=${quick.id}`);
      expect(answer.order).toMatchObject({ isQuickPickup: true, needs: [], coordinates: null });
      expect(
        answer.vendors.map((v: { name: string; distance: number | null; estimatedTime: number }) => [
          v.name,
          v.distance,
          v.estimatedTime,
        ]),
      ).toEqual([
        ['FreshPress Laundry Hub', null, 60],
        ['Sparkle Dry Cleaners', null, 60],
      ]);
      // An express order that has its lines is a regular order: it needs their categories.
      const express = await order();
      await ctx.database.db.update(bookings).set({ serviceType: 'express' }).where(eq(bookings.id, express.id));
      expect((await ok(`/api/admin/dispatch/vendors?orderId=${express.id}`)).order).toMatchObject({
        isQuickPickup: false,
        needs: [{ id: 'iron' }],
      });
    });

    it('answers in three queries', async () => {
      const booking = await order();
      const counting = countingDb(ctx.database);
      const before = counting.queries();
      await vendorCandidates(counting.db, booking.id);
      expect(counting.queries() - before).toBe(3);
    });
  });
});
