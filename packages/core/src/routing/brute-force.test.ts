// The solver against the exact optimum on small instances (up to 8 stops), found by enumerating every way to give
// the stops to the vehicles in every order. Optimum = fewest unassigned stops, then least travel.
import { describe, expect, it } from 'vitest';
import { checkSolution, totalTravel } from './check-solution.js';
import { randomInstance, type RandomInstanceOptions } from './random-instance.js';
import { solve } from './solve.js';
import { vrpInputSchema, type VrpInput } from './vrp-types.js';

interface Stop {
  loc: number;
  service: number;
  tws: [number, number][];
  startLoad: number[];
  delta: number[];
  /** The shipment (pickup and delivery share it), or -1 for a job. */
  shipment: number;
  pickup: boolean;
  skills: number[];
}

function bruteForce(input: VrpInput, objective: 'durations' | 'distances'): { unassigned: number; cost: number } {
  const problem = vrpInputSchema.parse(input);
  const m = problem.matrices.car!;
  const dur = m.durations;
  const cost = (objective === 'distances' ? m.distances : undefined) ?? dur;
  const dims = problem.vehicles[0]?.capacity?.length ?? 0;
  const vec = (a: number[] | undefined) => Array.from({ length: dims }, (_, d) => a?.[d] ?? 0);
  const open: [number, number][] = [[0, Number.POSITIVE_INFINITY]];
  const stops: Stop[] = [
    ...problem.jobs.map((j) => ({
      loc: j.location_index,
      service: j.service ?? 0,
      tws: j.time_windows ?? open,
      startLoad: vec(j.delivery),
      delta: vec(j.pickup).map((p, d) => p - (j.delivery?.[d] ?? 0)),
      shipment: -1,
      pickup: false,
      skills: j.skills ?? [],
    })),
    ...problem.shipments.flatMap((s, i) => [
      {
        loc: s.pickup.location_index,
        service: s.pickup.service ?? 0,
        tws: s.pickup.time_windows ?? open,
        startLoad: vec(undefined),
        delta: vec(s.amount),
        shipment: i,
        pickup: true,
        skills: s.skills ?? [],
      },
      {
        loc: s.delivery.location_index,
        service: s.delivery.service ?? 0,
        tws: s.delivery.time_windows ?? open,
        startLoad: vec(undefined),
        delta: vec(s.amount).map((a) => -a),
        shipment: i,
        pickup: false,
        skills: s.skills ?? [],
      },
    ]),
  ];
  const at = (mat: number[][], a: number, b: number) => (a < 0 || b < 0 ? 0 : (mat[a]?.[b] ?? 0));

  /** The route's cost, or undefined when it breaks capacity, shipment order or the shift end. */
  const closeRoute = (v: number, seq: number[], time: number, travel: number): number | undefined => {
    const veh = problem.vehicles[v]!;
    const last = seq.length ? stops[seq[seq.length - 1]!]!.loc : -1;
    if (!seq.length) return 0;
    if (time + at(dur, last, veh.end_index ?? -1) > (veh.time_window?.[1] ?? Number.POSITIVE_INFINITY)) return undefined;
    const load = vec(undefined);
    for (const s of seq) stops[s]!.startLoad.forEach((a, d) => (load[d]! += a));
    const cap = veh.capacity ?? [];
    if (load.some((l, d) => l > cap[d]!)) return undefined;
    const picked = new Set<number>();
    for (const s of seq) {
      const stop = stops[s]!;
      stop.delta.forEach((a, d) => (load[d]! += a));
      if (load.some((l, d) => l > cap[d]!)) return undefined;
      if (stop.shipment >= 0 && stop.pickup) picked.add(stop.shipment);
      if (stop.shipment >= 0 && !stop.pickup && !picked.delete(stop.shipment)) return undefined;
    }
    if (picked.size) return undefined;
    return travel + at(cost, last, veh.end_index ?? -1);
  };

  let best = { unassigned: Number.POSITIVE_INFINITY, cost: Number.POSITIVE_INFINITY };
  const used = new Array<boolean>(stops.length).fill(false);
  const shipmentVehicle = new Map<number, number>();
  const route = (v: number, seq: number[], time: number, travel: number, prev: number, total: number): void => {
    // Close this vehicle's route here and go on with the next vehicle (or finish).
    const closed = closeRoute(v, seq, time, travel);
    if (closed !== undefined) {
      if (v + 1 < problem.vehicles.length) {
        const next = problem.vehicles[v + 1]!;
        route(v + 1, [], next.time_window?.[0] ?? 0, 0, next.start_index ?? -1, total + closed);
      } else {
        const unassigned = used.filter((u) => !u).length;
        const sum = total + closed;
        if (unassigned < best.unassigned || (unassigned === best.unassigned && sum < best.cost - 1e-9))
          best = { unassigned, cost: sum };
      }
    }
    const veh = problem.vehicles[v]!;
    for (let s = 0; s < stops.length; s++) {
      const stop = stops[s]!;
      if (used[s] || !stop.skills.every((k) => veh.skills?.includes(k))) continue;
      if (stop.shipment >= 0 && !stop.pickup && shipmentVehicle.get(stop.shipment) !== v) continue;
      const arrival = time + at(dur, prev, stop.loc);
      const window = stop.tws.find(([, end]) => arrival <= end);
      if (!window) continue;
      const done = Math.max(arrival, window[0]) + stop.service;
      if (done > (veh.time_window?.[1] ?? Number.POSITIVE_INFINITY)) continue;
      used[s] = true;
      if (stop.pickup) shipmentVehicle.set(stop.shipment, v);
      route(v, [...seq, s], done, travel + at(cost, prev, stop.loc), stop.loc, total);
      if (stop.pickup) shipmentVehicle.delete(stop.shipment);
      used[s] = false;
    }
  };
  const first = problem.vehicles[0]!;
  route(0, [], first.time_window?.[0] ?? 0, 0, first.start_index ?? -1, 0);
  return best;
}

