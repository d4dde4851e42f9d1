import { solve, type SolveOptions, type VrpInput, type VrpSolution } from '@washday/core/routing';
import type { RouteEngine } from './route-engine.js';

/** The in-process solver (core's routing): the default engine, no network. */
export function localRouteEngine(): RouteEngine {
  return {
    name: 'local',
    solve: async (input: VrpInput, options: SolveOptions): Promise<VrpSolution> => solve(input, options),
  };
}
