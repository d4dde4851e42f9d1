// The solver's internal model: the VROOM-shaped problem flattened into task and vehicle arrays with flat matrices,
// so the hot loops index numbers instead of walking objects.
import type { SolveOptions, VrpProblem } from './vrp-types.js';

export type TaskKind = 'job' | 'pickup' | 'delivery';

export interface Task {
  kind: TaskKind;
  id: number;
  loc: number;
  service: number;
  /** Time windows flattened [start0, end0, start1, end1, …], sorted. */
  tws: number[];
  /** What this task adds to the load the vehicle leaves with (a job's delivery). */
  startLoad: number[];
  /** How the load changes at this task. */
  delta: number[];
  /** A job's pickup, or a shipment's amount (what must fit after this task is done). */
  pickupAmount: number[];
  /** The other half of a shipment, or -1. */
  partner: number;
  skills: number[];
}

export interface Vehicle {
  id: number;
  /** -1 when the route has no start (or no end). */
  start: number;
  end: number;
  twStart: number;
  twEnd: number;
  capacity: number[];
  /** Fixed cost of using the vehicle in the objective; `inputFixed` is the problem's own (without minimiseVehicles). */
  fixed: number;
  inputFixed: number;
  skills: Set<number>;
  size: number;
  durations: Float64Array;
  /** The matrix minimised (durations, or distances for the distance objective). */
  costs: Float64Array;
  distances: Float64Array | null;
}

export interface Model {
  tasks: Task[];
  vehicles: Vehicle[];
  dims: number;
  /** allowed[t * vehicles + v]: the vehicle has the task's skills. */
  allowed: Uint8Array;
  /** Per task, the other tasks nearest by cost (a granular neighbourhood for the moves). */
  neighbours: number[][];
  /** The cost of leaving one task unassigned: more than any solution's travel. */
  penalty: number;
  /** Per vehicle, the first vehicle just like it (so moves try one empty route of each kind). */
  kindOf: number[];
}

const flat = (rows: number[][]): Float64Array => {
  const n = rows.length;
  const out = new Float64Array(n * n);
  rows.forEach((row, i) => row.forEach((value, j) => (out[i * n + j] = value)));
  return out;
};

const NEIGHBOURS = 40;

