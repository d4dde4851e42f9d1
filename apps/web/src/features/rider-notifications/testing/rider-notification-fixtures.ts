import type { RiderNotification } from '../api/rider-notification-keys';

let next = 0;

/** A rider notification as the API answers it: a new pickup by default. */
export function makeRiderNotification(overrides: Partial<RiderNotification> = {}): RiderNotification {
  next += 1;
  const id = overrides.id ?? `7c1d2e3f-4a5b-4c6d-8e7f-${String(next).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    type: 'order_assigned',
    title: 'New Order Assigned',
    message: 'Pick up order WD-1042 from Flat 12, DLF Phase 2 on 2026-11-23 at 9 AM - 11 AM.',
    priority: 'high',
    read: false,
    is_read: false,
    action_required: false,
    action_type: null,
    data: null,
    related_order: null,
    createdAt: '2026-11-22T05:30:00.000Z',
    read_at: null,
    time_ago: '5 minutes ago',
    ...overrides,
  };
}
