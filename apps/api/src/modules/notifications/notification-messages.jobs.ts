import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { notifications, riders, userPreferences, users } from '../../db/schema/index.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { MessageChannel, MessageSenders } from '../messaging/message-sender.js';
import type { SendTurns } from '../messaging/send-rate.js';
import { COPY_JOB_EXPIRE_SECONDS, recordAfterSend, type Pause } from './copy-record.js';
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
 * was raised; in the reader's language where the channel's template allows), or its email copy
 * (notification-email.ts). Exactly once where it can be: the copy waits its turn at the provider's rate, is claimed
 * ('sending') in a committed write, then sent, then recorded 'sent' (that write retried through a lost connection).
 * A duplicate job, or a retry of an attempt that got as far as the claim, finds it taken and sends nothing; a
 * provider's refusal is recorded 'failed' and thrown, so the queue retries it. Only a process that dies between the
 * claim and the record leaves it 'sending', unconfirmed and never repeated (docs/decisions/0043).
 */
export function notificationMessageJob(deps: {
  db: Db;
  /** The providers, unpaced: the job takes each channel's turn itself before it claims a copy. */
  senders: MessageSenders;
  /** Each provider's rate (send-rate.ts); none in tests that do not pace. */
  turns?: SendTurns;
  clock: Clock;
  /** Copies sent at once on this instance (MESSAGE_SEND_CONCURRENCY); 1 unless said. */
  concurrency?: number;
  /** How the record after a send waits between tries (tests pass one that does not sleep). */
  pause?: Pause;
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
    expireInSeconds: COPY_JOB_EXPIRE_SECONDS,
    async run({ notificationId, copy }) {
      if (copy === 'email')
        return sendNotificationEmail(
          {
            db: deps.db,
            email: deps.senders.email,
            clock: deps.clock,
            ...(deps.pause ? { pause: deps.pause } : {}),
            ...(deps.turns ? { turn: deps.turns.email } : {}),
          },
          notificationId,
        );
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
      if (!CLAIMABLE.includes(row.status as (typeof CLAIMABLE)[number])) return { status: 'already sent' };
      const channel = row.channel as MessageChannel;
      await deps.turns?.[channel]();
      const [claimed] = await deps.db
        .update(notifications)
        .set({ messageStatus: 'sending', messageAttempts: sql`${notifications.messageAttempts} + 1` })
        .where(and(eq(notifications.id, notificationId), inArray(notifications.messageStatus, [...CLAIMABLE])))
        .returning({ id: notifications.id });
      if (!claimed) return { status: 'already sent' };
      const sender = deps.senders[channel];
      const language = row.riderId ? riderLanguageOf(row.riderLanguage) : customerLanguageOf(row.preferences);
      const words = noticeCopy(row, language, sender.noticeLanguages ?? ['en']);
      const record = (set: Partial<typeof notifications.$inferInsert>) =>
        recordAfterSend(() => deps.db.update(notifications).set(set).where(eq(notifications.id, notificationId)), deps.pause);
      try {
        await sender.sendNotice({ channel, to: row.phone, ...words, reference: notificationId });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await record({ messageStatus: 'failed', messageError: reason });
        throw error;
      }
      await record({ messageStatus: 'sent', messageError: null, messageSentAt: deps.clock.now() });
      return { status: 'sent' };
    },
  };
}

/** A copy's states from which it may be sent: waiting, or refused by the provider last time. */
const CLAIMABLE = ['queued', 'failed'] as const;
