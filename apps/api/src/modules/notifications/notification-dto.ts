import type { NotificationView } from '@washday/core';
import type { notifications } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;

const UNITS: [number, string][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
];

/** '3 hours ago' (the spec's time_ago), from the server's clock. */
export function timeAgo(at: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  for (const [ms, unit] of UNITS) {
    const n = Math.floor(elapsed / ms);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function toNotificationView(row: NotificationRow, now: Date): NotificationView {
  const read = row.readAt !== null;
  const data = (row.data as Record<string, unknown> | null) ?? null;
  // The rider a notice names: the one it was about when it was raised (its data keeps the name).
  const riderName = text((data?.related_rider as { name?: unknown } | undefined)?.name) ?? text(data?.rider_name);
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    priority: row.priority,
    read,
    is_read: read,
    action_required: row.actionRequired,
    action_type: row.actionType,
    data,
    related_order: row.bookingId ? { bookingId: row.bookingId, status: text(data?.status) } : null,
    related_rider: riderName ? { name: riderName } : null,
    createdAt: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    time_ago: timeAgo(row.createdAt, now),
  };
}
