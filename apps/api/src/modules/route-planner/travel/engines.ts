import { PLAN_BUDGET_MS } from '@washday/core';
import type { Env } from '../../../config/env.js';
import type { RouteEngine } from '../route-engine.js';
import { createSolverThread } from './solver-thread.js';
import { createVroomEngine } from './vroom-engine.js';

/**
 * Core's solver on its own thread (solver-thread.ts), within the plan's time budget unless the caller gives one. Close
 * it with the app.
 */
export function createLocalRouteEngine(): RouteEngine {
  const thread = createSolverThread();
  return {
    name: 'local',
    solve: (input, options) =>
      thread.solve(
        input,
        options.maxMs === undefined && options.maxIterations === undefined ? { ...options, maxMs: PLAN_BUDGET_MS } : options,
      ),
    close: () => thread.close(),
  };
}

/**
 * The configured engine: the local solver, or VROOM with ROUTING_ENGINE=vroom (the environment's check at boot makes
 * sure VROOM_URL is set then).
 */
export function createRouteEngine(
  env: Pick<Env, 'ROUTING_ENGINE' | 'VROOM_URL' | 'VROOM_TIMEOUT_MS'>,
  fetchImpl?: typeof fetch,
): RouteEngine {
  if (env.ROUTING_ENGINE !== 'vroom') return createLocalRouteEngine();
  if (!env.VROOM_URL) throw new Error('VROOM_URL: required when ROUTING_ENGINE=vroom');
  return createVroomEngine({
    url: env.VROOM_URL,
    timeoutMs: env.VROOM_TIMEOUT_MS,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
