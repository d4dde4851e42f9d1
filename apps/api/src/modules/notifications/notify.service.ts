import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  outgoingMessageChannel,
  resolvePreferences,
  sendsEmailCopy,
  type MessageTopic,
  type NotificationPriority,
} from '@washday/core';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { notifications, pushSubscriptions, userPreferences, users } from '../../db/schema/index.js';
import { statementTemplate } from '../../db/statement-template.js';
import type { BusEvent, EventBus } from '../../events/event-bus.js';
import { recordEventList, type EventToRecord } from '../../events/live-events.service.js';
import type { Recipient } from '../../events/recipients.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { MessageChannel } from '../messaging/message-sender.js';
import { toNotificationView, type NotificationRow } from './notification-dto.js';
import {
  NOTIFICATION_MESSAGE_JOB,
  NOTIFICATION_MESSAGE_RETRIES,
  type NotificationMessageData,
} from './notification-messages.jobs.js';
import { PUSH_NOTIFICATION_JOB, PUSH_NOTIFICATION_RETRIES, ridersWithPushDevice } from '../push/push.service.js';

/** Where a notification's copies are queued: the app's job queue (tests may stand one in). */
export type CopyQueue = Pick<JobQueue, 'send' | 'sendMany'>;

export interface NotifyDeps {
  db: Db;
  bus: EventBus;
  jobs: CopyQueue;
  clock: Clock;
  log: { error: (obj: object, msg: string) => void };
}

export interface NotifyInput {
  recipient: { kind: 'customer'; userId: string } | { kind: 'rider'; riderId: string } | { kind: 'admin'; adminId: string };
  type: string;
  title: string;
  message: string;
  priority?: NotificationPriority;
  action_required?: boolean;
  action_type?: string | null;
  data?: Record<string, unknown> | null;
  bookingId?: string | null;
  /**
   * Customers also get an SMS or WhatsApp copy and an email copy by their preferences, unless this is false. Riders
   * get an SMS copy only when this is true (their account decision: a rider who cannot sign in yet sees no in-app notice).
   */
  sendMessage?: boolean;
  /** What a customer's copy is about, for their switches (orderUpdates, promotions); 'order' unless said. */
  topic?: MessageTopic;
}

/**
 * What a customer's notice needs to know of them, in one prepared statement (a move raises several notices, each asked
 * this): their switches and email address for its copies, and whether a browser of theirs is subscribed to push.
 */
const customerReach = statementTemplate(
  () => 'one',
  (db) =>
    db
      .select({
        preferences: userPreferences.preferences,
        email: users.email,
        push: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
      })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(eq(users.id, sql.placeholder('userId'))),
);

/**
 * A customer's copies of a notification, by their preferences (docs/decisions/0019): SMS or WhatsApp as they chose,
 * none for 'call' or when the topic's switch is off; and an email when that switch is on too and they have an
 * address. The in-app notification stays either way.
 */
function customerCopies(
  reach: CustomerReach | undefined,
  topic: MessageTopic = 'order',
): { channel: MessageChannel | null; email: boolean } {
  const preferences = resolvePreferences(reach?.preferences);
  return {
    channel: outgoingMessageChannel(preferences, topic),
    email: Boolean(reach?.email) && sendsEmailCopy(preferences, topic),
  };
}

/** A notification stored in a transaction, with its live event; deliver it once that transaction has committed. */
export interface StoredNotification {
  row: NotificationRow;
  event: BusEvent;
  /** Whether its customer or rider had a subscribed browser when it was stored (then it is also pushed). */
  push: boolean;
}

/** What a move stores besides its notices: its own live events, written with theirs in one statement. */
export interface StoredNotices {
  notices: StoredNotification[];
  /** The other events asked for, in the order given (publish them after the notices'). */
  events: BusEvent[];
}

/**
 * Stores notifications and their live events in the caller's transaction, and queues their SMS or WhatsApp copies and
 * email copies there too (decision 0009): a copy's job commits with its notification or not at all, so no crash
 * between the commit and a send after it can strand a copy. `jobs` may be null only for notices raised without copies.
 * A failure to write a job fails the transaction, as a failed statement must. Nothing leaves before the commit.
 * However many notices a move raises, they take one insert each for the notices, their copies' jobs and their events
 * (with `otherEvents`), plus one read per customer and one for the riders' browsers.
 */
export async function storeNotifications(
  tx: DbOrTx,
  inputs: readonly NotifyInput[],
  now: Date,
  jobs: CopyQueue | null,
  otherEvents: readonly EventToRecord[] = [],
): Promise<StoredNotices> {
  const reaches = new Map<string, CustomerReach | undefined>();
  for (const { recipient } of inputs)
    if (recipient.kind === 'customer' && !reaches.has(recipient.userId))
      reaches.set(recipient.userId, (await customerReach(tx, undefined, { userId: recipient.userId }))[0]);
  const values = inputs.map((input) => notificationValues(input, reaches, now));
  const inserted = values.length ? await tx.insert(notifications).values(values).returning() : [];
  const byId = new Map(inserted.map((row) => [row.id, row]));
  const rows = values.map((value) => byId.get(value.id)!);
  await queueCopies(tx, jobs, rows);
  const events = await recordEventList(tx, [
    ...rows.map((row): EventToRecord => ({
      recipient: recipientOf(row),
      event: 'notification',
      data: toNotificationView(row, now),
    })),
    ...otherEvents,
  ]);
  // A customer's push subscription was read with their switches; riders' are asked here at once (admins have none).
  const riderPush = await ridersWithPushDevice(
    tx,
    rows.flatMap((row) => (row.riderId ? [row.riderId] : [])),
  );
  const notices = rows.map((row, i) => ({
    row,
    event: events[i]!,
    push: row.userId ? Boolean(reaches.get(row.userId)?.push) : row.riderId ? riderPush.has(row.riderId) : false,
  }));
  return { notices, events: events.slice(rows.length) };
}

