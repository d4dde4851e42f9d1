import { UNPLACED_MESSAGES, type LatLng, type StopKind, type UnplacedReason } from '@washday/core';
import type { VrpInput, VrpSolution } from '@washday/core/routing';
import type { PlanInput, PlanRider, PlanTrip, Place } from './plan-input.js';
import type { TravelMatrix } from './route-engine.js';

// The planner's input as the solver's VROOM-shaped problem (decision 0035), and the solver's answer read back as each
// rider's stops and the trips it could not place. Pure: no database, no clock (times are seconds after `now`).

/** One stop of a task as the solver sees it. */
export interface TaskStop {
  kind: StopKind;
  place: Place & { at: LatLng };
  /** The slot at a door; null at a laundry. */
  window: { from: Date; to: Date } | null;
}

/** A trip as the solver's job or shipment: its id is its index + 1. */
export interface Task {
  trip: PlanTrip;
  stops: [TaskStop] | [TaskStop, TaskStop];
  /** The rider (vehicle index) a fixed trip stays with; null: any rider. */
  fixedTo: number | null;
}

export interface PlannedStopDraft {
  task: Task;
  kind: StopKind;
  arrival: Date;
  departure: Date;
  window: { from: Date; to: Date } | null;
  lateMinutes: number;
  /** The leg from the previous stop (or the start), waiting left out. */
  travelSeconds: number;
  loadAfter: number;
}

export interface PlannedRouteDraft {
  rider: PlanRider;
  stops: PlannedStopDraft[];
  travelSeconds: number;
}

export interface UnplacedDraft {
  trip: PlanTrip;
  reason: UnplacedReason;
}

export interface PlanDraft {
  routes: PlannedRouteDraft[];
  unplaced: UnplacedDraft[];
}

// Seconds count from `now` cut to its whole second, so a slot's 9:00 comes back as 9:00:00, not 8:59:59.6.
const originOf = (now: Date) => Math.floor(now.getTime() / 1000) * 1000;
const secondsAfter = (now: Date, at: Date) => Math.round((at.getTime() - originOf(now)) / 1000);
const key = (p: LatLng) => `${p.lat},${p.lng}`;

/**
 * The tasks the solver is given, and the trips that cannot be given to it (no position, no laundry, their rider off
 * shift). A pickup is door → laundry, or a job at the door when the order has no laundry yet; a delivery laundry → door.
 */
export function tasksOf(input: PlanInput): { tasks: Task[]; unplaced: UnplacedDraft[] } {
  const tasks: Task[] = [];
  const unplaced: UnplacedDraft[] = [];
  const riderIndex = new Map(input.riders.map((r, i) => [r.id, i]));
  for (const trip of input.trips) {
    const door = trip.door.at ? { kind: trip.kind === 'pickup' ? 'pickup_at_door' : 'deliver_at_door', place: trip.door } : null;
    const laundry = trip.laundry?.at
      ? { kind: trip.kind === 'pickup' ? 'drop_at_laundry' : 'collect_at_laundry', place: trip.laundry }
      : null;
    const needsDoor = trip.remaining !== 'laundry';
    const needsLaundry = trip.remaining === 'laundry' || (trip.remaining === 'both' && trip.kind === 'delivery');
    if (needsDoor && !door) {
      unplaced.push({ trip, reason: 'no_location' });
      continue;
    }
    if (needsLaundry && !laundry) {
      unplaced.push({ trip, reason: 'no_laundry' });
      continue;
    }
    const fixedTo = trip.movable ? null : (riderIndex.get(trip.onRider?.riderId ?? '') ?? -1);
    if (fixedTo === -1 || !input.riders.length) {
      unplaced.push({ trip, reason: 'no_rider' });
      continue;
    }
    const doorStop = door && ({ kind: door.kind, place: door.place, window: trip.window } as TaskStop);
    const laundryStop = laundry && ({ kind: laundry.kind, place: laundry.place, window: null } as TaskStop);
    let stops: Task['stops'];
    if (trip.remaining === 'door') stops = [doorStop!];
    else if (trip.remaining === 'laundry') stops = [laundryStop!];
    else if (trip.kind === 'delivery') stops = [laundryStop!, doorStop!];
    // A pickup whose order has a laundry drops there; without one its bags ride to the route's end.
    else stops = laundryStop ? [doorStop!, laundryStop] : [doorStop!];
    tasks.push({ trip, stops, fixedTo });
  }
  return { tasks, unplaced };
}

/** The points of the matrix: the riders' positions first (vehicle i starts at i), then each distinct stop. */
export function pointsOf(input: PlanInput, tasks: readonly Task[]): { points: LatLng[]; index: Map<string, number> } {
  const points: LatLng[] = input.riders.map((r) => r.position);
  const index = new Map<string, number>();
  for (const task of tasks)
    for (const stop of task.stops)
      if (!index.has(key(stop.place.at))) index.set(key(stop.place.at), points.push(stop.place.at) - 1);
  return { points, index };
}

/**
 * The VROOM problem. `opened`: tasks (by index) whose door window is opened to the rest of the shift (a slot already
 * past, or one no rider could reach: the late fallback). A window already over is opened in any case.
 */
