import type { LatLng } from '@washday/core';
import type { SolveOptions, VrpInput, VrpSolution } from '@washday/core/routing';

// The two adapters the planner stands on (decision 0035): where travel times come from, and what solves the problem.
// The defaults are in-process (core's travel model, core's solver); a road-network engine (VROOM with OSRM) can
// replace both by configuration.

export interface TravelMatrix {
  /** Seconds from row to column. */
  durations: number[][];
  /** Metres from row to column. */
  distances: number[][];
}

export interface TravelTimes {
  /** Travel between every pair of points, leaving around `departAt`. */
  matrix(points: readonly LatLng[], departAt: Date): Promise<TravelMatrix>;
  /** Seconds a rider spends at a stop (learned per rider once there is enough data). */
  serviceSeconds(riderId: string): number;
  /** For the plan's record: 'default' or 'fitted (N segments, M trips)'. */
  describe(): string;
}

export interface RouteEngine {
  /** 'local' or 'vroom'. */
  readonly name: string;
  solve(input: VrpInput, options: SolveOptions): Promise<VrpSolution>;
  /** Stops what it runs on (the local solver's thread); the app calls it when it closes. */
  close?(): Promise<void>;
}
