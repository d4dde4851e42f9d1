import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contract } from '@washday/core';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { makeNotification } from '../testing/notification-fixtures';
import { NotificationsDialog } from './notifications-dialog';

function renderDialog(answer: Parameters<typeof on<typeof contract.notifications.list>>[1]) {
  mockApi([on(contract.notifications.list, answer)]);
  renderWithProviders(<NotificationsDialog open onOpenChange={() => {}} />);
  return screen.getByRole('dialog', { name: /Notifications|सूचनाएँ/ });
}

describe('notifications dialog: a list that does not load', () => {
  it("says 'Network error while loading notifications' when the request cannot reach the server", async () => {
    const dialog = renderDialog(networkDown);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network error while loading notifications');
  });

  it("says 'Failed to load notifications' when the server answers with a failure", async () => {
    const dialog = renderDialog(() => fail(500, 'Something went wrong on our side. Please try again.'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to load notifications$/);
  });

  it('says the network failure in Hindi', async () => {
    await act(async () => {
      await i18n.changeLanguage('hi');
    });
    const dialog = renderDialog(networkDown);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('सूचनाएँ लोड करते समय नेटवर्क में दिक्कत आई');
  });
});

describe("notifications dialog: a row's actions", () => {
  it('marks one read with a 44 px button named for its notification (was a 57×16 px text link)', async () => {
    const unread = makeNotification({ title: 'Rider assigned', message: 'Ravi will pick up your clothes.' });
    const api = mockApi([
      on(contract.notifications.list, { success: true, notifications: [unread], unread_count: 1 }),
      on(contract.notifications.read, { success: true, message: 'Notification marked as read' }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });

    const markRead = await within(dialog).findByRole('button', { name: 'Mark read: "Rider assigned"' });
    expect(markRead).toHaveTextContent('Mark read');
    // jsdom has no layout: min-h-11 is what makes it 44 px tall, and the delete beside it is 44 px square.
    expect(markRead).toHaveClass('min-h-11');
    expect(within(dialog).getByRole('button', { name: 'Delete "Rider assigned"' })).toHaveClass('h-11', 'w-11');

    await user.click(markRead);
    await waitFor(() => expect(api.calls(contract.notifications.read).map((c) => c.params.id)).toEqual([unread.id]));
  });
});