export function buildProblem(
  input: PlanInput,
  tasks: readonly Task[],
  matrix: TravelMatrix,
  pointIndex: ReadonlyMap<string, number>,
  service: (task: Task) => number,
  opened: ReadonlySet<number>,
): VrpInput {
  const { now } = input;
  const horizon = Math.max(0, ...input.riders.map((r) => secondsAfter(now, r.shiftEnd)));
  const windowOf = (stop: TaskStop, t: number): [number, number][] | undefined => {
    if (!stop.window) return undefined;
    const from = Math.max(0, secondsAfter(now, stop.window.from));
    const to = secondsAfter(now, stop.window.to);
    if (opened.has(t) || to <= 0 || from > to) return [[0, Math.max(horizon, 0)]];
    return [[from, to]];
  };
  const step = (stop: TaskStop, t: number) => {
    const tw = windowOf(stop, t);
    return {
      id: t + 1,
      location_index: pointIndex.get(key(stop.place.at))!,
      service: service(tasks[t]!),
      ...(tw ? { time_windows: tw } : {}),
    };
  };
  const skillsOf = (task: Task) => (task.fixedTo === null ? {} : { skills: [task.fixedTo + 1] });
  const jobs: NonNullable<VrpInput['jobs']> = [];
  const shipments: NonNullable<VrpInput['shipments']> = [];
  tasks.forEach((task, t) => {
    if (task.stops.length === 2) {
      shipments.push({ pickup: step(task.stops[0], t), delivery: step(task.stops[1], t), amount: [1], ...skillsOf(task) });
      return;
    }
    // One stop: collecting at a door keeps the bag to the route's end; a drop or a hand-over carries it from the start.
    const collects = task.stops[0].kind === 'pickup_at_door';
    jobs.push({ ...step(task.stops[0], t), ...(collects ? { pickup: [1] } : { delivery: [1] }), ...skillsOf(task) });
  });
  return {
    vehicles: input.riders.map((r, i) => ({
      id: i,
      start_index: i,
      capacity: [r.capacity],
      skills: [i + 1],
      time_window: [0, Math.max(0, secondsAfter(now, r.shiftEnd))],
    })),
    jobs,
    shipments,
    matrices: { car: { durations: matrix.durations, distances: matrix.distances } },
  };
}

/**
 * The solver's reasons in the planner's words; after the late fallback a window still missed is the shift's end. Routes
 * full: for want of room when every rider's bag space fills up somewhere on the route, else of time.
 */
export function unplacedReason(
  reason: VrpSolution['unassigned'][number]['reason'],
  fallback: boolean,
  bagsFull: boolean,
): UnplacedReason {
  if (reason === 'skills') return 'no_rider';
  if (reason === 'capacity' || (reason === 'routes_full' && bagsFull)) return 'capacity';
  if (reason === 'time_window') return fallback ? 'shift_end' : 'time_window';
  return 'shift_end';
}

/** The task indexes the solver left out for their windows: the late fallback opens these. */
export function missedWindows(solution: VrpSolution): Set<number> {
  return new Set(solution.unassigned.filter((u) => u.reason === 'time_window').map((u) => u.id - 1));
}

/** The answer as each rider's stops, with arrival times, lateness against the slot's end and the load after each. */
export function readSolution(input: PlanInput, tasks: readonly Task[], solution: VrpSolution, fallback: boolean): PlanDraft {
  const at = (seconds: number) => new Date(originOf(input.now) + Math.round(seconds) * 1000);
  const routes: PlannedRouteDraft[] = [];
  for (const route of solution.routes) {
    const rider = input.riders[route.vehicle];
    if (!rider) continue;
    const stops: PlannedStopDraft[] = [];
    let travelled = 0;
    for (const s of route.steps) {
      if (s.type === 'start' || s.type === 'end' || s.id === undefined) continue;
      const task = tasks[s.id - 1];
      if (!task) continue;
      const leg = s.duration - travelled;
      travelled = s.duration;
      const stop = s.type === 'delivery' ? task.stops[1]! : task.stops[0];
      // The rider is at the door when the slot opens, not when they could first get there: a rider early for a
      // slot waits (or leaves later), so the time people see is the service's start.
      const arrival = at(s.arrival + s.waiting_time);
      const late = stop.window ? Math.ceil((arrival.getTime() - stop.window.to.getTime()) / 60_000) : 0;
      stops.push({
        task,
        kind: stop.kind,
        arrival,
        departure: at(s.arrival + s.waiting_time + s.service),
        window: stop.window,
        lateMinutes: Math.max(0, late),
        travelSeconds: Math.max(0, Math.round(leg)),
        loadAfter: s.load[0] ?? 0,
      });
    }
    if (stops.length) routes.push({ rider, stops, travelSeconds: Math.round(route.duration) });
  }
  const bagsFull = input.riders.every((r, v) =>
    solution.routes.some((route) => route.vehicle === v && route.steps.some((s) => (s.load[0] ?? 0) >= r.capacity)),
  );
  const seen = new Set<number>();
  const unplaced: UnplacedDraft[] = [];
  for (const u of solution.unassigned) {
    if (seen.has(u.id)) continue;
    seen.add(u.id);
    const task = tasks[u.id - 1];
    if (task) unplaced.push({ trip: task.trip, reason: unplacedReason(u.reason, fallback, bagsFull) });
  }
  return { routes, unplaced };
}

/** An unplaced trip as core's unplacedTripSchema says. */
export function unplacedView({ trip, reason }: UnplacedDraft) {
  return {
    orderId: trip.bookingId,
    custom_order_id: trip.customOrderId,
    trip: trip.kind,
    reason,
    message: UNPLACED_MESSAGES[reason],
    address: trip.door.address,
    coordinates: trip.door.at,
    window: { from: trip.window.from.toISOString(), to: trip.window.to.toISOString() },
    area: trip.area?.name ?? null,
  };
}
