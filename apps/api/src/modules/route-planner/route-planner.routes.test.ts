import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, PLANNER_MESSAGES, type RoutePlanView } from '@washday/core';
import { solve, type SolveOptions, type VrpInput } from '@washday/core/routing';
import { bookings, liveEvents, notifications, orderEvents, riders, serviceAreas, trips } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { runPlan } from './route-planner.service.js';

// The planner through the API on a real database, at 11:00 IST on 22 Nov 2026 (the test clock): pickups today at noon
// in two areas, one with auto-dispatch on; riders at known positions in Gurugram.

const NORTH_DOOR = { lat: 28.4595, lng: 77.0266 };
const SOUTH_DOOR = { lat: 28.4089, lng: 77.0418 };
const SPARKLE = 'vendor-sector-14';

describe('route planner', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let adminId: string;
  let customerId: string;
  let autoArea: string;
  let manualArea: string;
  const riderIds: string[] = [];

  const db = () => ctx.database.db;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const replan = async (): Promise<RoutePlanView> => {
    const res = await inject('POST', '/api/admin/dispatch/plan');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const tripOf = async (bookingId: string, kind: 'pickup' | 'delivery' = 'pickup') =>
    (
      await db()
        .select()
        .from(trips)
        .where(and(eq(trips.bookingId, bookingId), eq(trips.kind, kind)))
    )[0];
  const routeOf = (view: RoutePlanView, bookingId: string) =>
    view.routes.find((r) => r.stops.some((s) => s.orderId === bookingId))?.rider.id;

  /** A pending booking picked up today at `time`, at `door`, in `area`, going to Sparkle. */
  async function pickup(door: { lat: number; lng: number } | null, area: string, time = '12:00') {
    const row = await insertBooking(ctx.app, customerId);
    await db()
      .update(bookings)
      .set({
        scheduledDate: '2026-11-22',
        scheduledTime: time,
        deliveryDate: '2026-11-24',
        lat: door?.lat ?? null,
        lng: door?.lng ?? null,
        serviceAreaId: area,
        vendorId: SPARKLE,
      })
      .where(eq(bookings.id, row.id));
    return row.id;
  }

  async function placeRiders(...positions: { lat: number; lng: number }[]) {
    for (const [i, at] of positions.entries())
      await db()
        .update(riders)
        .set({ lastLat: at.lat, lastLng: at.lng, isActive: true, lastLocationAt: ctx.clock.now() })
        .where(eq(riders.id, riderIds[i]!));
  }

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [row] = await db().query.adminUsers.findMany();
    adminId = row!.id;
    admin = bearer(await tokenFor(ctx.app, 'admin', adminId));
    customerId = (await createCustomer(ctx.app, '9750000001', 'Asha')).id;
    for (const phone of ['9750000002', '9750000003']) riderIds.push((await createRider(ctx.app, phone, 'approved')).id);
    await placeRiders(NORTH_DOOR, SOUTH_DOOR);
    const areas = await db()
      .insert(serviceAreas)
      .values([
        { city: 'Gurugram', area: 'Planner North' },
        { city: 'Gurugram', area: 'Planner South' },
      ])
      .returning({ id: serviceAreas.id });
    [autoArea, manualArea] = areas.map((a) => a.id) as [string, string];
    const on = await inject('PUT', `/api/admin/dispatch/areas/${autoArea}/auto-dispatch`, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ message: PLANNER_MESSAGES.autoOn('Planner North'), area: { auto_dispatch: true } });
  });

  it('assigns in auto-dispatch areas through the rule book as the planner, and only suggests in manual ones', async () => {
    const auto = await pickup(NORTH_DOOR, autoArea);
    const manual = await pickup(SOUTH_DOOR, manualArea);
    const view = await replan();
    expect(view.plan).toMatchObject({ trigger: 'operator', engine: 'local', travel_model: 'default' });

    const assigned = await tripOf(auto);
    expect(assigned).toMatchObject({ status: 'assigned', assignedBy: 'planner', assignedByAdminId: null });
    expect(assigned!.riderId).toBe(routeOf(view, auto));
    const events = await db().select().from(orderEvents).where(eq(orderEvents.bookingId, auto));
    expect(events.find((e) => e.toState === 'assigned')).toMatchObject({ actorRole: 'planner', actorId: null, trip: 'pickup' });
    // The rider hears of it as of any assignment.
    const notices = await db().select().from(notifications).where(eq(notifications.bookingId, auto));
    expect(notices.some((n) => n.riderId === assigned!.riderId && n.type === 'order_assigned')).toBe(true);

    // The manual area's pickup is planned too, as a suggestion: no trip, no status.
    expect(await tripOf(manual)).toBeUndefined();
    const stops = view.routes.flatMap((r) => r.stops);
    expect(stops.filter((s) => s.orderId === manual).map((s) => [s.kind, s.trip_status, s.assigned_by])).toEqual([
      ['pickup_at_door', null, null],
      ['drop_at_laundry', null, null],
    ]);
    const door = stops.find((s) => s.orderId === auto && s.kind === 'pickup_at_door')!;
    expect(door).toMatchObject({ trip_status: 'assigned', assigned_by: 'planner', locked: false });
    expect(door.load_after).toBeGreaterThanOrEqual(1);
    expect(door.window).toEqual({ from: '2026-11-22T06:30:00.000Z', to: '2026-11-22T07:30:00.000Z' });
    expect(view.areas.find((a) => a.id === autoArea)).toMatchObject({ auto_dispatch: true, open_trips: 1 });
    expect(view.totals).toMatchObject({ stops: 4, late: 0 });

    // Each rider whose route changed was told live.
    const told = await db().select().from(liveEvents).where(eq(liveEvents.event, 'route.updated'));
    expect(new Set(told.map((e) => e.recipient))).toEqual(new Set(view.routes.map((r) => `rider:${r.rider.id}`)));
    // The customer's arrival windows appeared: their booking screens refetch.
    const windows = await db()
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.recipient, `customer:${customerId}`));
    expect(windows.filter((e) => e.event === 'booking.updated').map((e) => e.data)).toEqual(
      expect.arrayContaining([{ booking_id: auto }, { booking_id: manual }]),
    );
    const read = await inject('GET', '/api/admin/dispatch/plan');
    expect(read.json()).toMatchObject({ success: true, plan: { id: view.plan!.id }, totals: view.totals });
    await db()
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(inArray(bookings.id, [auto, manual]));
  });

  it('never moves an operator-assigned, a locked or a started trip; moves its own when its rider goes off shift', async () => {
    const [north, south] = riderIds as [string, string];
    const operators = await pickup(NORTH_DOOR, autoArea);
    const own = await pickup(NORTH_DOOR, autoArea);
    const locked = await pickup(NORTH_DOOR, autoArea);
    const started = await pickup(NORTH_DOOR, autoArea);
    const assign = await inject('POST', '/api/admin/orders/assign', { orderId: operators, riderId: north, orderType: 'pickup' });
    expect(assign.statusCode, assign.body).toBe(200);
    await replan();
    for (const id of [own, locked, started]) expect((await tripOf(id))?.riderId).toBe(north);
    const lock = await inject('POST', '/api/admin/dispatch/locks', { orderId: locked, trip: 'pickup', riderId: north });
    expect(lock.json()).toMatchObject({ success: true, message: PLANNER_MESSAGES.locked });
    const asNorth = bearer(await tokenFor(ctx.app, 'rider', north));
    for (const action of ['accept', 'start']) {
      const res = await inject('POST', '/api/riders/order-action', { orderId: started, action }, asNorth);
      expect(res.statusCode, res.body).toBe(200);
    }

    // The north rider goes off shift: the planner's own unstarted trip goes to the other rider; the rest stay theirs,
    // unplaced until their rider is back.
    await db().update(riders).set({ isActive: false }).where(eq(riders.id, north));
    for (let round = 0; round < 2; round++) {
      const view = await replan();
      expect(routeOf(view, own)).toBe(south);
      for (const id of [operators, locked, started]) {
        expect(routeOf(view, id), id).toBeUndefined();
        expect(view.unplaced.find((u) => u.orderId === id)).toMatchObject({ reason: 'no_rider' });
      }
    }
    expect(await tripOf(own)).toMatchObject({ riderId: south, assignedBy: 'planner', status: 'assigned' });
    expect(await tripOf(operators)).toMatchObject({ riderId: north, assignedBy: 'operator' });
    expect(await tripOf(locked)).toMatchObject({ riderId: north, lockedByAdminId: adminId });
    expect(await tripOf(started)).toMatchObject({ riderId: north, status: 'picked_up' });
    const moved = await db().select().from(orderEvents).where(eq(orderEvents.bookingId, own));
    const plannerSteps = moved.filter((e) => e.actorRole === 'planner' && e.trip === 'pickup').map((e) => e.toState);
    expect(plannerSteps).toEqual(['assigned', 'reassigned']);

    // Unlocked, the trip is the planner's again: the next plan moves it to the rider on shift.
    const unlock = await inject('DELETE', `/api/admin/dispatch/locks/${locked}/pickup`);
    expect(unlock.json()).toMatchObject({ success: true, message: PLANNER_MESSAGES.unlocked });
    await replan();
    expect(await tripOf(locked)).toMatchObject({ riderId: south, lockedAt: null });
    await placeRiders(NORTH_DOOR, SOUTH_DOOR);
    await db()
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(inArray(bookings.id, [operators, own, locked, started]));
  });

  it('has one winner when an operator and the planner assign the same trip at once', async () => {
    const ids = [await pickup(NORTH_DOOR, autoArea), await pickup(NORTH_DOOR, autoArea), await pickup(SOUTH_DOOR, autoArea)];
    const [plan, ...answers] = await Promise.allSettled([
      ctx.app.routePlanner.run('operator'),
      ...ids.map((orderId) => inject('POST', '/api/admin/orders/assign', { orderId, riderId: riderIds[1], orderType: 'pickup' })),
    ]);
    expect(plan.status).toBe('fulfilled');
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe('fulfilled');
      const res = (answer as PromiseFulfilledResult<Awaited<ReturnType<typeof inject>>>).value;
      const trip = await tripOf(ids[i]!);
      const assignedSteps = (await db().select().from(orderEvents).where(eq(orderEvents.bookingId, ids[i]!))).filter(
        (e) => e.trip === 'pickup' && (e.toState === 'assigned' || e.toState === 'reassigned'),
      );
      // The operator's answer says who won: theirs stands, or they were refused because the planner was first.
      if (res.statusCode === 200) {
        expect(trip).toMatchObject({ riderId: riderIds[1], assignedBy: 'operator' });
        expect(assignedSteps.at(-1)).toMatchObject({ actorRole: 'admin' });
      } else {
        expect(res.statusCode, res.body).toBe(409);
        expect(trip).toMatchObject({ assignedBy: 'planner' });
        expect(assignedSteps).toHaveLength(1);
      }
      expect(assignedSteps.filter((e) => e.actorRole === 'planner' && e.toState === 'reassigned')).toEqual([]);
    }
    await db().update(bookings).set({ status: 'cancelled' }).where(inArray(bookings.id, ids));
  });

  it("runs two plans asked at once one after the other: the second sees the first one's assignment", async () => {
    const id = await pickup(SOUTH_DOOR, autoArea);
    // An engine that yields while it solves and counts the plans solving at once.
    let solving = 0;
    let most = 0;
    const engine = {
      name: 'local',
      solve: async (input: VrpInput, options: SolveOptions) => {
        most = Math.max(most, ++solving);
        await new Promise((resolve) => setImmediate(resolve));
        solving--;
        return solve(input, options);
      },
    };
    const deps = {
      database: ctx.database,
      now: () => ctx.clock.now(),
      events: ctx.app.lifecycleEvents,
      bus: ctx.app.liveEvents.bus,
      log: ctx.app.log,
      travel: ctx.app.routePlanner.travel,
      engine,
      requestReplan: async () => null,
    };
    const [first, second] = await Promise.all([runPlan(deps, 'operator'), runPlan(deps, 'lock')]);
    expect(most).toBe(1);
    expect(first.assigned + second.assigned).toBe(1);
    expect(first.refused + second.refused).toBe(0);
    expect(second.planId).toBeGreaterThan(first.planId);
    const steps = await db().select().from(orderEvents).where(eq(orderEvents.bookingId, id));
    expect(steps.filter((e) => e.trip === 'pickup').map((e) => [e.toState, e.actorRole])).toEqual([['assigned', 'planner']]);
    await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, id));
  });

  it('places a pickup whose slot has passed late, with its minutes past the slot, and lists what it cannot place', async () => {
    const late = await pickup(NORTH_DOOR, autoArea, '09:00');
    const lost = await pickup(null, autoArea);
    const view = await replan();
    const door = view.routes.flatMap((r) => r.stops).find((s) => s.orderId === late && s.kind === 'pickup_at_door')!;
    // The 9 AM slot ended at 10:00; at 11:00 the rider is at the door within minutes: over an hour late.
    expect(door.late_minutes).toBeGreaterThanOrEqual(60);
    expect(view.totals.late).toBe(1);
    expect(view.unplaced.filter((u) => u.orderId === late || u.orderId === lost)).toEqual([
      expect.objectContaining({
        orderId: lost,
        reason: 'no_location',
        message: 'The address has no map position',
        area: 'Planner North',
      }),
    ]);
    await db()
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(inArray(bookings.id, [late, lost]));
  });

  it('refuses locks it cannot make, and unlocks only a locked trip', async () => {
    const waiting = await pickup(NORTH_DOOR, manualArea);
    const lock = (body: object) => inject('POST', '/api/admin/dispatch/locks', body);
    // A rider who is not active cannot be given a locked trip.
    await db().update(riders).set({ isActive: false }).where(eq(riders.id, riderIds[1]!));
    const off = await lock({ orderId: waiting, trip: 'pickup', riderId: riderIds[1] });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(PLANNER_MESSAGES.riderNotOnShift);
    await db().update(riders).set({ isActive: true }).where(eq(riders.id, riderIds[1]!));

    // A waiting trip is assigned to the rider first (as the admin), then locked.
    const ok = await lock({ orderId: waiting, trip: 'pickup', riderId: riderIds[1] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await tripOf(waiting)).toMatchObject({ riderId: riderIds[1], assignedBy: 'operator', lockedByAdminId: adminId });
    const audit = await db().select().from(orderEvents).where(eq(orderEvents.bookingId, waiting));
    expect(audit.find((e) => e.toState === 'assigned')).toMatchObject({ actorRole: 'admin', actorId: adminId });

    // Started: too late to lock.
    const asRider = bearer(await tokenFor(ctx.app, 'rider', riderIds[1]!));
    for (const action of ['accept', 'start'])
      await inject('POST', '/api/riders/order-action', { orderId: waiting, action }, asRider);
    const started = await lock({ orderId: waiting, trip: 'pickup', riderId: riderIds[0] });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(PLANNER_MESSAGES.tripNotOpen);

    const other = await pickup(NORTH_DOOR, manualArea);
    const notLocked = await inject('DELETE', `/api/admin/dispatch/locks/${other}/pickup`);
    expect(notLocked.statusCode).toBe(409);
    expect(notLocked.json().message).toBe(PLANNER_MESSAGES.notLocked);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await inject('DELETE', `/api/admin/dispatch/locks/${unknown}/pickup`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BOOKING_MESSAGES.notFound);
    const noArea = await inject('PUT', `/api/admin/dispatch/areas/${unknown}/auto-dispatch`, { enabled: true });
    expect(noArea.statusCode).toBe(404);
    expect(noArea.json().message).toBe(PLANNER_MESSAGES.areaNotFound);
    const bad = await lock({ orderId: waiting, trip: 'laundry', riderId: riderIds[0] });
    expect(bad.statusCode).toBe(400);
    await db()
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(inArray(bookings.id, [waiting, other]));
  });
});
