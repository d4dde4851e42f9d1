// The route planner's solver (issue 28): a VROOM-shaped problem in, VROOM-shaped routes out. Construction by
// cheapest insertion, local search, then ruin-and-recreate with simulated annealing while the budget lasts.
import { buildModel, earliestStart, type Model } from './model.js';
import { Prng } from './prng.js';
import { Route } from './route.js';
import { search } from './ruin-recreate.js';
import { Solution } from './solution.js';
import { warmStart } from './warm-start.js';
import {
  vrpInputSchema,
  type SolveOptions,
  type VrpInput,
  type VrpRoute,
  type VrpSolution,
  type VrpStep,
  type VrpUnassigned,
  type VrpUnassignedReason,
} from './vrp-types.js';

const DEFAULT_ITERATIONS = 1000;

export function solve(input: VrpInput, options: SolveOptions = {}): VrpSolution {
  const began = performance.now();
  const now = options.clock ?? (() => performance.now());
  const clockBegan = now();
  const problem = vrpInputSchema.parse(input);
  const model = buildModel(problem, options);
  const loaded = performance.now();
  const sol = options.initial ? warmStart(model, options.initial) : new Solution(model);
  sol.construct();
  const unbudgeted = options.maxIterations === undefined && options.maxMs === undefined;
  const budget = unbudgeted
    ? { maxIterations: options.initial ? 0 : DEFAULT_ITERATIONS }
    : { maxIterations: options.maxIterations, maxMs: options.maxMs, began: clockBegan, now };
  // A warm start's local search looks only at the routes that changed, so the others stay as they were.
  const focus = options.initial ? [...sol.touched].flatMap((v) => sol.routes[v]!.seq) : undefined;
  const { best, iterations } = search(sol, new Prng(options.seed ?? 1), budget, focus);
  const routes = best.routes.filter((r) => r.seq.length).map((r) => describeRoute(model, r));
  const unassigned = best.unassigned
    .slice()
    .sort((a, b) => a - b)
    .map((t) => describeUnassigned(model, t));
  const sum = (key: 'service' | 'duration' | 'waiting_time' | 'distance') => routes.reduce((s, r) => s + r[key], 0);
  return {
    code: 0,
    summary: {
      cost: routes.reduce((s, r) => s + r.cost, 0),
      routes: routes.length,
      unassigned: unassigned.length,
      service: sum('service'),
      duration: sum('duration'),
      waiting_time: sum('waiting_time'),
      distance: sum('distance'),
      computing_times: { loading: Math.round(loaded - began), solving: Math.round(performance.now() - loaded) },
      iterations,
    },
    unassigned,
    routes,
  };
}

function describeRoute(model: Model, route: Route): VrpRoute {
  const veh = route.vehicle;
  const dims = model.dims;
  const load = route.load.slice(0, dims);
  const step = (type: VrpStep['type'], loc: number, extra: Partial<VrpStep>): VrpStep => ({
    type,
    location_index: loc,
    arrival: 0,
    waiting_time: 0,
    service: 0,
    duration: 0,
    distance: 0,
    load: load.slice(),
    ...extra,
  });
  let time = veh.twStart;
  let duration = 0;
  let distance = 0;
  let prev = veh.start;
  const steps: VrpStep[] = [];
  const firstLoc = model.tasks[route.seq[0] as number]!.loc;
  steps.push(step('start', prev >= 0 ? prev : firstLoc, { arrival: time }));
  const travel = (to: number) => {
    if (prev < 0 || to < 0) return;
    time += veh.durations[prev * veh.size + to] as number;
    duration += veh.durations[prev * veh.size + to] as number;
    distance += veh.distances ? (veh.distances[prev * veh.size + to] as number) : 0;
  };
  let service = 0;
  let waiting = 0;
  const delivery = new Array<number>(dims).fill(0);
  const pickup = new Array<number>(dims).fill(0);
  for (const t of route.seq) {
    const task = model.tasks[t]!;
    travel(task.loc);
    const start = earliestStart(task.tws, time);
    for (let d = 0; d < dims; d++) {
      load[d] = (load[d] as number) + (task.delta[d] as number);
      delivery[d] =
        (delivery[d] as number) + (task.kind === 'delivery' ? -(task.delta[d] as number) : (task.startLoad[d] as number));
      pickup[d] = (pickup[d] as number) + (task.pickupAmount[d] as number);
    }
    steps.push(
      step(task.kind, task.loc, {
        id: task.id,
        arrival: time,
        waiting_time: start - time,
        service: task.service,
        duration,
        distance,
      }),
    );
    waiting += start - time;
    service += task.service;
    time = start + task.service;
    prev = task.loc;
  }
  travel(veh.end);
  steps.push(step('end', veh.end >= 0 ? veh.end : prev, { arrival: time, duration, distance }));
  return {
    vehicle: veh.id,
    cost: route.cost - veh.fixed + veh.inputFixed,
    steps,
    service,
    duration,
    waiting_time: waiting,
    distance,
    delivery,
    pickup,
  };
}

/** Why a task is left out, in words for an operator (also for answers from a VROOM server, which gives no reason). */
export const VRP_UNASSIGNED_MESSAGES: Record<VrpUnassignedReason, string> = {
  skills: 'No vehicle has the skills it needs',
  capacity: 'It does not fit in any vehicle, even an empty one',
  time_window: 'No vehicle can reach it within its time windows and the shift, even with nothing else to do',
  routes_full: 'It fits an empty route, but not beside the other stops in any route',
};

/** Why a task is left out: the first of skills, capacity, windows that rules out every vehicle, else full routes. */
function describeUnassigned(model: Model, t: number): VrpUnassigned {
  const task = model.tasks[t]!;
  const root = task.kind === 'delivery' ? task.partner : t;
  const V = model.vehicles.length;
  const skilled = model.vehicles.filter((_, v) => model.allowed[root * V + v]);
  const amount = model.tasks[root]!;
  const fits = skilled.filter((veh) =>
    veh.capacity.every((cap, d) => (amount.startLoad[d] as number) <= cap && (amount.pickupAmount[d] as number) <= cap),
  );
  const reachable = fits.filter((veh) => {
    const route = new Route(model, model.vehicles.indexOf(veh));
    return amount.kind === 'pickup'
      ? route.bestShipmentInsertion(root).cost < Number.POSITIVE_INFINITY
      : route.insertionCost(root, 0) < Number.POSITIVE_INFINITY;
  });
  const reason: VrpUnassignedReason = !skilled.length
    ? 'skills'
    : !fits.length
      ? 'capacity'
      : !reachable.length
        ? 'time_window'
        : 'routes_full';
  return { id: task.id, type: task.kind, location_index: task.loc, reason, message: VRP_UNASSIGNED_MESSAGES[reason] };
}
