import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@washday/core';
import { mockApi, on, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { makeNotification } from '../testing/notification-fixtures';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  toast.dismiss();
});

const count = (unread: number) => ({ success: true as const, unread_count: unread, count: unread });

function renderBell(routes: StubRoute[], signedIn = true) {
  const api = mockApi(routes);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <NotificationBell signedIn={signedIn} />
      <Toaster />
    </>,
  );
  return { api, user };
}

describe('notification bell', () => {
  it('shows the unread count, and 99+ above 99', async () => {
    renderBell([on(contract.notifications.count, count(7))]);
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('7');
    expect(screen.getByRole('button', { name: 'Notifications, 7 unread' })).toBeInTheDocument();
  });

  it('caps the badge at 99+, and the name says what the badge shows', async () => {
    renderBell([on(contract.notifications.count, count(150))]);
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 99+ unread' })).toBeInTheDocument();
  });

  it('shows no badge at 0 and nothing at all when signed out', async () => {
    const { api } = renderBell([on(contract.notifications.count, count(0))], false);
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(api.calls(contract.notifications.count)).toHaveLength(0);
  });

  it('lists notifications with unread styling and sends mark read, mark all read and delete', async () => {
    const unread = makeNotification({
      title: 'Rider assigned',
      message: 'Ravi will pick up your clothes.',
      time_ago: '2 minutes ago',
    });
    const read = makeNotification({ title: 'Booking confirmed', read: true, is_read: true, time_ago: '1 hour ago' });
    let unreadCount = 1;
    const { api, user } = renderBell([
      on(contract.notifications.count, () => count(unreadCount)),
      on(contract.notifications.list, () => ({ success: true, notifications: [unread, read], unread_count: unreadCount })),
      on(contract.notifications.read, () => {
        unreadCount = 0;
        return { success: true, message: 'Notification marked as read' };
      }),
      on(contract.notifications.markAllRead, { success: true, message: 'Marked 1 notification as read', markedCount: 1 }),
      on(contract.notifications.remove, { success: true, message: 'Notification deleted' }),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Rider assigned');
    expect(rows[0]).toHaveTextContent('Ravi will pick up your clothes.');
    expect(rows[0]).toHaveTextContent('2 minutes ago');
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(rows[1]).not.toHaveAttribute('data-unread');
    expect(within(dialog).getByText('1 unread')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.calls(contract.notifications.markAllRead)).toHaveLength(1));

    await user.click(within(dialog).getByRole('button', { name: 'Mark read: "Rider assigned"' }));
    await waitFor(() => expect(api.calls(contract.notifications.read).map((c) => c.params.id)).toEqual([unread.id]));
    // The server's answer replaces the count: the badge goes once it says 0.
    await waitFor(() => expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Delete "Booking confirmed"' }));
    await waitFor(() => expect(api.calls(contract.notifications.remove).map((c) => c.params.id)).toEqual([read.id]));
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
  });

  it("clears all with the server's answer, and the list follows the server", async () => {
    const waiting = makeNotification({ title: 'Approve order changes', action_required: true });
    let cleared = false;
    const { api, user } = renderBell([
      on(contract.notifications.count, count(1)),
      on(contract.notifications.list, () => ({
        success: true,
        notifications: cleared ? [waiting] : [makeNotification({ title: 'Delivered', read: true, is_read: true }), waiting],
        unread_count: 1,
      })),
      on(contract.notifications.clearAll, () => {
        cleared = true;
        return { success: true, message: 'Cleared 1 notification', clearedCount: 1 };
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(api.calls(contract.notifications.clearAll)).toHaveLength(1));
    expect(await screen.findByText('Cleared 1 notification')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Approve order changes');
  });

  it('says so when there are no notifications', async () => {
    const { user } = renderBell([
      on(contract.notifications.count, count(0)),
      on(contract.notifications.list, { success: true, notifications: [], unread_count: 0 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
