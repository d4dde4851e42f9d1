// A solution (one route per vehicle plus the tasks not placed) and the cheapest-insertion construction that also
// recreates a solution after part of it is ruined.
import type { Model } from './model.js';
import type { Prng } from './prng.js';
import { Route } from './route.js';

export class Solution {
  routes: Route[];
  unassigned: number[] = [];
  /** Where each task is: its route, or -1. */
  routeOf: Int32Array;
  /** Its position in that route. */
  posOf: Int32Array;
  /** Routes changed since this copy was made (local search after a recreate looks at their tasks only). */
  touched = new Set<number>();

  constructor(
    readonly model: Model,
    seqs?: number[][],
    unassigned?: number[],
  ) {
    this.routeOf = new Int32Array(model.tasks.length).fill(-1);
    this.posOf = new Int32Array(model.tasks.length).fill(-1);
    this.routes = model.vehicles.map((_, v) => new Route(model, v));
    seqs?.forEach((seq, v) => {
      if (seq.length) this.setSeq(v, seq.slice());
    });
    if (unassigned) this.unassigned = unassigned.slice();
  }

  clone(): Solution {
    const out = Object.create(Solution.prototype) as Solution;
    Object.assign(out, this);
    out.routes = this.routes.map((r) => r.copy());
    out.unassigned = this.unassigned.slice();
    out.routeOf = this.routeOf.slice();
    out.posOf = this.posOf.slice();
    out.touched = new Set();
    return out;
  }

  cost(): number {
    let sum = this.unassigned.length * this.model.penalty;
    for (const r of this.routes) sum += r.cost;
    return sum;
  }

  travel(): number {
    return this.routes.reduce((sum, r) => sum + r.cost - (r.seq.length ? r.vehicle.fixed : 0), 0);
  }

  setSeq(v: number, seq: number[]): void {
    const route = this.routes[v]!;
    route.seq = seq;
    route.update();
    this.touched.add(v);
    seq.forEach((t, k) => {
      this.routeOf[t] = v;
      this.posOf[t] = k;
    });
  }

  /** Takes tasks out of their routes (a shipment's partner goes with it); they are left unplaced. */
  remove(tasks: number[]): number[] {
    const out = new Set<number>();
    for (const t of tasks) {
      out.add(t);
      const partner = this.model.tasks[t]!.partner;
      if (partner >= 0) out.add(partner);
    }
    const touched = new Set<number>();
    for (const t of out) {
      const v = this.routeOf[t] as number;
      if (v >= 0) touched.add(v);
      this.routeOf[t] = -1;
    }
    for (const v of touched)
      this.setSeq(
        v,
        this.routes[v]!.seq.filter((t) => !out.has(t)),
      );
    return [...out];
  }

  /**
   * Inserts each task (or shipment, by its pickup) at its cheapest feasible place, in the order given; `blink` skips
   * a place now and then (the SISR recreate), so repeated recreates explore. What fits nowhere is unassigned.
   */
  insertAll(order: number[], rng: Prng | null, blink = 0): void {
    const { tasks } = this.model;
    const failed: number[] = [];
    for (const t of order) {
      const task = tasks[t]!;
      if (task.kind === 'delivery') continue;
      let best = Number.POSITIVE_INFINITY;
      let bestV = -1;
      let bestP = -1;
      let bestQ = -1;
      for (const route of this.routes) {
        if (task.kind === 'pickup') {
          const ins = route.bestShipmentInsertion(t);
          if (ins.cost < best && !(rng && blink && rng.next() < blink))
            [best, bestV, bestP, bestQ] = [ins.cost, route.v, ins.p, ins.q];
          continue;
        }
        for (let p = 0; p <= route.seq.length; p++) {
          const c = route.insertionCost(t, p);
          if (c < best && !(rng && blink && rng.next() < blink)) [best, bestV, bestP] = [c, route.v, p];
        }
      }
      if (bestV < 0) {
        failed.push(t);
        if (task.partner >= 0) failed.push(task.partner);
        continue;
      }
      const route = this.routes[bestV]!;
      const seq = route.seq.slice();
      if (task.kind === 'pickup') {
        seq.splice(bestQ, 0, task.partner);
        seq.splice(bestP, 0, t);
      } else seq.splice(bestP, 0, t);
      this.setSeq(bestV, seq);
    }
    const placed = new Set(order);
    this.unassigned = [...this.unassigned.filter((t) => !placed.has(t)), ...failed];
  }

