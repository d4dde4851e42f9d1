// The search after construction: ruin a few neighbouring strings of stops (SISR, Christiaens & Vanden Berghe 2020),
// recreate by cheapest insertion with blinks, accept by simulated annealing, and polish every new best with local
// search. Budgeted by iterations and/or milliseconds; only the iteration budget is deterministic.
import { localSearch } from './local-search.js';
import type { Prng } from './prng.js';
import type { Solution } from './solution.js';

const AVG_REMOVED = 10;
const MAX_STRING = 10;
const BLINK = 0.01;
/** How often a whole route is ruined instead of strings. */
const ROUTE_RUIN = 0.05;

export interface Budget {
  maxIterations?: number;
  maxMs?: number;
  /** `now()` when the clock started (the solve's start, so loading and construction count). */
  began?: number;
  /** The clock maxMs is measured on, in ms (default performance.now). */
  now?: () => number;
}

/** Removes strings of consecutive stops around a random seed stop from a few nearby routes; returns what was removed. */
export function ruin(sol: Solution, rng: Prng): number[] {
  const { neighbours } = sol.model;
  const assigned = sol.routes.flatMap((r) => r.seq);
  if (!assigned.length) return [];
  const used = sol.routes.filter((r) => r.seq.length);
  const avgLen = assigned.length / used.length;
  const lsMax = Math.min(MAX_STRING, avgLen);
  const ksMax = (4 * AVG_REMOVED) / (1 + lsMax) - 1;
  const strings = Math.floor(rng.next() * ksMax) + 1;
  if (rng.next() < ROUTE_RUIN) {
    // Now and then a whole short route goes, so that its stops may fit elsewhere and a vehicle is freed.
    const shortest = used.map((r) => r.seq.length).sort((a, b) => a - b)[rng.int(0, Math.min(2, used.length - 1))] ?? 0;
    const route = used.find((r) => r.seq.length === shortest);
    if (route) return sol.remove(route.seq.slice());
  }
  const seed = assigned[rng.int(0, assigned.length - 1)] as number;
  const ruined = new Set<number>();
  const removed: number[] = [];
  for (const c of [seed, ...(neighbours[seed] ?? [])]) {
    if (ruined.size >= strings) break;
    const v = sol.routeOf[c] as number;
    if (v < 0 || ruined.has(v)) continue;
    ruined.add(v);
    const seq = sol.routes[v]!.seq;
    const lMax = Math.min(seq.length, lsMax);
    const len = Math.floor(rng.next() * lMax) + 1;
    const at = sol.posOf[c] as number;
    const from = Math.max(0, Math.min(seq.length - len, at - rng.int(0, len - 1)));
    removed.push(...seq.slice(from, from + len));
  }
  return sol.remove(removed);
}

/** Orders the stops to put back: randomly, the far ones first, the tight windows first or the big ones first. */
function recreateOrder(sol: Solution, tasks: number[], rng: Prng): number[] {
  const { model } = sol;
  const r = rng.next();
  const order = rng.shuffle(tasks.slice());
  if (r < 0.4) return order;
  const first = sol.routes[0]!;
  const key = (t: number): number => {
    const task = model.tasks[t]!;
    if (r < 0.6) return -first.cost2(first.vehicle.start, task.loc);
    if (r < 0.8) return (task.tws[task.tws.length - 1] ?? 0) - (task.tws[0] ?? 0);
    return -task.startLoad.reduce((x, y) => x + y, 0) - task.pickupAmount.reduce((x, y) => x + y, 0);
  };
  return order.sort((x, y) => key(x) - key(y));
}

/** `focus`: the tasks the first local search looks at (default all). */
export function search(start: Solution, rng: Prng, budget: Budget, focus?: number[]): { best: Solution; iterations: number } {
  const now = budget.now ?? (() => performance.now());
  const began = budget.began ?? now();
  const maxMs = budget.maxMs;
  const outOfTime = maxMs === undefined ? () => false : () => now() - began >= maxMs;
  localSearch(start, focus, outOfTime);
  let current = start;
  let best = start.clone();
  let currentCost = current.cost();
  let bestCost = currentCost;
  const assigned = start.routes.reduce((n, r) => n + r.seq.length, 0) || 1;
  const edge = start.travel() / (assigned + start.routes.filter((r) => r.seq.length).length);
  const t0 = Math.max(edge * 2, 1e-6);
  const tf = Math.max(edge * 0.01, 1e-7);
  let iterations = 0;
  for (;;) {
    if (budget.maxIterations === undefined && budget.maxMs === undefined) break;
    if (budget.maxIterations !== undefined && iterations >= budget.maxIterations) break;
    let progress = budget.maxIterations !== undefined ? iterations / budget.maxIterations : 0;
    if (budget.maxMs !== undefined) progress = Math.max(progress, (now() - began) / budget.maxMs);
    if (progress >= 1) break;
    iterations++;
    const candidate = current.clone();
    const removed = ruin(candidate, rng);
    candidate.insertAll(recreateOrder(candidate, [...removed, ...candidate.unassigned], rng), rng, BLINK);
    let cost = candidate.cost();
    if (cost < bestCost - 1e-7) {
      localSearch(
        candidate,
        [...candidate.touched].flatMap((v) => candidate.routes[v]!.seq),
        outOfTime,
      );
      cost = candidate.cost();
    }
    const temperature = t0 * Math.pow(tf / t0, progress);
    if (cost < currentCost - temperature * Math.log(rng.next())) {
      current = candidate;
      currentCost = cost;
      if (cost < bestCost - 1e-7) {
        best = candidate.clone();
        bestCost = cost;
      }
    }
  }
  return { best, iterations };
}
