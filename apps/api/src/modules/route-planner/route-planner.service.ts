import { sql } from 'drizzle-orm';
import { PLAN_BUDGET_MS, REPLAN_BUDGET_MS, type PlanTrigger } from '@washday/core';
import type { SolveOptions } from '@washday/core/routing';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../events/event-bus.js';
import type { LifecycleEvents } from '../orders/order-audit.js';
import { applyAssignments } from './plan-apply.js';
import { readPlanInput } from './plan-input.js';
import { announcePlan } from './plan-live.js';
import { computePlan } from './plan-solve.js';
import { storePlan } from './plan-store.js';
import type { RouteEngine, TravelTimes } from './route-engine.js';

// The planner's run (decision 0035): read the day, solve it, make the assignments in auto-dispatch areas through the
// rule book, store the plan, tell the riders and customers it changed for. One run at a time: in this process a
// queue of runs, across instances a PostgreSQL advisory lock held for the run (the embedded database has one process).

export interface PlannerLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface PlannerDeps {
  database: Pick<Database, 'db' | 'kind'>;
  now: () => Date;
  events: LifecycleEvents;
  bus: EventBus;
  log: PlannerLog;
  travel: TravelTimes;
  engine: RouteEngine;
  /** Queues a later re-plan (after an assignment the rule book refused). */
  requestReplan: (trigger: PlanTrigger) => Promise<unknown>;
}

export interface PlanOutcome {
  planId: number;
  assigned: number;
  refused: number;
  stops: number;
  unplaced: number;
}

/** The advisory lock (two-key class 6) one plan holds across instances. */
const PLAN_LOCK = [6, 0] as const;
const runs = new WeakMap<object, Promise<unknown>>();

/** Runs `work` alone: after this process's earlier runs, and under the lock across instances on PostgreSQL. */
async function exclusive<T>(database: PlannerDeps['database'], work: () => Promise<T>): Promise<T> {
  const previous = runs.get(database.db) ?? Promise.resolve();
  const run = previous.then(() =>
    database.kind === 'postgres'
      ? database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${PLAN_LOCK[0]}, ${PLAN_LOCK[1]})`);
          return work();
        })
      : work(),
  );
  runs.set(
    database.db,
    run.catch(() => undefined),
  );
  return run;
}

/** A whole plan gets the larger budget; a re-plan after one change the smaller. Iterations bound small days. */
function solveOptions(trigger: PlanTrigger): (tasks: number) => SolveOptions {
  const maxMs = trigger === 'operator' || trigger === 'schedule' ? PLAN_BUDGET_MS : REPLAN_BUDGET_MS;
  return (tasks) => ({ maxMs, maxIterations: Math.max(200, 50 * tasks), seed: 1 });
}

/**
 * Plans the open trips now. An assignment refused by the rule book (an operator moved the trip first) makes the plan
 * once more at once; a second refusal queues a re-plan instead of looping.
 */
export function runPlan(deps: PlannerDeps, trigger: PlanTrigger): Promise<PlanOutcome> {
  return exclusive(deps.database, async () => {
    const db = deps.database.db;
    for (let attempt = 1; ; attempt++) {
      const now = deps.now();
      const input = await readPlanInput(db, now);
      const plan = await computePlan({ travel: deps.travel, engine: deps.engine, options: solveOptions(trigger) }, input);
      const applied = await applyAssignments({ db, now: deps.now, events: deps.events, log: deps.log }, plan);
      if (applied.refused && attempt === 1) continue;
      const stored = await storePlan(db, plan, {
        computedAt: now,
        trigger,
        engine: deps.engine.name,
        solveMs: plan.solveMs,
        travelModel: deps.travel.describe(),
      });
      await announcePlan({ db, bus: deps.bus, log: deps.log }, stored.before, stored.after, now);
      if (applied.refused)
        await deps
          .requestReplan('trip_changed')
          .catch((err: unknown) => deps.log.error({ err }, 'route planner: re-plan not queued'));
      const outcome = {
        planId: stored.planId,
        assigned: applied.assigned,
        refused: applied.refused,
        stops: stored.after.length,
        unplaced: plan.unplaced.length,
      };
      deps.log.info({ trigger, ...outcome, solveMs: plan.solveMs }, 'route planner: plan stored');
      return outcome;
    }
  });
}
