import { clearedAllMessage, markedAllReadMessage, NOTIFICATION_MESSAGES } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { toNotificationView } from './notification-dto.js';
import {
  countUnread,
  deleteAllSettled,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
  type NotificationOwner,
} from './notifications.repository.js';

/** The owner's notifications (newest first) and their unread count. */
export async function notificationList(db: DbOrTx, owner: NotificationOwner, now: Date, options: { unreadOnly: boolean }) {
  const [rows, unread] = await Promise.all([listNotifications(db, owner, options), countUnread(db, owner)]);
  return { success: true as const, notifications: rows.map((row) => toNotificationView(row, now)), unread_count: unread };
}

export async function unreadCount(db: DbOrTx, owner: NotificationOwner) {
  const unread = await countUnread(db, owner);
  return { success: true as const, unread_count: unread, count: unread };
}

export async function readNotification(db: DbOrTx, owner: NotificationOwner, id: string, now: Date) {
  if (!(await markRead(db, owner, id, now))) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return { success: true as const, message: NOTIFICATION_MESSAGES.markedRead };
}

export async function readAllNotifications(db: DbOrTx, owner: NotificationOwner, now: Date) {
  const marked = await markAllRead(db, owner, now);
  return { success: true as const, message: markedAllReadMessage(marked), markedCount: marked };
}

export async function removeNotification(db: DbOrTx, owner: NotificationOwner, id: string) {
  if (!(await deleteNotification(db, owner, id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return { success: true as const, message: NOTIFICATION_MESSAGES.deleted };
}

export async function clearNotifications(db: DbOrTx, owner: NotificationOwner) {
  const cleared = await deleteAllSettled(db, owner);
  return { success: true as const, message: clearedAllMessage(cleared), clearedCount: cleared };
}
