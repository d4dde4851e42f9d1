import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@washday/core';
import { i18n } from '@/lib/i18n';
import { englishLeftIn } from '@/test/english-left';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { NOTICE_FIXTURES, noticeOf } from '../testing/customer-notice-fixtures';
import { showNotificationToast } from '../utils/notification-toast';
import { NotificationBell } from './notification-bell';

afterEach(async () => {
  toast.dismiss();
  await i18n.changeLanguage('en');
});

const fixture = (english: string) => NOTICE_FIXTURES.find((f) => f.english === english)!;
const assigned = fixture('Ravi Kumar will pick up your order WD-7KQ2MX on Mon, 23 Nov at 10:00 AM.');
const cancelled = fixture('Your booking WD-7KQ2MX has been cancelled. Reason: No rider free in Sector 45');
const ADMIN_WORDS = 'Diwali hours: our riders stop at 6 PM on 1 November.';

async function openBell(notifications: ReturnType<typeof noticeOf>[], bellName: RegExp) {
  mockApi([
    on(contract.notifications.count, { success: true, unread_count: notifications.length, count: notifications.length }),
    on(contract.notifications.list, { success: true, notifications, unread_count: notifications.length }),
  ]);
  const user = userEvent.setup();
  renderWithProviders(<NotificationBell signedIn />);
  await user.click(await screen.findByRole('button', { name: bellName }));
  const dialog = await screen.findByRole('dialog');
  return { dialog, rows: await within(dialog).findAllByRole('listitem') };
}

describe('customer notifications in Hindi', () => {
  it('shows the bodies the app knows in Hindi with their values as data, and any other as the server wrote it', async () => {
    await i18n.changeLanguage('hi');
    const other = noticeOf(assigned, { type: 'admin_message', title: 'Holiday hours', message: ADMIN_WORDS, data: null });
    const { dialog, rows } = await openBell([noticeOf(assigned), noticeOf(cancelled), other], /सूचनाएँ/);

    expect(rows[0]).toHaveTextContent('Ravi Kumar सोमवार, 23 नवंबर को सुबह 10:00 बजे आपका ऑर्डर WD-7KQ2MX लेने आएँगे।');
    expect(within(rows[0]!).getByText('Ravi Kumar')).toHaveAttribute('translate', 'no');
    expect(rows[1]).toHaveTextContent('आपकी बुकिंग WD-7KQ2MX रद्द कर दी गई है। वजह: No rider free in Sector 45');
    expect(within(rows[1]!).getByText('No rider free in Sector 45')).toHaveAttribute('translate', 'no');
    // An admin's own words (a type the app does not know) stay as written, marked as data.
    expect(within(rows[2]!).getByText(ADMIN_WORDS)).toHaveAttribute('translate', 'no');
    expect(englishLeftIn(dialog, ['Holiday hours'])).toEqual([]);
  });

  it('shows every body in English exactly as the server stored it', async () => {
    const { rows } = await openBell(
      NOTICE_FIXTURES.map((f) => noticeOf(f)),
      /Notifications/,
    );
    expect(rows.map((row) => row.querySelector('p:nth-of-type(2)')?.textContent)).toEqual(NOTICE_FIXTURES.map((f) => f.english));
  });

  it('puts a live notification in a Hindi toast, and one it does not know as the server wrote it', async () => {
    await i18n.changeLanguage('hi');
    renderWithProviders(<Toaster />);
    act(() =>
      showNotificationToast(noticeOf(fixture('Your booking WD-7KQ2MX is confirmed. Pickup on Mon, 23 Nov at 10:00 AM.'))),
    );
    expect(await screen.findByText('बुकिंग कन्फ़र्म हो गई')).toBeInTheDocument();
    const toastBody = await screen.findByText(/कन्फ़र्म हो गई है। पिकअप सोमवार, 23 नवंबर को सुबह 10:00 बजे होगा।/);
    expect(toastBody).toHaveTextContent('आपकी बुकिंग WD-7KQ2MX कन्फ़र्म हो गई है। पिकअप सोमवार, 23 नवंबर को सुबह 10:00 बजे होगा।');
    expect(englishLeftIn(toastBody)).toEqual([]);

    act(() =>
      showNotificationToast(
        noticeOf(assigned, { type: 'admin_message', title: 'Holiday hours', message: ADMIN_WORDS, data: null }),
      ),
    );
    expect(await screen.findByText(ADMIN_WORDS)).toHaveAttribute('translate', 'no');
  });
});
