import { afterAll, describe, expect, it } from 'vitest';
import { checkSolution } from '@washday/core/routing';
import { createLocalRouteEngine } from './travel/engines.js';
import { modelTravelTimes } from './travel/travel-times.js';
import type { PlanInput, PlanRider, PlanTrip } from './plan-input.js';
import { buildProblem, pointsOf, tasksOf } from './plan-problem.js';
import { computePlan } from './plan-solve.js';

// The planner's problem and its answer without a database: 11:00 IST on 22 Nov 2026, riders and doors in Gurugram.

const NOW = new Date('2026-11-22T05:30:00Z');
const ist = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+05:30`);
const LAUNDRY = { label: 'Sparkle', address: 'Sector 14', at: { lat: 28.4722, lng: 77.0434 } };
const NEAR_A = { lat: 28.4595, lng: 77.0266 };
const NEAR_B = { lat: 28.4089, lng: 77.0418 };

function rider(id: string, position = NEAR_A, extra: Partial<PlanRider> = {}): PlanRider {
  return { id, name: id, phone: '91', position, lastLocationAt: NOW, shiftEnd: ist('22:00'), capacity: 8, ...extra };
}

let seq = 0;
function trip(extra: Partial<PlanTrip> = {}): PlanTrip {
  seq++;
  return {
    bookingId: `b${seq}`,
    customOrderId: `WD-${seq}`,
    customerId: `c${seq}`,
    kind: 'pickup',
    area: { id: 'a', name: 'North', autoDispatch: true },
    door: { label: 'Asha', address: 'Door', at: NEAR_A },
    laundry: LAUNDRY,
    window: { from: ist('12:00'), to: ist('13:00') },
    remaining: 'both',
    onRider: null,
    movable: true,
    ...extra,
  };
}

const engine = createLocalRouteEngine();
afterAll(() => engine.close?.());
const deps = {
  travel: modelTravelTimes(),
  engine,
  options: () => ({ maxIterations: 200, seed: 1 }),
};

describe('the planner problem', () => {
  it('turns trips into shipments and jobs, and says why the others cannot be planned', () => {
    const input: PlanInput = {
      now: NOW,
      riders: [rider('r1')],
      trips: [
        trip(),
        trip({ laundry: null }),
        trip({
          kind: 'delivery',
          remaining: 'door',
          movable: false,
          onRider: { riderId: 'r1', status: 'picked_up', assignedBy: 'planner', locked: false },
        }),
        trip({ door: { label: 'x', address: 'no pin', at: null } }),
        trip({ kind: 'delivery', laundry: null }),
        trip({ movable: false, onRider: { riderId: 'gone', status: 'assigned', assignedBy: 'operator', locked: false } }),
      ],
    };
    const { tasks, unplaced } = tasksOf(input);
    expect(unplaced.map((u) => u.reason)).toEqual(['no_location', 'no_laundry', 'no_rider']);
    const { points, index } = pointsOf(input, tasks);
    const matrix = { durations: points.map(() => points.map(() => 60)), distances: points.map(() => points.map(() => 100)) };
    const problem = buildProblem(input, tasks, matrix, index, () => 300, new Set());
    // A pickup with a laundry is a shipment door → laundry in its slot (seconds after now: 1 h to 2 h).
    expect(problem.shipments).toHaveLength(1);
    expect(problem.shipments![0]!.pickup.time_windows).toEqual([[3600, 7200]]);
    expect(problem.shipments![0]!.delivery.time_windows).toBeUndefined();
    // Without a laundry its bag rides to the route's end; a started delivery carries its bag from the start, fixed.
    expect(problem.jobs).toEqual([
      expect.objectContaining({ id: 2, pickup: [1] }),
      expect.objectContaining({ id: 3, delivery: [1], skills: [1] }),
    ]);
    expect(problem.vehicles[0]).toMatchObject({ start_index: 0, capacity: [8], skills: [1], time_window: [0, 39600] });
  });

  it('keeps a fixed trip on its rider even when another is closer, and every route is feasible', async () => {
    const atB = { label: 'd', address: 'near B', at: NEAR_B };
    const onA = { riderId: 'a', status: 'accepted' as const, assignedBy: 'operator' as const, locked: false };
    const riders = [rider('a', NEAR_A), rider('b', NEAR_B)];
    const riderOf = async (t: PlanTrip) =>
      (await computePlan(deps, { now: NOW, riders, trips: [t] })).routes.find((r) => r.stops.some((s) => s.task.trip === t))
        ?.rider.id;
    // Waiting, it goes to the rider at its door; fixed, it stays with its own.
    expect(await riderOf(trip({ door: atB, onRider: null, movable: true }))).toBe('b');
    expect(await riderOf(trip({ door: atB, onRider: onA, movable: false }))).toBe('a');

    const input: PlanInput = { now: NOW, riders, trips: [trip({ door: atB, onRider: onA, movable: false }), trip(), trip()] };
    const { tasks } = tasksOf(input);
    const { points, index } = pointsOf(input, tasks);
    const matrix = await deps.travel.matrix(points, NOW);
    const problem = buildProblem(input, tasks, matrix, index, () => 300, new Set());
    expect(checkSolution(problem, await deps.engine.solve(problem, { maxIterations: 200 }))).toEqual([]);
  });

  it('keeps a trip it already gave a rider with that rider, unless the move keeps a slot the rider would miss', async () => {
    const atB = { label: 'd', address: 'near B', at: NEAR_B };
    const planners = { riderId: 'a', status: 'assigned' as const, assignedBy: 'planner' as const, locked: false };
    const riders = [rider('a', NEAR_A), rider('b', NEAR_B)];
    const plannedFor = async (...trips: PlanTrip[]) => {
      const plan = await computePlan(deps, { now: NOW, riders, trips });
      return trips.map((t) => plan.routes.find((r) => r.stops.some((s) => s.task.trip === t))?.rider.id);
    };
    // b is at the door, but a can make the 12:00-13:00 slot: the trip stays with a, and nobody is told again.
    expect(await plannedFor(trip({ door: atB, onRider: planners }))).toEqual(['a']);
    // 11:05-11:15 at B: a cannot get there in time from A, b can, so the trip moves.
    const tight = { from: ist('11:05'), to: ist('11:15') };
    const [moved] = await plannedFor(trip({ door: atB, window: tight, onRider: planners }));
    expect(moved).toBe('b');
    // Off shift, a keeps nothing: the trip goes to the rider on shift.
    const plan = await computePlan(deps, { now: NOW, riders: [rider('b', NEAR_B)], trips: [trip({ onRider: planners })] });
    expect(plan.routes.map((r) => r.rider.id)).toEqual(['b']);
  });

  it('places a trip whose slot has passed late, with its minutes past the slot', async () => {
    const past = trip({ window: { from: ist('09:00'), to: ist('10:00') } });
    const plan = await computePlan(deps, { now: NOW, riders: [rider('a')], trips: [past] });
    const door = plan.routes[0]!.stops.find((s) => s.kind === 'pickup_at_door')!;
    expect(door.lateMinutes).toBeGreaterThanOrEqual(60);
    expect(plan.unplaced).toEqual([]);
  });

  it('opens the window of a slot no rider can reach in time, and reports the bags no rider has room for', async () => {
    // 11:05-11:10 at a door 10 km away: unreachable in the slot, placed late by the fallback.
    const tight = trip({ door: { label: 'd', address: 'far', at: NEAR_B }, window: { from: ist('11:05'), to: ist('11:10') } });
    const plan = await computePlan(deps, { now: NOW, riders: [rider('a', NEAR_A)], trips: [tight] });
    expect(plan.routes[0]!.stops.find((s) => s.kind === 'pickup_at_door')!.lateMinutes).toBeGreaterThan(0);

    const full = {
      now: NOW,
      riders: [rider('a', NEAR_A, { capacity: 1 })],
      trips: [trip({ laundry: null }), trip({ laundry: null })],
    };
    const crowded = await computePlan(deps, full);
    expect(crowded.unplaced.map((u) => u.reason)).toEqual(['capacity']);
  });

  it('has nothing to solve without riders: every trip is unplaced for want of one', async () => {
    const plan = await computePlan(deps, { now: NOW, riders: [], trips: [trip(), trip()] });
    expect(plan.routes).toEqual([]);
    expect(plan.unplaced.map((u) => u.reason)).toEqual(['no_rider', 'no_rider']);
  });
});