  /**
   * Cheapest insertion of every task not yet in a route: repeatedly places the task whose best insertion is cheapest
   * over all routes, until nothing more fits. Each task's price per route is cached; after an insertion only the tasks
   * near the stops just placed (they are in the stops' neighbour lists) are re-priced on that route at once, the
   * others lazily: a price computed on an older version of its route is checked again before it is used.
   */
  construct(): void {
    const { tasks, neighbours } = this.model;
    const V = this.routes.length;
    const left = new Set(tasks.map((_, i) => i).filter((i) => tasks[i]!.kind !== 'delivery' && this.routeOf[i]! < 0));
    if (!left.size) return;
    const root = (t: number) => (tasks[t]!.kind === 'delivery' ? tasks[t]!.partner : t);
    // near[u]: the tasks to re-price when u is placed (u is among their nearest).
    const near: number[][] = tasks.map(() => []);
    for (const t of left) {
      const seen = new Set<number>();
      for (const u of [t, tasks[t]!.partner]) {
        if (u < 0) continue;
        for (const w of neighbours[u] ?? []) {
          if (seen.has(w)) continue;
          seen.add(w);
          near[w]!.push(t);
        }
      }
    }
    const version = new Int32Array(V);
    const cost = new Float64Array(tasks.length * V);
    const at = new Int32Array(tasks.length * V * 2);
    const priced = new Int32Array(tasks.length * V);
    const price = (t: number, v: number) => {
      const route = this.routes[v]!;
      const k = t * V + v;
      priced[k] = version[v]!;
      if (tasks[t]!.kind === 'pickup') {
        const b = route.bestShipmentInsertion(t);
        [cost[k], at[2 * k], at[2 * k + 1]] = [b.cost, b.p, b.q];
        return;
      }
      let best = Number.POSITIVE_INFINITY;
      let bestP = -1;
      for (let p = 0; p <= route.seq.length; p++) {
        const c = route.insertionCost(t, p);
        if (c < best) [best, bestP] = [c, p];
      }
      [cost[k], at[2 * k]] = [best, bestP];
    };
    const cheapest = new Int32Array(tasks.length);
    const rescan = (t: number) => {
      let v = 0;
      for (let w = 1; w < V; w++) if (cost[t * V + w]! < cost[t * V + v]!) v = w;
      cheapest[t] = v;
    };
    for (const t of left) {
      for (let v = 0; v < V; v++) price(t, v);
      rescan(t);
    }
    while (left.size) {
      let pick = -1;
      let pickCost = Number.POSITIVE_INFINITY;
      for (const t of left) {
        const c = cost[t * V + cheapest[t]!]!;
        if (c < pickCost) [pick, pickCost] = [t, c];
      }
      if (pick < 0) break;
      const v = cheapest[pick]!;
      const k = pick * V + v;
      if (priced[k] !== version[v]) {
        // Priced on an older version of the route: price it again and choose again.
        price(pick, v);
        if (cost[k]! > pickCost) rescan(pick);
        continue;
      }
      const seq = this.routes[v]!.seq.slice();
      if (tasks[pick]!.kind === 'pickup') {
        seq.splice(at[2 * k + 1]!, 0, tasks[pick]!.partner);
        seq.splice(at[2 * k]!, 0, pick);
      } else seq.splice(at[2 * k]!, 0, pick);
      this.setSeq(v, seq);
      version[v]!++;
      left.delete(pick);
      for (const u of [pick, tasks[pick]!.partner]) {
        if (u < 0) continue;
        for (const t of near[u]!) {
          if (!left.has(root(t)) || priced[t * V + v] === version[v]) continue;
          price(t, v);
          if (cost[t * V + v]! < cost[t * V + cheapest[t]!]!) cheapest[t] = v;
          else if (cheapest[t] === v) rescan(t);
        }
      }
    }
    const failed = [...left].flatMap((t) => (tasks[t]!.partner >= 0 ? [t, tasks[t]!.partner] : [t]));
    this.unassigned = [...this.unassigned.filter((t) => this.routeOf[t]! < 0 && !failed.includes(t)), ...failed];
  }
}
