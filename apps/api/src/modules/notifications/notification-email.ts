import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { notifications, userPreferences, users } from '../../db/schema/index.js';
import type { EmailSender } from '../messaging/message-sender.js';
import { COPY_COLUMNS, customerLanguageOf, noticeCopy } from '../messaging/notice-copy.js';
import { recordAfterSend, turnIfSendable, type Pause } from './copy-record.js';

export interface NotificationEmailResult {
  status: 'sent' | 'already sent' | 'nothing to send';
}

/**
 * Sends a customer's email copy of a notification, in their language (queued when it was stored: their email and topic switches were on
 * and they had an address). The copy waits its turn at the provider's rate, then is claimed before it is sent, so a
 * duplicate job or a retry racing this one finds it taken and sends nothing: at most once. The turn comes first, so a
 * process that dies while waiting leaves the copy 'queued' for the retry. A refusal is recorded and thrown, so the
 * queue retries it; a process that dies mid-send leaves it 'sending', which no retry repeats.
 */
export async function sendNotificationEmail(
  deps: { db: Db; email: EmailSender; clock: Clock; pause?: Pause; turn?: () => Promise<void> },
  notificationId: string,
): Promise<NotificationEmailResult> {
  const alreadyHandled = async () => {
    const [row] = await deps.db
      .select({ status: notifications.emailStatus })
      .from(notifications)
      .where(eq(notifications.id, notificationId));
    return { status: row?.status === 'sent' || row?.status === 'sending' ? 'already sent' : 'nothing to send' } as const;
  };
  const sendable = and(eq(notifications.id, notificationId), inArray(notifications.emailStatus, ['queued', 'failed']));
  const open = async () => (await deps.db.select({ id: notifications.id }).from(notifications).where(sendable)).length > 0;
  if (!(await turnIfSendable(open, deps.turn))) return alreadyHandled();
  const [claimed] = await deps.db
    .update(notifications)
    .set({ emailStatus: 'sending', emailAttempts: sql`${notifications.emailAttempts} + 1` })
    .where(sendable)
    .returning(COPY_COLUMNS);
  if (!claimed) return alreadyHandled();
  // The address as it is now: a customer who removed it since gets nothing.
  const [user] = claimed.userId
    ? await deps.db
        .select({ email: users.email, preferences: userPreferences.preferences })
        .from(users)
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(eq(users.id, claimed.userId))
    : [];
  if (!user?.email) {
    await deps.db.update(notifications).set({ emailStatus: null }).where(eq(notifications.id, notificationId));
    return { status: 'nothing to send' };
  }
  const copy = noticeCopy(claimed, customerLanguageOf(user.preferences));
  // Written again through a lost connection, so the outcome of a send is recorded (copy-record.ts).
  const record = (set: Partial<typeof notifications.$inferInsert>) =>
    recordAfterSend(() => deps.db.update(notifications).set(set).where(eq(notifications.id, notificationId)), deps.pause);
  try {
    await deps.email.send({ channel: 'email', to: user.email, subject: copy.title, text: copy.text });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await record({ emailStatus: 'failed', emailError: reason });
    throw error;
  }
  await record({ emailStatus: 'sent', emailError: null, emailSentAt: deps.clock.now() });
  return { status: 'sent' };
}
