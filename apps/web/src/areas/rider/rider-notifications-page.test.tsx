import { contract } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RiderNotification } from '@/features/rider-notifications/api/rider-notification-keys';
import { makeRiderNotification, PICKUP_DETAILS } from '@/features/rider-notifications/testing/rider-notification-fixtures';
import { fail, networkDown, on } from '@/test/mock-api';
import { makeRider, mockRiderApi, notificationList, renderRider, unreadCount } from './rider-test-utils';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

beforeAll(async () => {
  await import('@/areas/rider');
});

beforeEach(() => {
  // Only the clock: the relative times are read against it.
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  return () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    toast.dismiss();
  };
});

/** A server holding `initial`: marking read changes what it answers next. */
function notificationServer(initial: RiderNotification[]) {
  let notifications = initial;
  const markRead = (id: string) => {
    notifications = notifications.map((n) => (n.id === id ? { ...n, read: true, is_read: true, read_at: NOW.toISOString() } : n));
  };
  return {
    routes: [
      on(contract.riderNotifications.list, () => notificationList(notifications)),
      on(contract.riderNotifications.unreadCount, () => unreadCount(notifications.filter((n) => !n.read).length)),
      on(contract.riderNotifications.read, ({ params }) => {
        markRead(params.id ?? '');
        return { success: true, message: 'Notification marked as read' };
      }),
      on(contract.riderNotifications.markAllRead, () => {
        const markedCount = notifications.filter((n) => !n.read).length;
        notifications.forEach((n) => markRead(n.id));
        return { success: true, message: `Marked ${markedCount} notifications as read`, markedCount };
      }),
    ],
  };
}

const ASSIGNED = makeRiderNotification({
  title: 'New Order Assigned',
  message: 'Pick up order WD-1042 from Flat 12, DLF Phase 2.',
  priority: 'high',
  createdAt: ago(30_000),
  data: { booking_id: '0f5a2b7c-1d3e-4f5a-8b9c-0d1e2f3a4b5c', ...PICKUP_DETAILS },
});
const APPROVED = makeRiderNotification({
  type: 'order_updated',
  title: 'Customer approved the changes',
  message: 'Order WD-1042: the customer approved the new items. Save the order now.',
  priority: 'urgent',
  action_required: true,
  createdAt: ago(5 * 60_000),
  data: { booking_id: '0f5a2b7c-1d3e-4f5a-8b9c-0d1e2f3a4b5c', verification_id: 'v1', status: 'approved' },
});
const CANCELLED = makeRiderNotification({
  type: 'order_cancelled',
  title: 'Order Cancelled',
  message: 'Order WD-0990 has been cancelled; you no longer need to go.',
  priority: 'medium',
  read: true,
  is_read: true,
  createdAt: ago(3 * 3_600_000),
  data: { booking_id: 'b-gone', order_number: 'WD-0990' },
});
const WELCOME = makeRiderNotification({
  type: 'announcement',
  title: 'Diwali hours',
  message: 'Pickups run until 6 PM this week.',
  priority: 'low',
  read: true,
  is_read: true,
  createdAt: ago(2 * 86_400_000),
});

function items() {
  return within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
}

