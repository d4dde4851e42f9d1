import type { JobDefinition } from '../../jobs/job-queue.js';
import { recoverInboundMessages, type InboundDeps } from './inbound-messages.js';
import { runRecurringPickups, type OccurrenceDeps, type RecurringRunResult } from './recurring-occurrences.service.js';

export const RECURRING_PICKUPS_JOB = 'recurring-pickups';

/**
 * Books due occurrences and sends the evening-before reminders (recurring-occurrences.service.ts), every 10 minutes
 * and at start, then finishes the replies whose handling crashed (inbound-messages.ts). A run reads everything again,
 * so a late or doubled run books nothing twice.
 */
export function recurringPickupsJob(
  deps: () => OccurrenceDeps & { inbound?: InboundDeps | undefined },
): JobDefinition<object, RecurringRunResult & { recovered: number }> {
  return {
    name: RECURRING_PICKUPS_JOB,
    cron: '*/10 * * * *',
    runAtStart: true,
    retryLimit: 1,
    run: async () => {
      const d = deps();
      const result = await runRecurringPickups(d);
      return { ...result, recovered: d.inbound ? await recoverInboundMessages(d.inbound) : 0 };
    },
  };
}
