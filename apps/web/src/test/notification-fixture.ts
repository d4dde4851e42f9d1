import type { NotificationView } from '@washday/core';

/**
 * A maker of notifications as the API answers them (customer's and rider's are one shape), numbered from an id
 * prefix so each test file's ids are distinct; `base` is what a role's notification usually says.
 */
export function notificationMaker<N extends NotificationView>(
  idPrefix: string,
  base: Pick<N, 'type' | 'title' | 'message' | 'priority'>,
) {
  let next = 0;
  return (overrides: Partial<N> = {}): N => {
    next += 1;
    const id = overrides.id ?? `${idPrefix}-${String(next).padStart(12, '0')}`;
    return {
      _id: id,
      id,
      read: false,
      is_read: false,
      action_required: false,
      action_type: null,
      data: null,
      related_order: null,
      related_rider: null,
      createdAt: '2026-11-22T05:30:00.000Z',
      read_at: null,
      time_ago: '5 minutes ago',
      ...base,
      ...overrides,
    } as N;
  };
}
