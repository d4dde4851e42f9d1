import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { LATE_REPLAN_MINUTES, REPLAN_DEBOUNCE_MS, type PlanTrigger } from '@washday/core';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { plannedStops, routePlans, serviceAreas, trips } from '../../db/schema/index.js';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.js';
import type { PlanOutcome, PlannerLog } from './route-planner.service.js';

// Re-planning on the queue (decision 0035): a change asks for a plan; the asks within the debounce make one job (one
// waiting and one running at most, across instances: pg-boss's 'stately' policy on one key), and a check each minute
// asks again when a planned stop is running more than LATE_REPLAN_MINUTES late.

/**
 * Whether the planner is in use: a plan was made, or an area has auto-dispatch on. One prepared statement, since
 * every booking and every rider's switch asks it (built once per database, then only run).
 */
const inUseQuery = preparedPerDb((db: Db) =>
  db
    .select({
      inUse: sql<boolean>`(exists (select 1 from ${routePlans}) or exists (select 1 from ${serviceAreas} where ${serviceAreas.autoDispatch}))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('route_planner_in_use'),
);

export async function plannerInUse(db: Db): Promise<boolean> {
  const [row] = await inUseQuery(db).execute();
  return row?.inUse === true;
}

export const ROUTE_REPLAN_JOB = 'route-replan';
export const ROUTE_LATE_CHECK_JOB = 'route-late-check';
const SINGLETON_KEY = 'route-plan';

/** Asks for a re-plan after the debounce; the job id, or null when one is already waiting (this ask joins it). */
export async function requestReplan(
  deps: { jobs: Pick<JobQueue, 'send'>; log: PlannerLog },
  trigger: PlanTrigger,
  debounceMs = REPLAN_DEBOUNCE_MS,
): Promise<string | null> {
  try {
    return await deps.jobs.send(
      ROUTE_REPLAN_JOB,
      { trigger },
      { singletonKey: SINGLETON_KEY, startAfter: Math.ceil(debounceMs / 1000), retryLimit: 1 },
    );
  } catch (err) {
    deps.log.error({ err, trigger }, 'route planner: re-plan not queued');
    return null;
  }
}

/**
 * A re-plan left active by an instance that died mid-plan (or whose completion the database refused) is failed and
 * retried after this, not pg-boss's 15 minutes: the queue is 'stately', so until then no other re-plan runs and
 * auto-dispatch stands still. A plan takes seconds (its solver's budget is PLAN_BUDGET_MS), so this leaves it room.
 */
export const REPLAN_EXPIRE_SECONDS = 60;

export function routeReplanJob(run: (trigger: PlanTrigger) => Promise<PlanOutcome>): JobDefinition<{ trigger?: PlanTrigger }> {
  return {
    name: ROUTE_REPLAN_JOB,
    policy: 'stately',
    expireInSeconds: REPLAN_EXPIRE_SECONDS,
    pollingIntervalSeconds: 2,
    run: (data) => run(data.trigger ?? 'schedule'),
  };
}

const LATE_MS = LATE_REPLAN_MINUTES * 60_000;

/**
 * The door stops of the latest plan that became late since it was made: the slot's end, or the planned departure (the
 * rider is behind the plan), passed by more than LATE_REPLAN_MINUTES, and the trip not yet done.
 */
export async function newlyLateStops(db: Db, now: Date): Promise<number> {
  const [plan] = await db
    .select({ at: routePlans.computedAt })
    .from(routePlans)
    .orderBy(desc(routePlans.computedAt), desc(routePlans.id))
    .limit(1);
  if (!plan) return 0;
  const stops = await db
    .select({ departure: plannedStops.departureAt, windowTo: plannedStops.windowTo, status: trips.status })
    .from(plannedStops)
    .leftJoin(trips, and(eq(trips.bookingId, plannedStops.bookingId), eq(trips.kind, plannedStops.trip)))
    .where(inArray(plannedStops.kind, ['pickup_at_door', 'deliver_at_door']));
  const since = plan.at.getTime();
  const lateAt = (at: Date | null) => (at ? at.getTime() + LATE_MS : Number.POSITIVE_INFINITY);
  const became = (moment: number) => moment > since && moment <= now.getTime();
  return stops.filter((s) => s.status !== 'completed' && (became(lateAt(s.windowTo)) || became(lateAt(s.departure)))).length;
}

export function routeLateCheckJob(deps: {
  db: Db;
  now: () => Date;
  request: (trigger: PlanTrigger) => Promise<string | null>;
}): JobDefinition<object, { late: number; queued: boolean }> {
  return {
    name: ROUTE_LATE_CHECK_JOB,
    cron: '* * * * *',
    run: async () => {
      const late = await newlyLateStops(deps.db, deps.now());
      return { late, queued: late > 0 && (await deps.request('running_late')) !== null };
    },
  };
}
