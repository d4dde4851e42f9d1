import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import {
  NOTIFICATION_MESSAGE_JOB,
  NOTIFICATION_MESSAGE_RETRIES,
  type NotificationMessageData,
} from './notification-messages.jobs.js';
import type { CopyQueue } from './notify.service.js';

export const NOTIFICATION_SWEEP_JOB = 'queue-stranded-copies';
/** Every minute, and once as the queue starts. */
export const NOTIFICATION_SWEEP_CRON = '* * * * *';
/** A copy queued this long with no job is stranded (its job is written with it, so this is a margin, not a wait). */
export const SWEEP_GRACE_MS = 60_000;
/**
 * Copies older than this are left alone: shorter than pg-boss keeps a finished job (12 hours) so a copy whose job ran
 * is never sent again, and an order update later than that is no longer news.
 */
export const SWEEP_WINDOW_MS = 6 * 3_600_000;
/** Copies queued a run at most; a larger backlog goes over the next minutes. */
const SWEEP_BATCH = 500;

export interface NotificationSweepResult {
  queued: number;
}

/**
 * Queues the job of every SMS, WhatsApp or email copy still 'queued' that has no job at all (decision 0009): one
 * stored before copies were queued in their notification's transaction, or whose job was lost. The copy then goes
 * once, like any other. Runs under a lock, so two instances sweeping at once queue one job per copy; the check and
 * the new jobs are one transaction, so a job committed by then is seen and a copy is never queued twice.
 */
export function notificationSweepJob(deps: {
  db: Db;
  jobs: CopyQueue;
  clock: Clock;
}): JobDefinition<object, NotificationSweepResult> {
  return {
    name: NOTIFICATION_SWEEP_JOB,
    cron: NOTIFICATION_SWEEP_CRON,
    runAtStart: true,
    pollingIntervalSeconds: 30,
    // The next minute's run is the retry.
    retryLimit: 0,
    run: () =>
      deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${NOTIFICATION_SWEEP_JOB}))`);
        const now = deps.clock.now().getTime();
        const since = new Date(now - SWEEP_WINDOW_MS);
        const cutoff = new Date(now - SWEEP_GRACE_MS);
        const stranded = (copy: 'message' | 'email') =>
          tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(copy === 'email' ? notifications.emailStatus : notifications.messageStatus, 'queued'),
                gt(notifications.createdAt, since),
                lte(notifications.createdAt, cutoff),
                // Any job for the copy, in whatever state: one waiting, running, retrying or finished.
                sql`not exists (select 1 from pgboss.job j where j.name = ${NOTIFICATION_MESSAGE_JOB}
                  and j.data->>'notificationId' = ${notifications.id}::text
                  and coalesce(j.data->>'copy', 'message') = ${copy})`,
              ),
            )
            .orderBy(asc(notifications.createdAt))
            .limit(SWEEP_BATCH);
        const copies: NotificationMessageData[] = [
          ...(await stranded('message')).map(({ id }) => ({ notificationId: id })),
          ...(await stranded('email')).map(({ id }) => ({ notificationId: id, copy: 'email' as const })),
        ];
        await deps.jobs.sendMany(NOTIFICATION_MESSAGE_JOB, copies, NOTIFICATION_MESSAGE_RETRIES, tx);
        return { queued: copies.length };
      }),
  };
}
