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

/** The app's planner on its two adapters; the rest (listeners, bus, queue) is read from the app when a plan runs. */
export function createRoutePlanner(app: FastifyInstance, adapters: { travel: TravelTimes; engine: RouteEngine }): RoutePlanner {
  // Until an operator has planned once or turned auto-dispatch on somewhere, changes ask for nothing.
  const request = async (trigger: PlanTrigger) =>
    (await plannerInUse(app.database.db)) ? requestReplan({ jobs: app.jobs, log: app.log }, trigger) : null;
  const deps = (): PlannerDeps => ({
    database: app.database,
    now: () => app.clock.now(),
    events: app.lifecycleEvents,
    bus: app.liveEvents.bus,
    log: app.log,
    ...adapters,
    requestReplan: request,
  });
  return { ...adapters, run: (trigger) => runPlan(deps(), trigger), request };
}
