// Local search to a local optimum, first improvement over a granular neighbourhood (each task with its nearest
// tasks): relocate, swap, or-opt (segments of 2-3, either way round) within and between routes, 2-opt within a
// route and 2-opt* between routes, and moving a shipment's pair to another route. Each move is priced in O(1) from
// the matrix; only an improving one is checked (O(1) for a job's relocate, an O(n) walk otherwise) before it is made.
import { evaluateSequence } from './route.js';
import type { Solution } from './solution.js';

const EPS = 1e-7;
/** A shipment relocate tries this many routes near either half, found among the halves' nearest tasks. */
const SHIPMENT_ROUTES = 8;
const NEIGHBOUR_ROUTES_SCAN = 80;

/** Replaces the routes' sequences when all are feasible and the exact cost goes down. */
function tryApply(sol: Solution, changes: [number, number[]][]): boolean {
  let before = 0;
  let after = 0;
  for (const [v, seq] of changes) {
    const cost = evaluateSequence(sol.model, v, seq);
    if (cost < 0) return false;
    before += sol.routes[v]!.cost;
    after += cost;
  }
  if (after >= before - EPS) return false;
  for (const [v, seq] of changes) sol.setSeq(v, seq);
  return true;
}

function relocate(sol: Solution, u: number): boolean {
  const { tasks, neighbours } = sol.model;
  const a = sol.routeOf[u] as number;
  const A = sol.routes[a]!;
  const i = sol.posOf[u] as number;
  const uLoc = tasks[u]!.loc;
  const pa = A.locAt(i - 1);
  const na = A.locAt(i + 1);
  const gain = A.cost2(pa, uLoc) + A.cost2(uLoc, na) - A.cost2(pa, na) + (A.seq.length === 1 ? A.vehicle.fixed : 0);
  const shipment = tasks[u]!.partner >= 0;
  for (const w of neighbours[u] ?? []) {
    const b = sol.routeOf[w] as number;
    if (b < 0) continue;
    const B = sol.routes[b]!;
    const j = sol.posOf[w] as number;
    for (const p of [j, j + 1]) {
      if (b !== a) {
        if (shipment) continue;
        const ins = B.insertionCost(u, p);
        if (ins - gain < -EPS && A.canRemove(i)) {
          const seqB = B.seq.slice();
          seqB.splice(p, 0, u);
          sol.setSeq(
            a,
            A.seq.filter((t) => t !== u),
          );
          sol.setSeq(b, seqB);
          return true;
        }
        continue;
      }
      if (p === i || p === i + 1) continue;
      const x = A.locAt(p - 1);
      const y = A.locAt(p);
      if (A.cost2(x, uLoc) + A.cost2(uLoc, y) - A.cost2(x, y) - gain >= -EPS) continue;
      const seq = A.seq.slice();
      seq.splice(p, 0, u);
      seq.splice(p < i ? i + 1 : i, 1);
      if (tryApply(sol, [[a, seq]])) return true;
    }
  }
  // An empty route is nobody's neighbour: try opening one, and splitting u's route there after u.
  if (shipment) return false;
  const tried = new Set<number>();
  for (const B of sol.routes) {
    const kind = sol.model.kindOf[B.v] ?? B.v;
    if (B.seq.length || B.v === a || tried.has(kind)) continue;
    tried.add(kind);
    if (B.insertionCost(u, 0) - gain < -EPS && A.canRemove(i)) {
      sol.setSeq(
        a,
        A.seq.filter((t) => t !== u),
      );
      sol.setSeq(B.v, [u]);
      return true;
    }
    if (i + 1 >= A.seq.length) continue;
    const last = A.locAt(A.seq.length - 1);
    const split =
      A.cost2(uLoc, A.vehicle.end) +
      B.cost2(B.vehicle.start, na) +
      B.cost2(last, B.vehicle.end) +
      B.vehicle.fixed -
      A.cost2(uLoc, na) -
      A.cost2(last, A.vehicle.end);
    if (
      split < -EPS &&
      tryApply(sol, [
        [a, A.seq.slice(0, i + 1)],
        [B.v, A.seq.slice(i + 1)],
      ])
    )
      return true;
  }
  return false;
}

