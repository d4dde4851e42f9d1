// One vehicle's route and the arrays that make checking a change cheap: the earliest service start at each stop
// (forward), the latest start that still lets the rest of the route keep its windows and the shift end (backward),
// and the load after each stop with its running maxima. An insertion is then checked in O(1).
import { earliestStart, latestStart, type Model, type Vehicle } from './model.js';

export class Route {
  seq: number[] = [];
  /** Service start at each position. */
  es: number[] = [];
  /** Latest service start at each position; ls[n] is the latest arrival at the end. */
  ls: number[] = [];
  /** load[k * dims + d]: k = 0 at the start, k + 1 after position k. */
  load: number[] = [];
  preMax: number[] = [];
  sufMax: number[] = [];
  cost = 0;

  constructor(
    readonly model: Model,
    readonly v: number,
  ) {
    this.update();
  }

  /** A copy with its arrays, without recomputing them. */
  copy(): Route {
    const r = Object.create(Route.prototype) as Route;
    Object.assign(r, this);
    r.seq = this.seq.slice();
    r.es = this.es.slice();
    r.ls = this.ls.slice();
    r.load = this.load.slice();
    r.preMax = this.preMax.slice();
    r.sufMax = this.sufMax.slice();
    return r;
  }

  get vehicle(): Vehicle {
    return this.model.vehicles[this.v] as Vehicle;
  }

  /** Travel cost of this sequence (with the vehicle's fixed cost when it is used). */
  travel(seq: number[]): number {
    const veh = this.vehicle;
    if (seq.length === 0) return 0;
    let prev = veh.start;
    let sum = veh.fixed;
    for (const t of seq) {
      const loc = (this.model.tasks[t] as { loc: number }).loc;
      if (prev >= 0) sum += veh.costs[prev * veh.size + loc] as number;
      prev = loc;
    }
    if (veh.end >= 0) sum += veh.costs[prev * veh.size + veh.end] as number;
    return sum;
  }

  update(): void {
    const { tasks, dims } = this.model;
    const veh = this.vehicle;
    const seq = this.seq;
    const n = seq.length;
    const size = veh.size;
    this.es = new Array<number>(n);
    let prev = veh.start;
    let time = veh.twStart;
    for (let k = 0; k < n; k++) {
      const t = tasks[seq[k] as number]!;
      const arrival = time + (prev >= 0 ? (veh.durations[prev * size + t.loc] as number) : 0);
      const start = earliestStart(t.tws, arrival);
      this.es[k] = start;
      time = start + t.service;
      prev = t.loc;
    }
    this.ls = new Array<number>(n + 1);
    this.ls[n] = veh.twEnd;
    let next = veh.end;
    for (let k = n - 1; k >= 0; k--) {
      const t = tasks[seq[k] as number]!;
      const limit = (this.ls[k + 1] as number) - t.service - (next >= 0 ? (veh.durations[t.loc * size + next] as number) : 0);
      this.ls[k] = latestStart(t.tws, limit);
      next = t.loc;
    }
    const load = new Array<number>((n + 1) * dims).fill(0);
    for (const i of seq) {
      const t = tasks[i]!;
      for (let d = 0; d < dims; d++) load[d] = (load[d] as number) + (t.startLoad[d] as number);
    }
    for (let k = 0; k < n; k++) {
      const t = tasks[seq[k] as number]!;
      for (let d = 0; d < dims; d++) load[(k + 1) * dims + d] = (load[k * dims + d] as number) + (t.delta[d] as number);
    }
    this.load = load;
    this.preMax = load.slice();
    for (let k = 1; k <= n; k++)
      for (let d = 0; d < dims; d++)
        this.preMax[k * dims + d] = Math.max(this.preMax[(k - 1) * dims + d] as number, load[k * dims + d] as number);
    this.sufMax = load.slice();
    for (let k = n - 1; k >= 0; k--)
      for (let d = 0; d < dims; d++)
        this.sufMax[k * dims + d] = Math.max(this.sufMax[(k + 1) * dims + d] as number, load[k * dims + d] as number);
    this.cost = this.travel(seq);
  }

