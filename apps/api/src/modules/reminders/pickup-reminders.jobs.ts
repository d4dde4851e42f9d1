import type { JobDefinition } from '../../jobs/job-queue.js';
import type { NotifyDeps } from '../notifications/notify.service.js';
import {
  PICKUP_REMINDER_JOB,
  sendPickupReminder,
  type PickupReminderData,
  type PickupReminderResult,
} from './pickup-reminders.service.js';

/**
 * A booking's pickup reminder, sent with `startAfter` at its moment (schedulePickupReminder). 'short': one waiting job
 * per booking and pickup. A reminder may go out up to one poll late; pollingIntervalSeconds keeps that under a minute.
 */
export function pickupReminderJob(deps: NotifyDeps): JobDefinition<PickupReminderData, PickupReminderResult> {
  return {
    name: PICKUP_REMINDER_JOB,
    policy: 'short',
    pollingIntervalSeconds: 30,
    run: (data) => sendPickupReminder(deps, data),
  };
}