export function buildModel(problem: VrpProblem, options: SolveOptions): Model {
  const objective = options.objective ?? 'duration';
  const dims = Math.max(
    0,
    ...problem.vehicles.map((v) => v.capacity?.length ?? 0),
    ...problem.jobs.map((j) => Math.max(j.delivery?.length ?? 0, j.pickup?.length ?? 0)),
    ...problem.shipments.map((s) => s.amount?.length ?? 0),
  );
  const vec = (a: number[] | undefined) => Array.from({ length: dims }, (_, d) => a?.[d] ?? 0);
  const windows = (tws: [number, number][] | undefined) =>
    tws ? [...tws].sort((a, b) => a[0] - b[0]).flat() : [0, Number.POSITIVE_INFINITY];

  const tasks: Task[] = [];
  for (const job of problem.jobs) {
    const delivery = vec(job.delivery);
    const pickup = vec(job.pickup);
    tasks.push({
      kind: 'job',
      id: job.id,
      loc: job.location_index,
      service: job.service ?? 0,
      tws: windows(job.time_windows),
      startLoad: delivery,
      delta: pickup.map((p, d) => p - (delivery[d] ?? 0)),
      pickupAmount: pickup,
      partner: -1,
      skills: job.skills ?? [],
    });
  }
  for (const shipment of problem.shipments) {
    const amount = vec(shipment.amount);
    const zero = vec(undefined);
    const base = tasks.length;
    const step = (s: typeof shipment.pickup, kind: TaskKind, partner: number): Task => ({
      kind,
      id: s.id,
      loc: s.location_index,
      service: s.service ?? 0,
      tws: windows(s.time_windows),
      startLoad: zero,
      delta: kind === 'pickup' ? amount : amount.map((a) => -a),
      pickupAmount: kind === 'pickup' ? amount : zero,
      partner,
      skills: shipment.skills ?? [],
    });
    tasks.push(step(shipment.pickup, 'pickup', base + 1), step(shipment.delivery, 'delivery', base));
  }

  let maxCost = 0;
  const matrices = new Map<string, { durations: Float64Array; costs: Float64Array; distances: Float64Array | null }>();
  for (const [profile, m] of Object.entries(problem.matrices)) {
    if (objective === 'distance' && !m.distances) throw new Error(`The distance objective needs matrices.${profile}.distances`);
    const durations = flat(m.durations);
    const distances = m.distances ? flat(m.distances) : null;
    const costs = objective === 'distance' && distances ? distances : durations;
    for (const c of costs) maxCost = Math.max(maxCost, c);
    matrices.set(profile, { durations, costs, distances });
  }
  const vehicles: Vehicle[] = problem.vehicles.map((v) => {
    const m = matrices.get(v.profile ?? 'car');
    if (!m) throw new Error(`No matrix for profile '${v.profile ?? 'car'}'`);
    return {
      id: v.id,
      start: v.start_index ?? -1,
      end: v.end_index ?? -1,
      twStart: v.time_window?.[0] ?? 0,
      twEnd: v.time_window?.[1] ?? Number.POSITIVE_INFINITY,
      capacity: v.capacity ? vec(v.capacity) : vec(undefined).map(() => Number.POSITIVE_INFINITY),
      fixed: v.costs?.fixed ?? 0,
      inputFixed: v.costs?.fixed ?? 0,
      skills: new Set(v.skills ?? []),
      size: Math.round(Math.sqrt(m.durations.length)),
      ...m,
    };
  });

  const V = vehicles.length;
  const allowed = new Uint8Array(tasks.length * V);
  tasks.forEach((t, i) => vehicles.forEach((v, k) => (allowed[i * V + k] = t.skills.every((s) => v.skills.has(s)) ? 1 : 0)));

  // One route's worth of travel bounds any solution's; a vehicle (when minimising them) and an unassigned task cost more.
  const bound = maxCost * (tasks.length + 2 * V + 2) + vehicles.reduce((sum, v) => sum + v.fixed, 0) + 1;
  if (options.minimiseVehicles) for (const v of vehicles) v.fixed += bound;
  const penalty = options.minimiseVehicles ? bound * (V + 2) : bound;

  // The nearest tasks by the first vehicle's costs (either direction), kept in a short sorted list per task.
  const first = vehicles[0];
  const size = first?.size ?? 0;
  const neighbours = tasks.map((t, i) => {
    const ids: number[] = [];
    const near: number[] = [];
    tasks.forEach((u, j) => {
      if (j === i || !first) return;
      const c = Math.min(first.costs[t.loc * size + u.loc] ?? 0, first.costs[u.loc * size + t.loc] ?? 0);
      if (ids.length === NEIGHBOURS && c >= (near[near.length - 1] ?? 0)) return;
      let k = ids.length;
      while (k > 0 && (near[k - 1] ?? 0) > c) k--;
      ids.splice(k, 0, j);
      near.splice(k, 0, c);
      if (ids.length > NEIGHBOURS) {
        ids.pop();
        near.pop();
      }
    });
    return ids;
  });
  const kinds = new Map<string, number>();
  const kindOf = vehicles.map((v, i) => {
    const key = JSON.stringify([
      v.start,
      v.end,
      v.twStart,
      v.twEnd,
      v.capacity,
      [...v.skills],
      v.fixed,
      v.costs === vehicles[0]?.costs,
    ]);
    if (!kinds.has(key)) kinds.set(key, i);
    return kinds.get(key) ?? i;
  });
  return { tasks, vehicles, dims, allowed, neighbours, penalty, kindOf };
}

/** The earliest service start at or after `arrival` inside one of the task's windows (Infinity when too late). */
export function earliestStart(tws: number[], arrival: number): number {
  for (let w = 0; w < tws.length; w += 2) {
    const end = tws[w + 1] ?? 0;
    if (arrival <= end) return Math.max(arrival, tws[w] ?? 0);
  }
  return Number.POSITIVE_INFINITY;
}

/** The latest service start at or before `limit` inside one of the task's windows (-Infinity when none). */
export function latestStart(tws: number[], limit: number): number {
  for (let w = tws.length - 2; w >= 0; w -= 2) {
    const start = tws[w] ?? 0;
    if (limit >= start) return Math.min(limit, tws[w + 1] ?? 0);
  }
  return Number.NEGATIVE_INFINITY;
}
