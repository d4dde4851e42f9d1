import type { JobDefinition } from '../../jobs/job-queue.js';
import { runRecurringPickups, type OccurrenceDeps, type RecurringRunResult } from './recurring-occurrences.service.js';

export const RECURRING_PICKUPS_JOB = 'recurring-pickups';

/**
 * Books due occurrences and sends the evening-before reminders (recurring-occurrences.service.ts), every 10 minutes
 * and at start. A run reads everything again, so a late or doubled run books nothing twice.
 */
export function recurringPickupsJob(deps: () => OccurrenceDeps): JobDefinition<object, RecurringRunResult> {
  return {
    name: RECURRING_PICKUPS_JOB,
    cron: '*/10 * * * *',
    runAtStart: true,
    retryLimit: 1,
    run: () => runRecurringPickups(deps()),
  };
}