function swap(sol: Solution, u: number): boolean {
  const { tasks, neighbours } = sol.model;
  const a = sol.routeOf[u] as number;
  const A = sol.routes[a]!;
  const i = sol.posOf[u] as number;
  const uLoc = tasks[u]!.loc;
  for (const w of neighbours[u] ?? []) {
    const b = sol.routeOf[w] as number;
    if (b < 0) continue;
    const j = sol.posOf[w] as number;
    if (b === a && Math.abs(i - j) < 2) continue;
    if (b !== a && (tasks[u]!.partner >= 0 || tasks[w]!.partner >= 0)) continue;
    const B = sol.routes[b]!;
    const wLoc = tasks[w]!.loc;
    const [pa, na, pb, nb] = [A.locAt(i - 1), A.locAt(i + 1), B.locAt(j - 1), B.locAt(j + 1)];
    const delta =
      A.cost2(pa, wLoc) +
      A.cost2(wLoc, na) -
      A.cost2(pa, uLoc) -
      A.cost2(uLoc, na) +
      B.cost2(pb, uLoc) +
      B.cost2(uLoc, nb) -
      B.cost2(pb, wLoc) -
      B.cost2(wLoc, nb);
    if (delta >= -EPS) continue;
    if (a === b) {
      const seq = A.seq.slice();
      [seq[i], seq[j]] = [w, u];
      if (tryApply(sol, [[a, seq]])) return true;
    } else {
      const seqA = A.seq.slice();
      const seqB = B.seq.slice();
      seqA[i] = w;
      seqB[j] = u;
      if (
        tryApply(sol, [
          [a, seqA],
          [b, seqB],
        ])
      )
        return true;
    }
  }
  return false;
}

/** 2-opt* (u's tail and w's tail change routes so that u is followed by w) and 2-opt (reverse the path to w). */
function twoOpt(sol: Solution, u: number): boolean {
  const { tasks, neighbours } = sol.model;
  const a = sol.routeOf[u] as number;
  const A = sol.routes[a]!;
  const i = sol.posOf[u] as number;
  const uLoc = tasks[u]!.loc;
  for (const w of neighbours[u] ?? []) {
    const b = sol.routeOf[w] as number;
    if (b < 0) continue;
    const B = sol.routes[b]!;
    const j = sol.posOf[w] as number;
    const wLoc = tasks[w]!.loc;
    if (a !== b) {
      const na = A.locAt(i + 1);
      const pb = B.locAt(j - 1);
      const delta = A.cost2(uLoc, wLoc) + B.cost2(pb, na) - A.cost2(uLoc, na) - B.cost2(pb, wLoc);
      if (delta >= -EPS) continue;
      const seqA = [...A.seq.slice(0, i + 1), ...B.seq.slice(j)];
      const seqB = [...B.seq.slice(0, j), ...A.seq.slice(i + 1)];
      if (
        tryApply(sol, [
          [a, seqA],
          [b, seqB],
        ])
      )
        return true;
    } else if (j > i + 1) {
      // u, [i+1 .. j] reversed, j+1: edges (u, seq[i+1]) and (w, next) become (u, w) and (seq[i+1], next).
      const first = A.locAt(i + 1);
      const next = A.locAt(j + 1);
      let inner = 0;
      for (let k = i + 1; k < j; k++) inner += A.cost2(A.locAt(k + 1), A.locAt(k)) - A.cost2(A.locAt(k), A.locAt(k + 1));
      const delta = A.cost2(uLoc, wLoc) + A.cost2(first, next) - A.cost2(uLoc, first) - A.cost2(wLoc, next) + inner;
      if (delta >= -EPS) continue;
      const seq = [...A.seq.slice(0, i + 1), ...A.seq.slice(i + 1, j + 1).reverse(), ...A.seq.slice(j + 1)];
      if (tryApply(sol, [[a, seq]])) return true;
    }
  }
  return false;
}

