// A warm start from a previous answer's routes (issue 28's re-plans): each vehicle keeps its tasks in their order,
// minus those no longer in the problem and those that no longer fit (a shipment only with both halves, pickup
// first); what is left is placed by the usual cheapest insertion. Only the routes changed here are marked touched.
import { earliestStart, type Model } from './model.js';
import { evaluateSequence } from './route.js';
import { Solution } from './solution.js';
import type { VrpInitialRoute } from './vrp-types.js';

export function warmStart(model: Model, initial: VrpInitialRoute[]): Solution {
  const { tasks, vehicles } = model;
  const taskOf = new Map(tasks.map((t, i) => [`${t.kind}:${t.id}`, i]));
  const vehicleOf = new Map(vehicles.map((v, i) => [v.id, i]));
  const seqs: number[][] = vehicles.map(() => []);
  const changed = new Set<number>();
  const used = new Set<number>();
  for (const route of initial) {
    const v = vehicleOf.get(route.vehicle);
    if (v === undefined || seqs[v]!.length) continue;
    const wanted = route.steps.filter((s) => s.type !== 'start' && s.type !== 'end');
    const listed = wanted.map((s) => taskOf.get(`${s.type}:${s.id ?? -1}`) ?? -1).filter((t) => t >= 0 && !used.has(t));
    // A shipment stays only when both halves are listed here, pickup first.
    const at = new Map(listed.map((t, k) => [t, k]));
    const kept = listed.filter((t, k) => {
      const task = tasks[t]!;
      if (task.partner < 0) return true;
      const other = at.get(task.partner);
      return other !== undefined && (task.kind === 'pickup' ? other > k : other < k);
    });
    const seq = evaluateSequence(model, v, kept) >= 0 ? kept : repair(model, v, kept);
    if (seq.length !== wanted.length) changed.add(v);
    for (const t of seq) used.add(t);
    seqs[v] = seq;
  }
  const sol = new Solution(model, seqs);
  sol.touched = changed;
  return sol;
}

/**
 * Keeps the tasks in order, skipping each one that breaks a window, the shift or capacity given those kept before it
 * (a shipment goes whole). Falls back to an empty route if what is left still fails (a matrix without the triangle
 * inequality): its tasks are then simply inserted again.
 */
function repair(model: Model, v: number, seq: number[]): number[] {
  const { tasks } = model;
  let kept: number[] = [];
  for (const t of seq) {
    const task = tasks[t]!;
    if (task.kind === 'delivery' && !kept.includes(task.partner)) continue;
    if (fitsSoFar(model, v, [...kept, t])) kept.push(t);
    else if (task.kind === 'delivery') kept = kept.filter((u) => u !== task.partner);
  }
  kept = kept.filter((t) => tasks[t]!.partner < 0 || kept.includes(tasks[t]!.partner));
  return evaluateSequence(model, v, kept) >= 0 ? kept : [];
}

/** Windows, shift end and capacity along a route that may still carry undelivered shipments. */
function fitsSoFar(model: Model, v: number, seq: number[]): boolean {
  const { tasks, dims } = model;
  const veh = model.vehicles[v]!;
  const load = new Array<number>(dims).fill(0);
  for (const t of seq) for (let d = 0; d < dims; d++) load[d]! += tasks[t]!.startLoad[d]!;
  if (load.some((l, d) => l > veh.capacity[d]!)) return false;
  let time = veh.twStart;
  let prev = veh.start;
  for (const t of seq) {
    const task = tasks[t]!;
    if (!model.allowed[t * model.vehicles.length + v]) return false;
    time = earliestStart(task.tws, time + (prev >= 0 ? veh.durations[prev * veh.size + task.loc]! : 0));
    if (time === Number.POSITIVE_INFINITY || time > veh.twEnd) return false;
    time += task.service;
    prev = task.loc;
    for (let d = 0; d < dims; d++) load[d]! += task.delta[d]!;
    if (load.some((l, d) => l > veh.capacity[d]!)) return false;
  }
  return true;
}
