import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract, type OrderTimelineEntry } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { profileOf } from '@/features/auth/testing/auth-test-utils';
import type { CustomerBooking } from '@/features/bookings/api/booking-keys';
import { listPage, makeBooking } from '@/features/bookings/testing/booking-fixtures';
import { FakeEventSource, withFakeEventSource } from '@/test/fake-event-source';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { BookingsPage } from './bookings-page';
import { CustomerLiveEvents } from './customer-live-events';

withFakeEventSource();

const LIST = contract.bookings.listForCustomer;
const GET = contract.bookings.get;
const entry = (step: OrderTimelineEntry['step'], at: string): OrderTimelineEntry => ({
  step,
  at,
  trip: null,
  rider: null,
  item_count: null,
});

/** The sheet's status badge (the timeline names the steps too). */
const statusIn = (sheet: HTMLElement) => sheet.querySelector('[data-tone]');

describe('My Bookings: the Track sheet and the status filter', () => {
  it('stays open with the new status when a live change moves the order out of the filter in view', async () => {
    // The server's copy of the order; the list answers only what matches ?status=.
    let server: CustomerBooking = makeBooking({
      custom_order_id: 'WD-MOVE01',
      status: 'pending',
      updated_at: '2026-11-21T09:00:00.000Z',
    });
    let events = [entry('booked', '2026-11-21T09:00:00.000Z')];
    const api = mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.catalogue.list, { success: true, categories: [] }),
      on(LIST, ({ search }) => {
        const status = search.get('status');
        return listPage(!status || status === server.status ? [server] : []);
      }),
      on(GET, () => ({ success: true, booking: server })),
      on(contract.bookings.events, () => ({ success: true, events })),
    ]);
    const user = userEvent.setup();
    renderWithProviders(
      <CustomerLiveEvents>
        <BookingsPage />
      </CustomerLiveEvents>,
      { route: '/?view=bookings' },
    );

    await screen.findByRole('article', { name: 'Booking WD-MOVE01' });
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(api.calls(LIST).at(-1)?.search.get('status')).toBe('pending'));
    await user.click(await screen.findByRole('button', { name: 'Track order WD-MOVE01' }));

    const sheet = screen.getByRole('dialog', { name: 'Track order' });
    expect(statusIn(sheet)).toHaveTextContent('Pending');
    await within(sheet).findByRole('list', { name: 'Order progress' });
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const listCalls = api.calls(LIST).length;

    // The rider accepts: the order is confirmed, no longer pending.
    server = { ...server, status: 'confirmed', updated_at: '2026-11-21T09:30:00.000Z' };
    events = [...events, entry('confirmed', '2026-11-21T09:30:00.000Z')];
    act(() => FakeEventSource.last!.emit('booking.updated', { booking_id: server.id, status: 'confirmed' }));

    // The Pending list is asked again and no longer holds the order…
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(listCalls));
    expect(api.calls(LIST).at(-1)?.search.get('status')).toBe('pending');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Booking WD-MOVE01', hidden: true })).toBeNull());
    // …while the open sheet stays, showing where the order is now.
    await waitFor(() => expect(statusIn(sheet)).toHaveTextContent('Confirmed'));
    expect(screen.getByRole('dialog', { name: 'Track order' })).toBe(sheet);
    const progress = within(sheet).getByRole('list', { name: 'Order progress' });
    await waitFor(() => expect(within(progress).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step'));
    expect(api.calls(GET).map((call) => call.params.id)).toContain(server.id);
  });
});
