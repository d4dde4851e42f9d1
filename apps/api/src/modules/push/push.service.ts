import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  PUSH_MESSAGES,
  isKnownPushService,
  resolvePreferences,
  type PushPayload,
  type PushSubscriptionInput,
  type TranslatedLanguage,
} from '@washday/core';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { notifications, pushSubscriptions, userPreferences } from '../../db/schema/index.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { customerLanguageOf, noticeCopy, riderLanguage } from '../messaging/notice-copy.js';
import { PushGoneError, type PushSender } from './push-sender.js';

export type PushOwner = { kind: 'customer'; userId: string } | { kind: 'rider'; riderId: string };

const ownerColumns = (owner: PushOwner) =>
  owner.kind === 'customer' ? { userId: owner.userId, riderId: null } : { userId: null, riderId: owner.riderId };
const ownedBy = (owner: PushOwner) =>
  owner.kind === 'customer' ? eq(pushSubscriptions.userId, owner.userId) : eq(pushSubscriptions.riderId, owner.riderId);

/** Browsers' push services only; outside production also this machine, where tests and development run their own. */
export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  if (isKnownPushService(endpoint)) return true;
  if (production) return false;
  try {
    const url = new URL(endpoint);
    return (url.protocol === 'http:' || url.protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Keeps this browser's subscription for the caller. An endpoint belongs to one browser and one account: one another
 * account holds is not taken from it (409 PUSH_ENDPOINT_TAKEN; anyone who learnt the address could otherwise divert that
 * account's notices), unless that account is signed in on this request too (`signedIn`: a browser holding a customer's
 * and a rider's session moves its device between them). A browser refused renews its subscription, which gives it a
 * new endpoint (the web does, apps/web/src/lib/web-push.ts).
 */
export async function subscribe(
  db: Db,
  owner: PushOwner,
  subscription: PushSubscriptionInput,
  userAgent: string | undefined,
  production: boolean,
  signedIn: readonly PushOwner[] = [],
) {
  if (!pushEndpointAllowed(subscription.endpoint, production))
    throw badRequest(PUSH_MESSAGES.endpointInvalid, 'subscription.endpoint');
  const values = {
    ...ownerColumns(owner),
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
    failures: 0,
  };
  const [saved] = await db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, updatedAt: new Date() },
      // The held row moves only to its own account or from an account signed in here; else nothing is written.
      setWhere: or(...[owner, ...signedIn].map(ownedBy)),
    })
    .returning({ id: pushSubscriptions.id });
  if (!saved)
    throw new AppError(409, PUSH_MESSAGES.endpointTaken, { code: 'PUSH_ENDPOINT_TAKEN', field: 'subscription.endpoint' });
}

export async function unsubscribe(db: Db, owner: PushOwner, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(owner)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(PUSH_MESSAGES.notFound);
}

/** Which of these riders have a subscribed browser (their notices are pushed too), in one statement. */
export async function ridersWithPushDevice(db: DbOrTx, riderIds: readonly string[]): Promise<Set<string>> {
  if (riderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ riderId: pushSubscriptions.riderId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.riderId, [...new Set(riderIds)]));
  return new Set(rows.flatMap((row) => (row.riderId ? [row.riderId] : [])));
}

export const PUSH_NOTIFICATION_JOB = 'push-notification';
/** A push service that fails (not a gone subscription) is tried again after 20 s, 40 s. */
export const PUSH_NOTIFICATION_RETRIES = { retryLimit: 2, retryDelay: 20, retryBackoff: true } as const;
/** A subscription failing this many times in a row is dropped: its browser is most likely gone. */
const MAX_FAILURES = 5;

export interface PushJobResult {
  sent: number;
  removed: number;
  failed: number;
  skipped?: 'no notification' | 'not a customer or rider' | 'turned off' | 'no devices';
}

/** Where tapping the notice opens: the customer's bookings, or the rider's order (else their notifications). */
function payloadOf(row: typeof notifications.$inferSelect, language: TranslatedLanguage): PushPayload {
  const url = row.riderId ? (row.bookingId ? `/rider/orders/${row.bookingId}` : '/rider/notifications') : '/?view=bookings';
  const { title, text } = noticeCopy(row, language);
  return { title, body: text, url, tag: `notification-${row.id}` };
}

/**
 * Pushes a stored customer or rider notification to each of their subscribed browsers, unless a customer turned
 * push off in their preferences. Gone subscriptions are removed; when every device failed for another reason the
 * job throws, so the queue tries again.
 */
export function pushNotificationJob(deps: {
  db: Db;
  sender: () => Promise<PushSender>;
  clock: Clock;
}): JobDefinition<{ notificationId: string }, PushJobResult> {
  return {
    name: PUSH_NOTIFICATION_JOB,
    pollingIntervalSeconds: 1,
    retryLimit: PUSH_NOTIFICATION_RETRIES.retryLimit,
    async run({ notificationId }) {
      const [row] = await deps.db.select().from(notifications).where(eq(notifications.id, notificationId));
      if (!row) return { sent: 0, removed: 0, failed: 0, skipped: 'no notification' };
      const owner: PushOwner | null = row.userId
        ? { kind: 'customer', userId: row.userId }
        : row.riderId
          ? { kind: 'rider', riderId: row.riderId }
          : null;
      if (!owner) return { sent: 0, removed: 0, failed: 0, skipped: 'not a customer or rider' };
      let language: TranslatedLanguage;
      if (owner.kind === 'customer') {
        const [stored] = await deps.db
          .select({ preferences: userPreferences.preferences })
          .from(userPreferences)
          .where(eq(userPreferences.userId, owner.userId));
        if (!resolvePreferences(stored?.preferences).notifications.push)
          return { sent: 0, removed: 0, failed: 0, skipped: 'turned off' };
        language = customerLanguageOf(stored?.preferences);
      } else language = await riderLanguage(deps.db, owner.riderId);
      const devices = await deps.db.select().from(pushSubscriptions).where(ownedBy(owner));
      if (devices.length === 0) return { sent: 0, removed: 0, failed: 0, skipped: 'no devices' };

      const sender = await deps.sender();
      const payload = JSON.stringify(payloadOf(row, language));
      const result: PushJobResult = { sent: 0, removed: 0, failed: 0 };
      let lastError: unknown;
      for (const device of devices) {
        try {
          await sender.send(device, payload);
          result.sent += 1;
          await deps.db
            .update(pushSubscriptions)
            .set({ lastSentAt: deps.clock.now(), failures: 0 })
            .where(eq(pushSubscriptions.id, device.id));
        } catch (error) {
          if (error instanceof PushGoneError || device.failures + 1 >= MAX_FAILURES) {
            result.removed += 1;
            await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
            continue;
          }
          result.failed += 1;
          lastError = error;
          await deps.db
            .update(pushSubscriptions)
            .set({ failures: sql`${pushSubscriptions.failures} + 1` })
            .where(eq(pushSubscriptions.id, device.id));
        }
      }
      if (result.sent === 0 && result.failed > 0) throw lastError;
      return result;
    },
  };
}