/** One notification, stored as storeNotifications stores several. */
export async function storeNotification(
  tx: DbOrTx,
  input: NotifyInput,
  now: Date,
  jobs: CopyQueue | null,
): Promise<StoredNotification> {
  const { notices } = await storeNotifications(tx, [input], now, jobs);
  return notices[0]!;
}

type CustomerReach = Awaited<ReturnType<typeof customerReach>>[number];

/** A notice's row, its copies chosen by its recipient's reach (an id of its own, to find it among several). */
function notificationValues(input: NotifyInput, reaches: ReadonlyMap<string, CustomerReach | undefined>, now: Date) {
  const { recipient } = input;
  const copies =
    recipient.kind === 'customer' && input.sendMessage !== false
      ? customerCopies(reaches.get(recipient.userId), input.topic)
      : null;
  const channel: MessageChannel | null = copies
    ? copies.channel
    : recipient.kind === 'rider' && input.sendMessage === true
      ? 'sms'
      : null;
  return {
    id: randomUUID(),
    recipientType: recipient.kind,
    userId: recipient.kind === 'customer' ? recipient.userId : null,
    riderId: recipient.kind === 'rider' ? recipient.riderId : null,
    adminId: recipient.kind === 'admin' ? recipient.adminId : null,
    type: input.type,
    title: input.title,
    message: input.message,
    priority: input.priority ?? 'medium',
    actionRequired: input.action_required ?? false,
    actionType: input.action_type ?? null,
    data: input.data ?? null,
    bookingId: input.bookingId ?? null,
    messageChannel: channel,
    messageStatus: channel ? ('queued' as const) : null,
    emailStatus: copies?.email ? ('queued' as const) : null,
    createdAt: now,
  };
}

/** Whom a stored notification's live event is for. */
function recipientOf(row: Pick<NotificationRow, 'userId' | 'riderId' | 'adminId'>): Recipient {
  if (row.userId) return { kind: 'customer', id: row.userId };
  if (row.riderId) return { kind: 'rider', id: row.riderId };
  return { kind: 'admin', id: row.adminId! };
}

/** The jobs of notifications' queued copies, written in `tx` in one statement. */
async function queueCopies(
  tx: DbOrTx,
  jobs: CopyQueue | null,
  rows: readonly Pick<NotificationRow, 'id' | 'messageStatus' | 'emailStatus'>[],
): Promise<void> {
  const copies: NotificationMessageData[] = rows.flatMap((row) => [
    ...(row.messageStatus === 'queued' ? [{ notificationId: row.id }] : []),
    ...(row.emailStatus === 'queued' ? [{ notificationId: row.id, copy: 'email' as const }] : []),
  ]);
  if (copies.length === 0) return;
  if (!jobs)
    throw new Error(
      `notifications ${rows.map((r) => r.id).join(', ')} have copies to send but were stored without the job queue`,
    );
  await jobs.sendMany(NOTIFICATION_MESSAGE_JOB, copies, NOTIFICATION_MESSAGE_RETRIES, tx);
}

/**
 * After the commit: publishes a stored notification's event to open screens and queues its push to subscribed
 * browsers (its SMS, WhatsApp and email copies were queued with it). A failure here leaves the notification stored
 * (the list and a resumed stream still show it), and is logged, not thrown.
 */
export async function deliverNotification(
  deps: Omit<NotifyDeps, 'db' | 'clock'>,
  { row, event, push }: StoredNotification,
): Promise<void> {
  try {
    await deps.bus.publish(event);
  } catch (err) {
    deps.log.error({ err, notificationId: row.id }, 'notification: live event not published');
  }
  // Customers' and riders' notices also go to their subscribed browsers (the job checks the customer's push switch);
  // most people have none, so no job is queued for them. A push is a nudge to an open device, not a record: one lost
  // to a crash here is not sent later (the bell has the notice).
  if (push) {
    try {
      await deps.jobs.send(PUSH_NOTIFICATION_JOB, { notificationId: row.id }, PUSH_NOTIFICATION_RETRIES);
    } catch (err) {
      deps.log.error({ err, notificationId: row.id }, 'notification: push not queued');
    }
  }
}

/**
 * Raises a notification: stores it with its live event and the jobs of the customer's SMS or WhatsApp copy and email
 * copy in one transaction, then (once committed) publishes the event to open screens. Only the server calls this.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput): Promise<NotificationRow> {
  const now = deps.clock.now();
  const stored = await deps.db.transaction((tx) => storeNotification(tx, input, now, deps.jobs));
  await deliverNotification(deps, stored);
  return stored.row;
}

/** notify's dependencies from the app. */
export function notifyDepsOf(app: FastifyInstance): NotifyDeps {
  return { db: app.database.db, bus: app.liveEvents.bus, jobs: app.jobs, clock: app.clock, log: app.log };
}
