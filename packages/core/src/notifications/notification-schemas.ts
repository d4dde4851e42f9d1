import { z } from 'zod';
import { NOTIFICATION_PRIORITIES } from '../enums.js';

/**
 * A notification as customers (customer-app.md §3 Notification) and riders (rider-portal.md §3) read it.
 * `read` and `is_read` say the same; both spellings appear in the spec's screens.
 */
export const notificationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  read: z.boolean(),
  is_read: z.boolean(),
  action_required: z.boolean(),
  action_type: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  /** customer-app.md §3: the order, with its status when the notice was raised. */
  related_order: z.object({ bookingId: z.string(), status: z.string().nullable() }).nullable(),
  /** customer-app.md §3: the rider the notice is about, when it names one. */
  related_rider: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
  read_at: z.string().nullable(),
  /** '5 minutes ago', from the server's clock. */
  time_ago: z.string(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

/** The spec's rider answer to mark-all-read: 'Marked N notifications as read'. */
export const markedAllReadMessage = (count: number) => `Marked ${count} notification${count === 1 ? '' : 's'} as read`;

/** The answer to clearing all: notifications still waiting for the customer's decision are kept. */
export const clearedAllMessage = (count: number) => `Cleared ${count} notification${count === 1 ? '' : 's'}`;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  deleted: 'Notification deleted',
  markedRead: 'Notification marked as read',
} as const;