/** Or-opt: the segment of 2 or 3 starting at u goes next to one of u's neighbours, as it is or reversed. */
function orOpt(sol: Solution, u: number): boolean {
  const { tasks, neighbours } = sol.model;
  const a = sol.routeOf[u] as number;
  const A = sol.routes[a]!;
  const i = sol.posOf[u] as number;
  for (const len of [2, 3]) {
    if (i + len > A.seq.length) break;
    const seg = A.seq.slice(i, i + len);
    const s0 = A.locAt(i);
    const s1 = A.locAt(i + len - 1);
    const pa = A.locAt(i - 1);
    const na = A.locAt(i + len);
    let inner = 0;
    let innerRev = 0;
    for (let k = i; k < i + len - 1; k++) {
      inner += A.cost2(A.locAt(k), A.locAt(k + 1));
      innerRev += A.cost2(A.locAt(k + 1), A.locAt(k));
    }
    const gain = A.cost2(pa, s0) + A.cost2(s1, na) - A.cost2(pa, na);
    for (const w of neighbours[u] ?? []) {
      const b = sol.routeOf[w] as number;
      if (b < 0) continue;
      const j = sol.posOf[w] as number;
      if (b === a && j >= i - 1 && j < i + len) continue;
      const B = sol.routes[b]!;
      // Positions in the route without the segment (the same route) or in B as it is.
      const same = b === a;
      const restLength = same ? A.seq.length - len : B.seq.length;
      const at = same && j >= i + len ? j - len : j;
      for (let p = at; p <= at + 1; p++) {
        const before = same && p - 1 >= i ? p - 1 + len : p - 1;
        const after = same && p >= i ? p + len : p;
        const x = p > 0 ? tasks[B.seq[before] as number]!.loc : B.vehicle.start;
        const y = p < restLength ? tasks[B.seq[after] as number]!.loc : B.vehicle.end;
        for (let r = 0; r < 2; r++) {
          const reversed = r === 1;
          const ins = reversed ? B.cost2(x, s1) + B.cost2(s0, y) + innerRev - inner : B.cost2(x, s0) + B.cost2(s1, y);
          if (ins - B.cost2(x, y) - gain >= -EPS) continue;
          const moved = reversed ? seg.slice().reverse() : seg;
          const rest = b === a ? A.seq.filter((_, k) => k < i || k >= i + len) : B.seq;
          const seqB = [...rest.slice(0, p), ...moved, ...rest.slice(p)];
          const changes: [number, number[]][] =
            b === a
              ? [[a, seqB]]
              : [
                  [a, A.seq.filter((_, k) => k < i || k >= i + len)],
                  [b, seqB],
                ];
          if (tryApply(sol, changes)) return true;
        }
      }
    }
  }
  return false;
}

/**
 * A shipment's pickup and delivery taken out together and put at their cheapest place in another route: one that
 * holds a neighbour of either half, or one empty route of each kind.
 */
function relocateShipment(sol: Solution, u: number): boolean {
  const { tasks, neighbours, kindOf } = sol.model;
  const task = tasks[u]!;
  if (task.kind !== 'pickup') return false;
  const a = sol.routeOf[u] as number;
  const A = sol.routes[a]!;
  // The routes of the two halves' nearest tasks, alternately, up to a few (a laundry's nearest are all at the laundry).
  const candidates: number[] = [];
  const near = [neighbours[u] ?? [], neighbours[task.partner] ?? []];
  for (let k = 0; k < NEIGHBOUR_ROUTES_SCAN && candidates.length < SHIPMENT_ROUTES; k++) {
    const w = near[k % 2]![k >> 1];
    if (w === undefined) continue;
    const b = sol.routeOf[w] as number;
    if (b >= 0 && b !== a && !candidates.includes(b)) candidates.push(b);
  }
  const kinds: number[] = [];
  for (const B of sol.routes) {
    const kind = kindOf[B.v] ?? B.v;
    if (B.seq.length || B.v === a || kinds.includes(kind)) continue;
    kinds.push(kind);
    candidates.push(B.v);
  }
  let without: number[] | null = null;
  let gain = 0;
  for (const b of candidates) {
    const B = sol.routes[b]!;
    const ins = B.bestShipmentInsertion(u);
    if (ins.cost === Number.POSITIVE_INFINITY) continue;
    if (!without) {
      without = A.seq.filter((t) => t !== u && t !== task.partner);
      const newA = evaluateSequence(sol.model, a, without);
      if (newA < 0) return false;
      gain = A.cost - newA;
    }
    if (ins.cost - gain >= -EPS) continue;
    const seqB = B.seq.slice();
    seqB.splice(ins.q, 0, task.partner);
    seqB.splice(ins.p, 0, u);
    sol.setSeq(a, without);
    sol.setSeq(b, seqB);
    return true;
  }
  return false;
}

const MOVES = [relocate, swap, twoOpt, orOpt, relocateShipment];

/** Improves the solution in place until no move of the given tasks (default all) helps, or the time is up. */
export function localSearch(sol: Solution, tasks?: number[], outOfTime: () => boolean = () => false): void {
  const order = tasks ?? sol.model.tasks.map((_, i) => i);
  for (let pass = 0; pass < 1000; pass++) {
    let improved = false;
    for (const u of order) {
      if ((sol.routeOf[u] as number) < 0) continue;
      if (outOfTime()) return;
      for (const move of MOVES) {
        if ((sol.routeOf[u] as number) >= 0 && move(sol, u)) improved = true;
      }
    }
    if (!improved) return;
  }
}
