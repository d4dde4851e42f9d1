import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract } from '@washday/core';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
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
