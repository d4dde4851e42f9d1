// Generated Gurugram mornings for the route planner's bench (issue 28): customers at `seed:scale`'s addresses (its
// own generator), the two seed laundries, riders starting where they happen to be, travel times from core's default
// travel model. Also today's way of dispatching (each trip in slot order to the nearest rider, appended) and the
// solver with a late fallback, both measured on the same matrix.
import { makeCustomers } from '../../apps/api/src/db/seed/scale/scale-people.js';
import { Random } from '../../apps/api/src/db/seed/scale/scale-random.js';
import { SEED_VENDORS } from '../../apps/api/src/db/seed/reference-data.js';
import { DEFAULT_TRAVEL_MODEL, serviceSeconds, travelSeconds } from '../../packages/core/src/dispatch/travel-model.js';
import { haversineKm, type LatLng } from '../../packages/core/src/locations/geo.js';
import { solve } from '../../packages/core/src/routing/solve.js';
import type { SolveOptions, VrpInput, VrpSolution } from '../../packages/core/src/routing/vrp-types.js';
import { cpuMs } from './cpu-clock.js';

const HOUR = 3600;
/** The shift: 07:30 to 18:00 IST (a busy morning runs late; the greedy baseline has no shift end at all). */
export const SHIFT: [number, number] = [7.5 * HOUR, 18 * HOUR];
/** Pickup and delivery slots start at 8, 9 and 10 AM and last an hour. */
const SLOT_HOURS = [8, 9, 10];
const CAPACITY_BAGS = 8;
/** Handing bags over at a laundry's counter takes less than a customer's door. */
const COUNTER_SECONDS = 120;
/** The share of trips that are deliveries (from a laundry to the customer); the rest are pickups. */
const DELIVERY_SHARE = 0.3;
/** Travel times are taken at 9 AM IST (the morning's speed; the solver's matrix is not time-dependent). */
const DEPART_AT = new Date('2026-11-29T03:30:00Z');

export interface Trip {
  kind: 'pickup' | 'delivery';
  /** The customer's location index, and the laundry's. */
  customer: number;
  laundry: number;
  bags: number;
  slot: [number, number];
}

export interface Day {
  points: LatLng[];
  riders: number[];
  trips: Trip[];
  durations: number[][];
  problem: VrpInput;
}

/** A morning of `tripCount` trips for `riderCount` riders; the same seed gives the same day. */
export function gurugramDay(tripCount: number, riderCount: number, seed: number): Day {
  const random = new Random(seed);
  const people = makeCustomers(random, tripCount + riderCount, { start: 0, end: 365 * 86_400_000 });
  const laundries = SEED_VENDORS.map((v) => ({ lat: v.lat, lng: v.lng }));
  // Riders start at a customer-like address (home, or where the last job left them).
  const points: LatLng[] = [...laundries, ...people.map((p) => ({ lat: p.addresses[0]!.lat, lng: p.addresses[0]!.lng }))];
  const riders = Array.from({ length: riderCount }, (_, k) => laundries.length + k);
  const trips: Trip[] = Array.from({ length: tripCount }, (_, k) => {
    const hour = SLOT_HOURS[random.int(0, SLOT_HOURS.length - 1)]!;
    return {
      kind: random.chance(DELIVERY_SHARE) ? 'delivery' : 'pickup',
      customer: laundries.length + riderCount + k,
      laundry: random.int(0, laundries.length - 1),
      bags: random.int(1, 3),
      slot: [hour * HOUR, (hour + 1) * HOUR],
    };
  });
  const durations = points.map((a) => points.map((b) => travelSeconds(DEFAULT_TRAVEL_MODEL, a, b, DEPART_AT)));
  return { points, riders, trips, durations, problem: toProblem(riders, trips, durations) };
}

const door = serviceSeconds(DEFAULT_TRAVEL_MODEL);

/** Each trip a shipment: a pickup goes from the door (in its slot) to the laundry, a delivery the other way. */
export function toProblem(riders: number[], trips: Trip[], durations: number[][], lateOk = new Set<number>()): VrpInput {
  const doorWindow = (k: number, slot: [number, number]): [number, number][] => [[slot[0], lateOk.has(k) ? SHIFT[1] : slot[1]]];
  return {
    vehicles: riders.map((start, k) => ({
      id: k + 1,
      start_index: start,
      capacity: [CAPACITY_BAGS],
      time_window: SHIFT,
    })),
    shipments: trips.map((t, k) => {
      const atDoor = { location_index: t.customer, service: door, time_windows: doorWindow(k, t.slot) };
      const atLaundry = { location_index: t.laundry, service: COUNTER_SECONDS };
      return {
        amount: [t.bags],
        pickup: { id: k + 1, ...(t.kind === 'pickup' ? atDoor : atLaundry) },
        delivery: { id: k + 1, ...(t.kind === 'pickup' ? atLaundry : atDoor) },
      };
    }),
    matrices: { car: { durations } },
  };
}