describe('rider notifications page', () => {
  it('shows each notification with its icon, priority, unread dot, time, Action Required and data', async () => {
    const server = notificationServer([ASSIGNED, APPROVED, CANCELLED, WELCOME]);
    mockRiderApi(makeRider(), server.routes);
    renderRider('/rider/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await screen.findByText('New Order Assigned');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    const [assigned, approved, cancelled, welcome] = items();

    expect(within(assigned!).getByRole('img', { name: 'New order' })).toBeInTheDocument();
    expect(assigned).toHaveAttribute('data-unread', 'true');
    expect(within(assigned!).getByTestId('unread-dot')).toBeInTheDocument();
    expect(assigned).toHaveTextContent('Pick up order WD-1042 from Flat 12, DLF Phase 2.');
    expect(within(assigned!).getByText('High')).toBeInTheDocument();
    expect(within(assigned!).getByText('Just now')).toBeInTheDocument();
    for (const [label, value] of [
      ['Order', 'WD-1042'],
      ['Customer', 'Asha Verma'],
      ['Address', 'Flat 12, DLF Phase 2, Gurugram'],
      ['Pickup time', '2026-11-23 at 9 AM - 11 AM'],
      ['Estimated cost', '₹1,240'],
    ]) {
      expect(within(assigned!).getByText(label!).nextSibling).toHaveTextContent(value!);
    }
    expect(within(assigned!).queryByText('Action Required')).not.toBeInTheDocument();
    expect(within(assigned!).getByRole('link', { name: 'Open order' })).toHaveAttribute(
      'href',
      `/rider/orders/${ASSIGNED.data!.booking_id as string}`,
    );

    expect(within(approved!).getByRole('img', { name: 'Order update' })).toBeInTheDocument();
    expect(within(approved!).getByText('Urgent')).toBeInTheDocument();
    expect(within(approved!).getByText('Action Required')).toBeInTheDocument();
    expect(within(approved!).getByText('5 minutes ago')).toBeInTheDocument();
    // Only the fields it carries.
    expect(within(approved!).queryByText('Customer')).not.toBeInTheDocument();

    expect(cancelled).not.toHaveAttribute('data-unread');
    expect(within(cancelled!).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(within(cancelled!).getByRole('img', { name: 'Order cancelled' })).toBeInTheDocument();
    expect(within(cancelled!).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(cancelled!).queryByRole('link', { name: 'Open order' })).not.toBeInTheDocument();

    expect(within(welcome!).getByRole('img', { name: 'Notice' })).toBeInTheDocument();
    expect(within(welcome!).getByText('Low')).toBeInTheDocument();
    expect(within(welcome!).getByText('2 days ago')).toBeInTheDocument();
  });

  it('marks an item read when tapped, and drops it from view under Show unread only', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const server = notificationServer([ASSIGNED, APPROVED, CANCELLED]);
    const api = mockRiderApi(makeRider(), server.routes);
    renderRider('/rider/notifications');
    await screen.findByText('New Order Assigned');

    await user.click(screen.getByRole('switch', { name: /Show unread only/ }));
    expect(items()).toHaveLength(2);
    expect(screen.queryByText('Order Cancelled')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /New Order Assigned/ }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(api.calls(contract.riderNotifications.read).map((c) => c.params.id)).toEqual([ASSIGNED.id]);
    await waitFor(() => expect(screen.getByText('1 unread')).toBeInTheDocument());

    // With every notification shown, a read one stays, without its dot.
    await user.click(screen.getByRole('switch', { name: /Show unread only/ }));
    expect(items()).toHaveLength(3);
    expect(items()[0]).not.toHaveAttribute('data-unread');
  });

  it('puts an item back and says why when marking it read fails', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    let answer: () => Response | Promise<Response> = () => fail(500, 'Internal server error');
    mockRiderApi(makeRider(), [
      on(contract.riderNotifications.list, notificationList([ASSIGNED])),
      on(contract.riderNotifications.read, () => answer()),
    ]);
    renderRider('/rider/notifications');
    await user.click(await screen.findByRole('button', { name: /New Order Assigned/ }));
    expect(await screen.findByText('Failed to mark notification as read')).toBeInTheDocument();
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-unread', 'true'));

    answer = networkDown;
    await user.click(screen.getByRole('button', { name: /New Order Assigned/ }));
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
  });

  it('offers Mark All Read only while unread ones exist', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const server = notificationServer([ASSIGNED, APPROVED, CANCELLED]);
    const api = mockRiderApi(makeRider(), server.routes);
    renderRider('/rider/notifications');
    await screen.findByText('New Order Assigned');

    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    expect(await screen.findByText('Marked 2 notifications as read')).toBeInTheDocument();
    expect(api.calls(contract.riderNotifications.markAllRead)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark All Read' })).not.toBeInTheDocument());
    expect(screen.getByText("You're all caught up")).toBeInTheDocument();
    expect(items().every((item) => !item.hasAttribute('data-unread'))).toBe(true);
  });

  it('says so when Mark All Read fails', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    mockRiderApi(makeRider(), [
      on(contract.riderNotifications.list, notificationList([ASSIGNED])),
      on(contract.riderNotifications.markAllRead, () => fail(500, 'Internal server error')),
    ]);
    renderRider('/rider/notifications');
    await user.click(await screen.findByRole('button', { name: 'Mark All Read' }));
    expect(await screen.findByText('Failed to mark all notifications as read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    mockRiderApi(makeRider(), [on(contract.riderNotifications.list, notificationList([CANCELLED]))]);
    renderRider('/rider/notifications');
    await screen.findByText('Order Cancelled');
    await user.click(screen.getByRole('switch', { name: /Show unread only/ }));
    expect(screen.getByText('No unread notifications')).toBeInTheDocument();
    expect(screen.getByText("You'll be notified when new orders are assigned")).toBeInTheDocument();
  });

  it('says No notifications when there are none', async () => {
    mockRiderApi(makeRider());
    renderRider('/rider/notifications');
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText("You'll be notified when new orders are assigned")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark All Read' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry, never made-up notifications', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    let down = true;
    const api = mockRiderApi(makeRider(), [
      on(contract.riderNotifications.list, () => (down ? fail(500, 'Internal server error') : notificationList([ASSIGNED]))),
    ]);
    renderRider('/rider/notifications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load notifications');
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByText('No notifications')).not.toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('New Order Assigned')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load notifications')).not.toBeInTheDocument();
    expect(api.calls(contract.riderNotifications.list)).toHaveLength(2);
  });

  it('Refresh asks again; Auto refresh polls every 30 s until switched off', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockRiderApi(makeRider());
    renderRider('/rider/notifications');
    await screen.findByText('No notifications');
    const calls = () => api.calls(contract.riderNotifications.list).length;
    expect(calls()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls()).toBe(2));

    expect(screen.getByRole('switch', { name: /Auto refresh/ })).toHaveAttribute('aria-checked', 'true');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(calls()).toBe(3));

    await user.click(screen.getByRole('switch', { name: /Auto refresh/ }));
    expect(screen.getByRole('switch', { name: /Auto refresh/ })).toHaveAttribute('aria-checked', 'false');
    const before = calls();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(calls()).toBe(before);
  });
});
