// An answer checked against its problem from the raw input alone (not the solver's own arrays): every task placed
// once or reported unassigned, and every route keeps its windows, the shift, capacity, skills and shipment order,
// with the times and loads it reports. For the solver's tests, and later for answers from a VROOM server.
import { vrpInputSchema, type VrpInput, type VrpSolution } from './vrp-types.js';

const EPS = 1e-6;

export function checkSolution(input: VrpInput, solution: VrpSolution): string[] {
  const problem = vrpInputSchema.parse(input);
  const errors: string[] = [];
  const dims = Math.max(
    0,
    ...problem.vehicles.map((v) => v.capacity?.length ?? 0),
    ...problem.jobs.map((j) => Math.max(j.delivery?.length ?? 0, j.pickup?.length ?? 0)),
    ...problem.shipments.map((s) => s.amount?.length ?? 0),
  );
  const vec = (a: number[] | undefined) => Array.from({ length: dims }, (_, d) => a?.[d] ?? 0);
  type Task = {
    kind: 'job' | 'pickup' | 'delivery';
    loc: number;
    service: number;
    tws: [number, number][];
    startLoad: number[];
    delta: number[];
    skills: number[];
    shipment: number;
  };
  const tasks = new Map<string, Task>();
  const all = [0, Number.POSITIVE_INFINITY] as [number, number];
  for (const j of problem.jobs) {
    const delivery = vec(j.delivery);
    const pickup = vec(j.pickup);
    tasks.set(`job:${j.id}`, {
      kind: 'job',
      loc: j.location_index,
      service: j.service ?? 0,
      tws: j.time_windows ?? [all],
      startLoad: delivery,
      delta: pickup.map((p, d) => p - (delivery[d] ?? 0)),
      skills: j.skills ?? [],
      shipment: -1,
    });
  }
  problem.shipments.forEach((s, i) => {
    const amount = vec(s.amount);
    for (const kind of ['pickup', 'delivery'] as const) {
      const step = s[kind];
      tasks.set(`${kind}:${step.id}`, {
        kind,
        loc: step.location_index,
        service: step.service ?? 0,
        tws: step.time_windows ?? [all],
        startLoad: vec(undefined),
        delta: kind === 'pickup' ? amount : amount.map((a) => -a),
        skills: s.skills ?? [],
        shipment: i,
      });
    }
  });

  const seen = new Map<string, number>();
  const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
  for (const u of solution.unassigned) count(`${u.type}:${u.id}`);
  const usedVehicles = new Set<number>();
  for (const route of solution.routes) {
    const veh = problem.vehicles.find((v) => v.id === route.vehicle);
    if (!veh) {
      errors.push(`route for unknown vehicle ${route.vehicle}`);
      continue;
    }
    if (usedVehicles.has(veh.id)) errors.push(`vehicle ${veh.id} has two routes`);
    usedVehicles.add(veh.id);
    const m = problem.matrices[veh.profile ?? 'car']!;
    const dur = (a: number, b: number) => (a < 0 || b < 0 ? 0 : (m.durations[a]?.[b] ?? NaN));
    const where = `vehicle ${veh.id}`;
    const stops = route.steps.filter((s) => s.type !== 'start' && s.type !== 'end');
    if (route.steps[0]?.type !== 'start' || route.steps[route.steps.length - 1]?.type !== 'end')
      errors.push(`${where}: steps must begin with start and finish with end`);
    const routeTasks = stops.map((s) => {
      const key = `${s.type}:${s.id ?? -1}`;
      count(key);
      const task = tasks.get(key);
      if (!task) errors.push(`${where}: unknown ${key}`);
      return task;
    });
    const capacity = veh.capacity ? vec(veh.capacity) : vec(undefined).map(() => Number.POSITIVE_INFINITY);
    const load = vec(undefined);
    for (const t of routeTasks) if (t) t.startLoad.forEach((a, d) => (load[d] = (load[d] ?? 0) + a));
    if (load.some((l, d) => l > (capacity[d] ?? 0) + EPS)) errors.push(`${where}: over capacity at the start`);
    let time = veh.time_window?.[0] ?? 0;
    let prev = veh.start_index ?? -1;
    const pickedUp = new Set<number>();
    const delivered = new Set<number>();
    stops.forEach((step, k) => {
      const t = routeTasks[k];
      if (!t) return;
      const at = `${where} ${step.type} ${step.id ?? ''}`;
      if (!t.skills.every((s) => veh.skills?.includes(s))) errors.push(`${at}: the vehicle lacks a skill`);
      if (step.location_index !== t.loc) errors.push(`${at}: wrong location`);
      time += dur(prev, t.loc);
      if (Math.abs(step.arrival - time) > EPS) errors.push(`${at}: arrival ${step.arrival}, expected ${time}`);
      const window = t.tws.find(([, end]) => time <= end + EPS);
      if (!window) errors.push(`${at}: arrives at ${time}, after every time window`);
      const start = Math.max(time, window?.[0] ?? time);
      if (Math.abs(step.arrival + step.waiting_time - start) > EPS) errors.push(`${at}: waits ${step.waiting_time}`);
      time = start + t.service;
      t.delta.forEach((a, d) => (load[d] = (load[d] ?? 0) + a));
      if (load.some((l, d) => l > (capacity[d] ?? 0) + EPS)) errors.push(`${at}: over capacity`);
      if (step.load.some((l, d) => Math.abs(l - (load[d] ?? 0)) > EPS)) errors.push(`${at}: load reported wrong`);
      if (t.kind === 'pickup') pickedUp.add(t.shipment);
      if (t.kind === 'delivery') {
        if (!pickedUp.has(t.shipment)) errors.push(`${at}: delivered before its pickup on this route`);
        delivered.add(t.shipment);
      }
      prev = t.loc;
    });
    for (const s of pickedUp) if (!delivered.has(s)) errors.push(`${where}: shipment ${s} picked up but not delivered`);
    time += dur(prev, veh.end_index ?? -1);
    const shiftEnd = veh.time_window?.[1] ?? Number.POSITIVE_INFINITY;
    if (time > shiftEnd + EPS) errors.push(`${where}: ends at ${time}, after the shift's end ${shiftEnd}`);
  }
  for (const key of tasks.keys()) {
    const n = seen.get(key) ?? 0;
    if (n !== 1) errors.push(`${key} appears ${n} times (routes and unassigned)`);
  }
  for (const key of seen.keys()) if (!tasks.has(key)) errors.push(`${key} is not in the problem`);
  return errors;
}

/** Total travel of an answer's routes by a matrix of the problem, counted independently of the solver. */
export function totalTravel(input: VrpInput, solution: VrpSolution, matrix: 'durations' | 'distances'): number {
  const problem = vrpInputSchema.parse(input);
  let sum = 0;
  for (const route of solution.routes) {
    const veh = problem.vehicles.find((v) => v.id === route.vehicle);
    const m = problem.matrices[veh?.profile ?? 'car']?.[matrix];
    if (!m) continue;
    const locs = route.steps.filter((s) => s.type !== 'start' && s.type !== 'end').map((s) => s.location_index);
    const path = [veh?.start_index ?? -1, ...locs, veh?.end_index ?? -1].filter((l) => l >= 0);
    for (let k = 1; k < path.length; k++) sum += m[path[k - 1]!]?.[path[k]!] ?? 0;
  }
  return sum;
}
