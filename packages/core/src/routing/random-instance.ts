// Seeded random problems for the solver's tests (and benches): points on a square, Euclidean travel times,
// windows, capacities, optional shipments, skills and several windows per stop.
import { Prng } from './prng.js';
import type { VrpInput } from './vrp-types.js';

export interface RandomInstanceOptions {
  seed: number;
  jobs: number;
  shipments?: number;
  vehicles: number;
  /** Side of the square, in seconds of travel. */
  side?: number;
  /** Shift length; windows fall inside it. */
  horizon?: number;
  /** Width of each stop's window (0 for none). */
  windowWidth?: number;
  capacity?: number[];
  service?: number;
  /** Add a distance matrix that differs from the durations (roads that are long but fast). */
  distances?: boolean;
  /** Some jobs get a skill only some vehicles have, and some jobs two windows. */
  extras?: boolean;
  /** Vehicles without an end (open routes). */
  openEnded?: boolean;
}

export function randomInstance(o: RandomInstanceOptions): VrpInput {
  const rng = new Prng(o.seed);
  const side = o.side ?? 1000;
  const horizon = o.horizon ?? 8 * 3600;
  const width = o.windowWidth ?? 3600;
  const stops = o.jobs + 2 * (o.shipments ?? 0);
  const points = Array.from({ length: stops + 1 }, () => [rng.next() * side, rng.next() * side] as const);
  const durations = points.map(([ax, ay]) => points.map(([bx, by]) => Math.round(Math.hypot(ax - bx, ay - by))));
  const distances = o.distances
    ? durations.map((row, i) => row.map((d, j) => (i === j ? 0 : Math.round(d * (0.8 + 0.6 * (((i * 7 + j * 13) % 10) / 10))))))
    : undefined;
  const dims = o.capacity?.length ?? 0;
  const amount = () => Array.from({ length: dims }, () => rng.int(1, 4));
  const window = (): [number, number][] | undefined => {
    if (!width) return undefined;
    const start = rng.int(0, Math.max(0, horizon - width));
    const first: [number, number] = [start, start + width];
    if (o.extras && rng.next() < 0.2 && start + 2 * width < horizon) return [first, [start + 2 * width, start + 3 * width]];
    return [first];
  };
  let loc = 1;
  const jobs = Array.from({ length: o.jobs }, (_, i) => {
    const pickup = rng.next() < 0.3;
    return {
      id: 100 + i,
      location_index: loc++,
      service: o.service ?? 300,
      ...(dims ? (pickup ? { pickup: amount() } : { delivery: amount() }) : {}),
      ...(o.extras && rng.next() < 0.2 ? { skills: [1] } : {}),
      time_windows: window(),
    };
  });
  const shipments = Array.from({ length: o.shipments ?? 0 }, (_, i) => ({
    ...(dims ? { amount: amount() } : {}),
    pickup: { id: 500 + i, location_index: loc++, service: o.service ?? 300, time_windows: window() },
    delivery: { id: 700 + i, location_index: loc++, service: o.service ?? 300, time_windows: window() },
  }));
  const vehicles = Array.from({ length: o.vehicles }, (_, id) => ({
    id: id + 1,
    start_index: 0,
    ...(o.openEnded ? {} : { end_index: 0 }),
    ...(o.capacity ? { capacity: o.capacity } : {}),
    ...(o.extras && id % 2 === 0 ? { skills: [1] } : {}),
    time_window: [0, horizon] as [number, number],
  }));
  return { vehicles, jobs, shipments, matrices: { car: { durations, ...(distances ? { distances } : {}) } } };
}
