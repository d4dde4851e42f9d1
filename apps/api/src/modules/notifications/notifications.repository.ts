import { and, count, desc, eq, isNull, not, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { NotificationRow } from './notification-dto.js';

/** Whose notifications: a customer's or a rider's. Every query is scoped by it. */
export type NotificationOwner = { userId: string } | { riderId: string };

const LIST_LIMIT = 100;

const ownedBy = (owner: NotificationOwner): SQL =>
  'userId' in owner ? eq(notifications.userId, owner.userId) : eq(notifications.riderId, owner.riderId);

export function listNotifications(
  db: DbOrTx,
  owner: NotificationOwner,
  options: { unreadOnly: boolean },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(ownedBy(owner), options.unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
}

export async function countUnread(db: DbOrTx, owner: NotificationOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(ownedBy(owner), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one read (keeping the first read time); false when the owner has no such notification. */
export async function markRead(db: DbOrTx, owner: NotificationOwner, id: string, now: Date): Promise<boolean> {
  const found = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(ownedBy(owner), eq(notifications.id, id)));
  if (!found[0]) return false;
  if (!found[0].readAt)
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(ownedBy(owner), eq(notifications.id, id)));
  return true;
}

export async function markAllRead(db: DbOrTx, owner: NotificationOwner, now: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ownedBy(owner), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}

export async function deleteNotification(db: DbOrTx, owner: NotificationOwner, id: string): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(ownedBy(owner), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

/** Deletes the owner's notifications except those still asking for an action (a pending approval stays). */
export async function deleteAllSettled(db: DbOrTx, owner: NotificationOwner): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(and(ownedBy(owner), not(notifications.actionRequired)))
    .returning({ id: notifications.id });
  return deleted.length;
}
