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
   * Cheapest insertion from scratch: repeatedly places the task whose best insertion is cheapest over all routes
   * (tasks with tight windows and far away go first on ties), until nothing more fits.
   */
  construct(): void {
    const { tasks } = this.model;
    let left = tasks.map((_, i) => i).filter((i) => tasks[i]!.kind !== 'delivery');
    // Cache each task's best insertion per route; only the changed route's entries go stale.
    const best = new Map<number, { cost: number; p: number; q: number }[]>();
    const price = (t: number, route: Route) => {
      if (tasks[t]!.kind === 'pickup') return route.bestShipmentInsertion(t);
      let b = { cost: Number.POSITIVE_INFINITY, p: -1, q: -1 };
      for (let p = 0; p <= route.seq.length; p++) {
        const c = route.insertionCost(t, p);
        if (c < b.cost) b = { cost: c, p, q: -1 };
      }
      return b;
    };
    for (const t of left)
      best.set(
        t,
        this.routes.map((r) => price(t, r)),
      );
    // Each task's cheapest route, rescanned only when that route got dearer.
    const bestRoute = (t: number) => {
      const row = best.get(t) ?? [];
      let v = 0;
      for (let k = 1; k < row.length; k++) if ((row[k]?.cost ?? Infinity) < (row[v]?.cost ?? Infinity)) v = k;
      return v;
    };
    const cheapest = new Map(left.map((t) => [t, bestRoute(t)]));
    while (left.length) {
      let pick = -1;
      let pickV = -1;
      let pickCost = Number.POSITIVE_INFINITY;
      for (const t of left) {
        const v = cheapest.get(t) ?? 0;
        const c = best.get(t)?.[v]?.cost ?? Number.POSITIVE_INFINITY;
        if (c < pickCost) [pick, pickV, pickCost] = [t, v, c];
      }
      if (pick < 0) break;
      const b = best.get(pick)![pickV]!;
      const seq = this.routes[pickV]!.seq.slice();
      if (tasks[pick]!.kind === 'pickup') {
        seq.splice(b.q, 0, tasks[pick]!.partner);
        seq.splice(b.p, 0, pick);
      } else seq.splice(b.p, 0, pick);
      this.setSeq(pickV, seq);
      left = left.filter((t) => t !== pick);
      for (const t of left) {
        const row = best.get(t)!;
        row[pickV] = price(t, this.routes[pickV]!);
        const v = cheapest.get(t) ?? 0;
        if (v === pickV) cheapest.set(t, bestRoute(t));
        else if ((row[pickV]?.cost ?? Infinity) < (row[v]?.cost ?? Infinity)) cheapest.set(t, pickV);
      }
    }
    this.unassigned = left.flatMap((t) => (tasks[t]!.partner >= 0 ? [t, tasks[t]!.partner] : [t]));
  }
}
