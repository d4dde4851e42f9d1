import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { purgeExpiredRecords, type PurgeCounts } from './retention.js';

export const PURGE_EXPIRED_RECORDS = 'purge-expired-records';

/** Every hour at minute 17 (India time): small, frequent deletes, off the round hour other schedules pick. */
export const PURGE_EXPIRED_RECORDS_CRON = '17 * * * *';

export function purgeExpiredRecordsJob(deps: { db: Db; clock: Clock }): JobDefinition<object, PurgeCounts> {
  return {
    name: PURGE_EXPIRED_RECORDS,
    cron: PURGE_EXPIRED_RECORDS_CRON,
    // Nothing waits for it: a worker looking once a minute is plenty, and runNow wakes it.
    pollingIntervalSeconds: 60,
    run: () => purgeExpiredRecords(deps.db, deps.clock.now()),
  };
}

export const EMBEDDED_DATABASE_UPKEEP = 'embedded-database-upkeep';

/** Every night at 03:40 India time, when fewest book: the embedded database is the API's own thread while it runs. */
export const EMBEDDED_DATABASE_UPKEEP_CRON = '40 3 * * *';

/** The embedded database's VACUUM (ANALYZE), which it has no autovacuum to run (Database.upkeep). */
export function embeddedDatabaseUpkeepJob(upkeep: () => Promise<void>): JobDefinition<object, { tookMs: number }> {
  return {
    name: EMBEDDED_DATABASE_UPKEEP,
    cron: EMBEDDED_DATABASE_UPKEEP_CRON,
    pollingIntervalSeconds: 60,
    run: async () => {
      const started = performance.now();
      await upkeep();
      return { tookMs: Math.round(performance.now() - started) };
    },
  };
}