  /** Location at position k, with k = -1 the start and k = n the end (-1 when the route has none). */
  locAt(k: number): number {
    if (k < 0) return this.vehicle.start;
    if (k >= this.seq.length) return this.vehicle.end;
    return this.model.tasks[this.seq[k] as number]!.loc;
  }

  /** When the vehicle leaves position k (k = -1: the start). */
  departAt(k: number): number {
    if (k < 0) return this.vehicle.twStart;
    return (this.es[k] as number) + this.model.tasks[this.seq[k] as number]!.service;
  }

  cost2(a: number, b: number): number {
    const veh = this.vehicle;
    return a < 0 || b < 0 ? 0 : (veh.costs[a * veh.size + b] as number);
  }

  dur(a: number, b: number): number {
    const veh = this.vehicle;
    return a < 0 || b < 0 ? 0 : (veh.durations[a * veh.size + b] as number);
  }

  /** The cost of putting a job before position p (0..n), or Infinity when it breaks a window, the shift or capacity. */
  insertionCost(task: number, p: number): number {
    const { tasks, dims, allowed, vehicles } = this.model;
    if (!allowed[task * vehicles.length + this.v]) return Number.POSITIVE_INFINITY;
    const t = tasks[task]!;
    const cap = this.vehicle.capacity;
    for (let d = 0; d < dims; d++) {
      if ((this.preMax[p * dims + d] as number) + (t.startLoad[d] as number) > (cap[d] as number))
        return Number.POSITIVE_INFINITY;
      if ((this.sufMax[p * dims + d] as number) + (t.pickupAmount[d] as number) > (cap[d] as number))
        return Number.POSITIVE_INFINITY;
    }
    const prev = this.locAt(p - 1);
    const next = this.locAt(p);
    const start = earliestStart(t.tws, this.departAt(p - 1) + this.dur(prev, t.loc));
    // Infinity (too late for every window) must not pass against an open-ended shift's Infinity.
    if (start === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
    if (start + t.service + this.dur(t.loc, next) > (this.ls[p] as number)) return Number.POSITIVE_INFINITY;
    const delta = this.cost2(prev, t.loc) + this.cost2(t.loc, next) - this.cost2(prev, next);
    return this.seq.length === 0 ? delta + this.vehicle.fixed : delta;
  }

  /** Whether position k can be taken out without making the next stop late (matrices need not be metric). */
  canRemove(k: number): boolean {
    const next = this.locAt(k + 1);
    const arrival = this.departAt(k - 1) + this.dur(this.locAt(k - 1), next);
    return arrival <= (this.ls[k + 1] as number);
  }

  /** The cheapest place for a shipment: pickup before position p, delivery before original position q >= p. */
  bestShipmentInsertion(pickup: number): { cost: number; p: number; q: number } {
    const { tasks, dims, allowed, vehicles } = this.model;
    const best = { cost: Number.POSITIVE_INFINITY, p: -1, q: -1 };
    if (!allowed[pickup * vehicles.length + this.v]) return best;
    const pt = tasks[pickup]!;
    const dt = tasks[pt.partner]!;
    const cap = this.vehicle.capacity;
    const n = this.seq.length;
    const fixed = n === 0 ? this.vehicle.fixed : 0;
    const runMax = new Array<number>(dims);
    for (let p = 0; p <= n; p++) {
      const prev = this.locAt(p - 1);
      const pStart = earliestStart(pt.tws, this.departAt(p - 1) + this.dur(prev, pt.loc));
      if (pStart === Number.POSITIVE_INFINITY) break;
      let fits = true;
      for (let d = 0; d < dims; d++) {
        runMax[d] = this.load[p * dims + d] as number;
        if ((runMax[d] as number) + (pt.delta[d] as number) > (cap[d] as number)) fits = false;
      }
      if (!fits) continue;
      let lastLoc = pt.loc;
      let depart = pStart + pt.service;
      let pickupCost = 0;
      for (let q = p; q <= n; q++) {
        const next = this.locAt(q);
        const dStart = earliestStart(dt.tws, depart + this.dur(lastLoc, dt.loc));
        if (dStart < Number.POSITIVE_INFINITY && dStart + dt.service + this.dur(dt.loc, next) <= (this.ls[q] as number)) {
          const cost =
            q === p
              ? this.cost2(prev, pt.loc) + this.cost2(pt.loc, dt.loc) + this.cost2(dt.loc, next) - this.cost2(prev, next)
              : pickupCost + this.cost2(lastLoc, dt.loc) + this.cost2(dt.loc, next) - this.cost2(lastLoc, next);
          if (cost + fixed < best.cost) Object.assign(best, { cost: cost + fixed, p, q });
        }
        if (q === n) break;
        if (q === p) pickupCost = this.cost2(prev, pt.loc) + this.cost2(pt.loc, next) - this.cost2(prev, next);
        const t = tasks[this.seq[q] as number]!;
        const start = earliestStart(t.tws, depart + this.dur(lastLoc, t.loc));
        if (start === Number.POSITIVE_INFINITY || start > (this.ls[q] as number)) break;
        depart = start + t.service;
        lastLoc = t.loc;
        let over = false;
        for (let d = 0; d < dims; d++) {
          runMax[d] = Math.max(runMax[d] as number, this.load[(q + 1) * dims + d] as number);
          if ((runMax[d] as number) + (pt.delta[d] as number) > (cap[d] as number)) over = true;
        }
        if (over) break;
      }
    }
    return best;
  }
}

let seenStamp = new Int32Array(0);
let stampCount = 0;

/**
 * Checks a whole sequence for a vehicle (windows, shift, capacity, skills, shipment order and completeness) in O(n):
 * the travel cost, or -1 when infeasible. Moves other than insertions are priced in O(1) and only the improving ones
 * come here.
 */
export function evaluateSequence(model: Model, v: number, seq: number[]): number {
  const { tasks, dims, allowed, vehicles } = model;
  const veh = vehicles[v]!;
  const size = veh.size;
  const load = new Array<number>(dims).fill(0);
  let open = 0;
  for (const i of seq) {
    const t = tasks[i]!;
    if (!allowed[i * vehicles.length + v]) return -1;
    for (let d = 0; d < dims; d++) load[d] = (load[d] as number) + (t.startLoad[d] as number);
  }
  for (let d = 0; d < dims; d++) if ((load[d] as number) > (veh.capacity[d] as number)) return -1;
  let prev = veh.start;
  let time = veh.twStart;
  let cost = seq.length ? veh.fixed : 0;
  // Pickups seen so far, stamped with this call's number (no per-call allocation).
  if (seenStamp.length < tasks.length) seenStamp = new Int32Array(tasks.length);
  if (stampCount > 2 ** 30) [seenStamp, stampCount] = [new Int32Array(tasks.length), 0];
  const stamp = ++stampCount;
  for (let k = 0; k < seq.length; k++) {
    const t = tasks[seq[k] as number]!;
    if (t.kind === 'pickup') {
      open++;
      seenStamp[seq[k] as number] = stamp;
    } else if (t.kind === 'delivery') {
      if (seenStamp[t.partner] !== stamp) return -1;
      open--;
    }
    if (prev >= 0) {
      time += veh.durations[prev * size + t.loc] as number;
      cost += veh.costs[prev * size + t.loc] as number;
    }
    time = earliestStart(t.tws, time);
    if (time === Number.POSITIVE_INFINITY) return -1;
    time += t.service;
    for (let d = 0; d < dims; d++) {
      load[d] = (load[d] as number) + (t.delta[d] as number);
      if ((load[d] as number) > (veh.capacity[d] as number)) return -1;
    }
    prev = t.loc;
  }
  if (open !== 0) return -1;
  if (seq.length && veh.end >= 0 && prev >= 0) {
    time += veh.durations[prev * size + veh.end] as number;
    cost += veh.costs[prev * size + veh.end] as number;
  }
  return time <= veh.twEnd ? cost : -1;
}
