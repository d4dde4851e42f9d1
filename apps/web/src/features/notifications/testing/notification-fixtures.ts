import type { CustomerNotification } from '../api/notification-keys';

let next = 0;

/** A customer notification as the API answers it. */
export function makeNotification(overrides: Partial<CustomerNotification> = {}): CustomerNotification {
  next += 1;
  const id = overrides.id ?? `0b7c2a55-7d1e-4f0b-9a55-${String(next).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    type: 'booking_confirmed',
    title: 'Booking confirmed',
    message: 'Your booking WD-1001 is confirmed.',
    priority: 'medium',
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
