import type { JobDefinition } from '../../jobs/job-queue.js';
import { expireVerifications, type VerificationDeps } from './verifications.service.js';

export const EXPIRE_VERIFICATIONS = 'expire-customer-verifications';
/** Every 5 minutes (India time): a proposal is shown expired from its 24th hour anyway; this records it and tells the rider. */
export const EXPIRE_VERIFICATIONS_CRON = '*/5 * * * *';

export function expireVerificationsJob(deps: VerificationDeps): JobDefinition<object, { expired: number }> {
  return {
    name: EXPIRE_VERIFICATIONS,
    cron: EXPIRE_VERIFICATIONS_CRON,
    pollingIntervalSeconds: 60,
    run: () => expireVerifications(deps),
  };
}
