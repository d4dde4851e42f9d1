import type { FastifyInstance } from 'fastify';
import type { PlanTrigger } from '@washday/core';
import type { RouteEngine, TravelTimes } from './route-engine.js';
import { plannerInUse, requestReplan } from './replan.jobs.js';
import { runPlan, type PlanOutcome, type PlannerDeps } from './route-planner.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The route planner (decision 0035): plan now, or ask for a debounced re-plan on the queue. */
    routePlanner: RoutePlanner;
  }
}

export interface RoutePlanner {
  readonly travel: TravelTimes;
  readonly engine: RouteEngine;
  /** Plans now (waits for a plan already running). */
  run(trigger: PlanTrigger): Promise<PlanOutcome>;
  /** Asks for a re-plan after the debounce; never throws (a failure is logged). */
  request(trigger: PlanTrigger): Promise<string | null>;
}

/** How long an instance keeps whether the planner is in use; below REPLAN_DEBOUNCE_MS (see createRoutePlanner). */
export const IN_USE_TTL_MS = 2_000;
/** Asks an operator made: they read whether the planner is in use afresh. */
const OPERATOR_TRIGGERS: ReadonlySet<PlanTrigger> = new Set(['auto_dispatch', 'lock', 'operator']);

/** The app's planner on its two adapters; the rest (listeners, bus, queue) is read from the app when a plan runs. */
export function createRoutePlanner(app: FastifyInstance, adapters: { travel: TravelTimes; engine: RouteEngine }): RoutePlanner {
  // Until an operator has planned once or turned auto-dispatch on somewhere, changes ask for nothing. Every booking and
  // rider switch asks, so the answer is kept for IN_USE_TTL_MS (under the debounce: a change another instance did not
  // ask for in that time is in the plan its operator's ask queued); operators' own asks read it afresh.
  let inUse: { value: boolean; readAt: number } | null = null;
  const isInUse = async (fresh: boolean) => {
    if (fresh || !inUse || performance.now() - inUse.readAt >= IN_USE_TTL_MS)
      inUse = { value: await plannerInUse(app.database.db), readAt: performance.now() };
    return inUse.value;
  };
  const request = async (trigger: PlanTrigger) =>
    (await isInUse(OPERATOR_TRIGGERS.has(trigger))) ? requestReplan({ jobs: app.jobs, log: app.log }, trigger) : null;
  const run = async (trigger: PlanTrigger) => {
    const outcome = await runPlan(deps(), trigger);
    inUse = { value: true, readAt: performance.now() };
    return outcome;
  };
  const deps = (): PlannerDeps => ({
    database: app.database,
    now: () => app.clock.now(),
    events: app.lifecycleEvents,
    bus: app.liveEvents.bus,
    log: app.log,
    ...adapters,
    requestReplan: request,
  });
  return { ...adapters, run, request };
}
