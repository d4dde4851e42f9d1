import type { SolveOptions } from '@washday/core/routing';
import type { PlanInput } from './plan-input.js';
import { buildProblem, missedWindows, pointsOf, readSolution, tasksOf, type PlanDraft } from './plan-problem.js';
import type { RouteEngine, TravelTimes } from './route-engine.js';

/** What a plan is computed with: the two adapters (route-engine.ts) and the solver's budget. */
export interface SolveDeps {
  travel: TravelTimes;
  engine: RouteEngine;
  /** The solver's budget for a day of this many trips. */
  options: (tasks: number) => SolveOptions;
}

export interface ComputedPlan extends PlanDraft {
  solveMs: number;
}

/**
 * Solves the day: first with every slot as a hard window; then the trips no rider could reach in their slot get their
 * window opened to the rest of the shift and the day is solved again, so they are placed late rather than not at all.
 */
export async function computePlan(deps: SolveDeps, input: PlanInput): Promise<ComputedPlan> {
  const began = performance.now();
  const { tasks, unplaced } = tasksOf(input);
  if (!tasks.length) return { routes: [], unplaced, solveMs: 0 };
  const { points, index } = pointsOf(input, tasks);
  const matrix = await deps.travel.matrix(points, input.now);
  const service = (task: (typeof tasks)[number]) => {
    const rider = task.fixedTo === null ? '' : (input.riders[task.fixedTo]?.id ?? '');
    return deps.travel.serviceSeconds(rider);
  };
  const first = await deps.engine.solve(
    buildProblem(input, tasks, matrix, index, service, new Set()),
    deps.options(tasks.length),
  );
  const missed = missedWindows(first);
  const solution = missed.size
    ? await deps.engine.solve(buildProblem(input, tasks, matrix, index, service, missed), deps.options(tasks.length))
    : first;
  const draft = readSolution(input, tasks, solution, missed.size > 0);
  return { routes: draft.routes, unplaced: [...unplaced, ...draft.unplaced], solveMs: Math.round(performance.now() - began) };
}