const small: (RandomInstanceOptions & { objective?: 'distance' })[] = [];
for (let seed = 1; seed <= 12; seed++)
  small.push({ seed, jobs: 7, vehicles: 1, capacity: [20], windowWidth: 2400, horizon: 4 * 3600 });
for (let seed = 13; seed <= 24; seed++)
  small.push({ seed, jobs: 6, vehicles: 2, capacity: [8], windowWidth: 1800, horizon: 3 * 3600 });
for (let seed = 25; seed <= 32; seed++)
  small.push({ seed, jobs: 4, shipments: 2, vehicles: 2, capacity: [5], windowWidth: 2400, horizon: 3 * 3600 });
for (let seed = 33; seed <= 38; seed++)
  small.push({
    seed,
    jobs: 8,
    vehicles: 2,
    capacity: [10],
    windowWidth: 1500,
    horizon: 3 * 3600,
    distances: true,
    objective: 'distance',
  });
for (let seed = 39; seed <= 42; seed++)
  small.push({ seed, jobs: 5, vehicles: 3, capacity: [6], windowWidth: 900, horizon: 2 * 3600, openEnded: true });

describe('solve finds the optimum on small instances (brute-force enumeration)', () => {
  it.each(small)('instance seed $seed: $jobs jobs, $shipments shipments, $vehicles vehicles', (options) => {
    const input = randomInstance(options);
    const matrix = options.objective === 'distance' ? 'distances' : 'durations';
    const exact = bruteForce(input, matrix);
    const solution = solve(input, { maxIterations: 300, objective: options.objective ?? 'duration' });
    expect(checkSolution(input, solution)).toEqual([]);
    expect(solution.summary.unassigned).toBe(exact.unassigned);
    expect(totalTravel(input, solution, matrix)).toBeCloseTo(exact.cost, 6);
  });
});