export interface DayResult {
  travel: number;
  late: number;
  unplaced: number;
  ms: number;
}

/**
 * Today's dispatch: trips in slot order (then booking order), each to the rider nearest in a straight line to where
 * that rider's route currently ends, appended. A rider keeps the bags picked up until the next trip would not fit
 * (or the day ends), then drops them at their laundries; a delivery starts at its laundry. Lateness is allowed and
 * counted (a door reached after its slot ends).
 */
export function greedy(day: Day): DayResult {
  const began = performance.now();
  const { points, durations } = day;
  const riders = day.riders.map((start) => ({ at: start, time: SHIFT[0], travel: 0, held: [] as Trip[] }));
  let late = 0;
  type Rider = (typeof riders)[number];
  const go = (r: Rider, to: number, service: number, opens = 0) => {
    const leg = durations[r.at]![to]!;
    r.travel += leg;
    r.time = Math.max(r.time + leg, opens);
    const arrival = r.time;
    r.time += service;
    r.at = to;
    return arrival;
  };
  const dropHeld = (r: Rider) => {
    while (r.held.length) {
      const laundry = r.held.map((t) => t.laundry).sort((a, b) => durations[r.at]![a]! - durations[r.at]![b]!)[0]!;
      go(r, laundry, COUNTER_SECONDS);
      r.held = r.held.filter((t) => t.laundry !== laundry);
    }
  };
  const order = day.trips.map((_, k) => k).sort((a, b) => day.trips[a]!.slot[0] - day.trips[b]!.slot[0] || a - b);
  for (const k of order) {
    const trip = day.trips[k]!;
    const first = trip.kind === 'pickup' ? trip.customer : trip.laundry;
    const rider = riders.reduce((best, r) =>
      haversineKm(points[r.at]!, points[first]!) < haversineKm(points[best.at]!, points[first]!) ? r : best,
    );
    const load = rider.held.reduce((sum, t) => sum + t.bags, 0);
    if (load + trip.bags > CAPACITY_BAGS) dropHeld(rider);
    if (trip.kind === 'pickup') {
      if (go(rider, trip.customer, door, trip.slot[0]) > trip.slot[1]) late++;
      rider.held.push(trip);
    } else {
      go(rider, trip.laundry, COUNTER_SECONDS);
      rider.held = rider.held.filter((t) => t.laundry !== trip.laundry);
      if (go(rider, trip.customer, door, trip.slot[0]) > trip.slot[1]) late++;
    }
  }
  for (const r of riders) dropHeld(r);
  return { travel: riders.reduce((s, r) => s + r.travel, 0), late, unplaced: 0, ms: performance.now() - began };
}

/**
 * The solver with the windows kept; the trips it cannot place in their slots are then allowed to be late (their
 * door's window runs to the shift end) and put in by a warm-started re-solve, and counted as late.
 */
export function planned(
  day: Day,
  options: SolveOptions,
): DayResult & { solution: VrpSolution; problem: VrpInput; cpuMs: number; iterations: number } {
  const began = performance.now();
  const cpuBegan = cpuMs();
  // The fallback gets a sixth of the budget (it starts from the first answer, so it needs less).
  const share = (part: number) => ({
    maxIterations: options.maxIterations === undefined ? undefined : Math.round(options.maxIterations * part),
    maxMs: options.maxMs === undefined ? undefined : options.maxMs * part,
  });
  const first = solve(day.problem, { clock: cpuMs, ...options, ...share(5 / 6) });
  let solution = first;
  let problem = day.problem;
  const stuck = new Set(first.unassigned.map((u) => u.id - 1));
  if (stuck.size) {
    problem = toProblem(day.riders, day.trips, day.durations, stuck);
    solution = solve(problem, { clock: cpuMs, ...options, ...share(1 / 6), initial: first.routes });
  }
  let late = 0;
  for (const route of solution.routes)
    for (const step of route.steps) {
      if (step.id === undefined || step.type === 'start' || step.type === 'end') continue;
      const trip = day.trips[step.id - 1]!;
      const atDoor = (trip.kind === 'pickup') === (step.type === 'pickup');
      if (atDoor && step.arrival > trip.slot[1]) late++;
    }
  return {
    iterations: first.summary.iterations,
    travel: solution.summary.duration,
    late,
    unplaced: solution.unassigned.length / 2,
    ms: performance.now() - began,
    cpuMs: cpuMs() - cpuBegan,
    solution,
    problem,
  };
}
