import type { Clock } from '../../app.js';
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
