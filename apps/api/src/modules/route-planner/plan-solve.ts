import type { SolveOptions, VrpSolution } from '@washday/core/routing';
import type { PlanInput } from './plan-input.js';
import { buildProblem, missedWindows, pointsOf, readSolution, tasksOf, type PlanDraft, type Task } from './plan-problem.js';
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
 * The tasks with each trip the planner already gave a rider held on that rider (its customer and rider were told);
 * null when there is none to hold. A trip whose rider is no longer on shift stays free.
 */
export function holdAnnounced(input: PlanInput, tasks: readonly Task[]): Task[] | null {
  const riderIndex = new Map(input.riders.map((r, i) => [r.id, i]));
  let held = 0;
  const list = tasks.map((task) => {
    const riderId = task.fixedTo === null ? task.trip.onRider?.riderId : null;
    const at = riderId ? riderIndex.get(riderId) : undefined;
    if (at === undefined) return task;
    held++;
    return { ...task, fixedTo: at };
  });
  return held ? list : null;
}

/** The trips a solution leaves out, whatever the reason (a shipment's two halves count once). */
const leftOut = (solution: VrpSolution) => new Set(solution.unassigned.map((u) => u.id)).size;

/**
 * Solves the day in up to three steps:
 * 1. Trips the planner already gave a rider stay with that rider. When every trip then fits in its slot, that is the
 *    plan: moving an announced trip for a shorter route would tell its customer and both riders again (decision 0035).
 * 2. Otherwise every movable trip is free, and that answer is kept only when it leaves fewer trips out of their slots.
 * 3. The trips no rider could reach in their slot get their window opened to the rest of the shift, and the day is
 *    solved again, so they are placed late rather than not at all.
 */
export async function computePlan(deps: SolveDeps, input: PlanInput): Promise<ComputedPlan> {
  const began = performance.now();
  const { tasks: free, unplaced } = tasksOf(input);
  if (!free.length) return { routes: [], unplaced, solveMs: 0 };
  const { points, index } = pointsOf(input, free);
  const matrix = await deps.travel.matrix(points, input.now);
  const service = (task: Task) => {
    const rider = task.fixedTo === null ? '' : (input.riders[task.fixedTo]?.id ?? '');
    return deps.travel.serviceSeconds(rider);
  };
  const solve = (tasks: readonly Task[], opened: ReadonlySet<number>) =>
    deps.engine.solve(buildProblem(input, tasks, matrix, index, service, opened), deps.options(tasks.length));

  const held = holdAnnounced(input, free);
  let tasks: readonly Task[] = held ?? free;
  let first = await solve(tasks, new Set());
  if (held && leftOut(first) > 0) {
    const unheld = await solve(free, new Set());
    if (leftOut(unheld) < leftOut(first)) [tasks, first] = [free, unheld];
  }
  const missed = missedWindows(first);
  const solution = missed.size ? await solve(tasks, missed) : first;
  const draft = readSolution(input, tasks, solution, missed.size > 0);
  return { routes: draft.routes, unplaced: [...unplaced, ...draft.unplaced], solveMs: Math.round(performance.now() - began) };
}
