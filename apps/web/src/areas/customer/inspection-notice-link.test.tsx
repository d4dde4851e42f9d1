import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract, INSPECTION_NOTICE_ACTION, INSPECTION_NOTICE_TITLES, INSPECTION_NOTICE_TYPE } from '@washday/core';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileOf } from '@/features/auth/testing/auth-test-utils';
import { listPage, makeBooking } from '@/features/bookings/testing/booking-fixtures';
import { NotificationsDialog } from '@/features/notifications/components/notifications-dialog';
import { makeNotification } from '@/features/notifications/testing/notification-fixtures';
import { i18n } from '@/lib/i18n';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { BookingsPage } from './bookings-page';

// The laundry's question before cleaning (issue 27) is answered on the order's Track sheet: its notification opens it.

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const booking = makeBooking({ custom_order_id: 'WD-ASK001', status: 'in_progress' });
const notice = makeNotification({
  type: INSPECTION_NOTICE_TYPE,
  title: INSPECTION_NOTICE_TITLES.en,
  message: 'Garment WD-7K3F-02 of order WD-ASK001 (stain): Red dye bleeds. Shall we clean it as booked?',
  priority: 'high',
  action_required: true,
  action_type: INSPECTION_NOTICE_ACTION,
  related_order: { bookingId: booking.id, status: 'in_progress' },
  data: {
    order_number: 'WD-ASK001',
    tag_code: 'WD-7K3F-02',
    issues: ['stain'],
    note: 'Red dye bleeds.',
    booking_id: booking.id,
    inspection_id: 'i-1',
    decision: null,
  },
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("the laundry's question in the notifications", () => {
  it("offers 'Track order', which leads to its Track sheet on My Bookings", async () => {
    mockApi([on(contract.notifications.list, { success: true, notifications: [notice], unread_count: 1 })]);
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <NotificationsDialog open onOpenChange={onOpenChange} />
        <Location />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('button', { name: 'Track order' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByTestId('location')).toHaveTextContent(`?view=bookings&track=${booking.id}`);
  });

  it('says it in Hindi: the title, the question from its data and the way to the order', async () => {
    await i18n.changeLanguage('hi');
    mockApi([on(contract.notifications.list, { success: true, notifications: [notice], unread_count: 1 })]);
    renderWithProviders(<NotificationsDialog open onOpenChange={() => {}} />);
    const row = (await screen.findByRole('button', { name: 'ऑर्डर ट्रैक करें' })).closest('li')!;
    expect(row).toHaveTextContent(INSPECTION_NOTICE_TITLES.hi);
    expect(row).toHaveTextContent('ऑर्डर WD-ASK001 का कपड़ा WD-7K3F-02 (दाग): Red dye bleeds. क्या हम इसे बुकिंग के अनुसार साफ़ करें?');
  });

  it('My Bookings opens the Track sheet of ?track= and takes it out of the address', async () => {
    mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.catalogue.list, { success: true, categories: [] }),
      on(contract.bookings.listForCustomer, listPage([booking])),
      on(contract.bookings.get, { success: true, booking }),
      on(contract.bookings.events, { success: true, events: [] }),
      on(contract.customerGarments.list, { success: true, garments: [] }),
    ]);
    renderWithProviders(
      <>
        <BookingsPage />
        <Location />
      </>,
      { route: `/?view=bookings&track=${booking.id}` },
    );
    const sheet = await screen.findByRole('dialog', { name: 'Track order' });
    expect(sheet).toHaveTextContent('WD-ASK001');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\?view=bookings$/));
  });
});
