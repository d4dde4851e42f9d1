import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { notifications, riders, userPreferences, users } from '../../db/schema/index.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { MessageChannel, MessageSenders } from '../messaging/message-sender.js';
import { COPY_COLUMNS, customerLanguageOf, noticeCopy, riderLanguageOf } from '../messaging/notice-copy.js';
import { sendNotificationEmail } from './notification-email.js';

export const NOTIFICATION_MESSAGE_JOB = 'send-notification-message';
/** A provider that fails is tried again after 30 s, 60 s, 120 s... five more times. */
export const NOTIFICATION_MESSAGE_RETRIES = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

export interface NotificationMessageResult {
  status: 'sent' | 'already sent' | 'nothing to send';
}

/** A job's data: the notification, and 'email' for its email copy (queued apart, so each copy retries on its own). */
export interface NotificationMessageData {
  notificationId: string;
  copy?: 'email';
}

/**
 * Sends a customer's notification (or a rider's raised with a copy) as SMS or WhatsApp (the channel chosen when it
 * was raised; in the reader's language where the channel's template allows), or its email copy (notification-email.ts). Each attempt is recorded on the notification; a failure is recorded and thrown, so the queue retries
 * it. A notification already sent is not sent twice.
 */
export function notificationMessageJob(deps: {
  db: Db;
  /** Held to each provider's rate (send-rate.ts). */
  senders: MessageSenders;
  clock: Clock;
  /** Copies sent at once on this instance (MESSAGE_SEND_CONCURRENCY); 1 unless said. */
  concurrency?: number;
}): JobDefinition<NotificationMessageData, NotificationMessageResult> {
  // Two workers share the copies in flight, so one batch's slowest send does not hold up the next fetch.
  const concurrency = deps.concurrency ?? 1;
  const workers = Math.min(2, concurrency);
  return {
    name: NOTIFICATION_MESSAGE_JOB,
    pollingIntervalSeconds: 1,
    workers,
    batchSize: Math.ceil(concurrency / workers),
    retryLimit: NOTIFICATION_MESSAGE_RETRIES.retryLimit,
    async run({ notificationId, copy }) {
      if (copy === 'email')
        return sendNotificationEmail({ db: deps.db, email: deps.senders.email, clock: deps.clock }, notificationId);
      const [row] = await deps.db
        .select({
          channel: notifications.messageChannel,
          status: notifications.messageStatus,
          ...COPY_COLUMNS,
          // The customer's phone, or the rider's for the notices raised with a copy for them.
          phone: sql<string | null>`coalesce(${users.phone}, ${riders.phone})`,
          // The reader's language, for the copy's words.
          preferences: userPreferences.preferences,
          riderLanguage: riders.language,
        })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.userId))
        .leftJoin(userPreferences, eq(userPreferences.userId, notifications.userId))
        .leftJoin(riders, eq(riders.id, notifications.riderId))
        .where(eq(notifications.id, notificationId));
      if (!row?.channel || !row.phone) return { status: 'nothing to send' };
      if (row.status === 'sent') return { status: 'already sent' };
      const channel = row.channel as MessageChannel;
      const sender = deps.senders[channel];
      const language = row.riderId ? riderLanguageOf(row.riderLanguage) : customerLanguageOf(row.preferences);
      const words = noticeCopy(row, language, sender.noticeLanguages ?? ['en']);
      const attempt = { messageAttempts: sql`${notifications.messageAttempts} + 1` };
      try {
        await sender.sendNotice({ channel, to: row.phone, ...words, reference: notificationId });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await deps.db
          .update(notifications)
          .set({ ...attempt, messageStatus: 'failed', messageError: reason })
          .where(eq(notifications.id, notificationId));
        throw error;
      }
      await deps.db
        .update(notifications)
        .set({ ...attempt, messageStatus: 'sent', messageError: null, messageSentAt: deps.clock.now() })
        .where(eq(notifications.id, notificationId));
      return { status: 'sent' };
    },
  };
}
