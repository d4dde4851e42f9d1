import { builtInCatalogue, contract } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, withFakeEventSource } from '@/test/fake-event-source';
import { fail, mockApi, networkDown, offContract, on, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { bookingAtVendor, bookingsPage, makeAdminBooking } from '../testing/admin-booking-fixtures';
import { BookingsConsole } from './bookings-console';

const LIST = contract.adminBookings.list;
const UPDATE = contract.adminOrders.update;
const CATALOGUE = builtInCatalogue();
// 22 Nov 2026, 10:30 in India.
const NOW = new Date('2026-11-22T05:00:00.000Z');

withFakeEventSource();

function renderConsole(routes: StubRoute[], route = '/admin?tab=bookings') {
  const api = mockApi(routes);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <BookingsConsole catalogue={{ categories: CATALOGUE, status: 'ready' }} now={() => NOW} />
      <Toaster />
    </>,
    { route },
  );
  return { api, user };
}

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Bookings' }))
    .getAllByRole('row')
    .slice(1);
const queryOf = (api: ReturnType<typeof mockApi>, n = -1) => Object.fromEntries(api.calls(LIST).at(n)!.search);

describe('bookings tab', () => {
  it("renders the server's page: order, customer and phone, slot, status, rider, amount, created; the pages come from the total", async () => {
    const asha = makeAdminBooking({ custom_order_id: 'WD-7K3M9Q', discount_amount: 5, final_amount: 15, coupon_code: 'FIRST30' });
    const atVendor = bookingAtVendor({ custom_order_id: 'WD-PR2CSS', customerName: 'Rohit Mehta', customerPhone: '8123400005' });
    const { api } = renderConsole([
      on(LIST, bookingsPage([asha, atVendor], { total: 23, counts: { pending: 12, in_progress: 11 } })),
    ]);

    const [first, second] = await rows();
    const a = within(first!);
    expect(a.getByText('WD-7K3M9Q')).toBeInTheDocument();
    expect(a.getByText('Regular Iron ×1')).toBeInTheDocument();
    expect(a.getByText('Asha Verma')).toBeInTheDocument();
    expect(a.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(a.getByText('Mon, 23 Nov')).toBeInTheDocument();
    expect(a.getByText('Pending')).toBeInTheDocument();
    expect(a.getByText('Unassigned')).toBeInTheDocument();
    expect(a.getByText('₹15')).toBeInTheDocument();
    expect(a.getByText('−₹5').parentElement).toHaveTextContent(/^−₹5 · FIRST30$/);
    const b = within(second!);
    expect(b.getByText('In progress')).toBeInTheDocument();
    expect(b.getByText('Processing')).toBeInTheDocument();
    expect(b.getByText('Regular Iron ×3 +1 more')).toBeInTheDocument();
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 1–10 of 23 bookings');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (23)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pending (12)' })).toHaveAttribute('aria-pressed', 'false');
    expect(queryOf(api)).toEqual({ page: '1', limit: '10', sort: 'created_at', order: 'desc' });
  });

  it('pages, sorts and sizes on the server: each change asks for the right page', async () => {
    const { api, user } = renderConsole([
      on(LIST, (request) =>
        bookingsPage([makeAdminBooking()], {
          total: 45,
          page: Number(request.search.get('page')),
          limit: Number(request.search.get('limit')),
        }),
      ),
    ]);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queryOf(api)).toMatchObject({ page: '2' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(queryOf(api)).toMatchObject({ page: '5' }));

    // Amount sorts largest first, then smallest; any new sort starts again from page 1.
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(queryOf(api)).toEqual({ page: '1', limit: '10', sort: 'final_amount', order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(queryOf(api)).toMatchObject({ sort: 'final_amount', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: /Pickup slot/ }));
    await waitFor(() => expect(queryOf(api)).toMatchObject({ sort: 'scheduled_date', order: 'asc' }));

    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(queryOf(api)).toMatchObject({ page: '1', limit: '25' }));
  });

  it('sends the search once typing pauses, and one or several statuses as the filter', async () => {
    const { api, user } = renderConsole([on(LIST, bookingsPage([makeAdminBooking()], { total: 1 }))]);
    await rows();
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), '  98765 43210');
    await waitFor(() => expect(queryOf(api)).toMatchObject({ q: '98765 43210', page: '1' }));
    // Typing letter by letter asked once, after the pause.
    expect(
      api
        .calls(LIST)
        .filter((c) => c.search.has('q'))
        .map((c) => c.search.get('q')),
    ).toEqual(['98765 43210']);

    await user.click(screen.getByRole('button', { name: /^Pending/ }));
    await waitFor(() => expect(queryOf(api)).toMatchObject({ status: 'pending', q: '98765 43210' }));
    await user.click(screen.getByRole('button', { name: /^Confirmed/ }));
    await waitFor(() => expect(queryOf(api)).toMatchObject({ status: 'pending,confirmed' }));
    await user.click(screen.getByRole('button', { name: /^All/ }));
    await waitFor(() => expect(queryOf(api).status).toBeUndefined());
  });

  it("says 'Error fetching bookings' with a Retry when the list cannot load, and tells an empty search from an empty system", async () => {
    let answer: 'fail' | 'empty' = 'fail';
    const { user } = renderConsole(
      [on(LIST, () => (answer === 'fail' ? fail(500, 'Something went wrong on our side. Please try again.') : bookingsPage([])))],
      '/admin?tab=bookings&q=nobody',
    );
    const alert = await screen
      .findByText('The server did not answer.')
      .then((text) => text.closest('[role="alert"]') as HTMLElement);
    expect(alert).toHaveTextContent('Error fetching bookings');
    expect(await screen.findByText('Error fetching bookings', { selector: '[data-title]' })).toBeInTheDocument();
    answer = 'empty';
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No bookings match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('');
  });

  it('Confirm moves a pending order with the status the server allows; its refusal is shown as a toast', async () => {
    const pending = makeAdminBooking({ custom_order_id: 'WD-AAAA22' });
    const confirmed = makeAdminBooking({ custom_order_id: 'WD-BBBB22', status: 'confirmed' });
    let refuse = false;
    const { api, user } = renderConsole([
      on(LIST, bookingsPage([pending, confirmed, bookingAtVendor({ custom_order_id: 'WD-CCCC22' })])),
      on(UPDATE, ({ body }) =>
        refuse
          ? fail(409, 'Only a pending order can be confirmed')
          : {
              success: true,
              message: 'Booking status updated successfully',
              booking: { ...pending, status: body.status ?? pending.status },
            },
      ),
    ]);
    const [first, second, third] = await rows();
    // Start and Complete belong to the riders: the confirmed order links to assigning one; the order at the vendor offers its next stage.
    expect(within(second!).getByRole('link', { name: 'Assign rider for WD-BBBB22' })).toHaveAttribute(
      'href',
      '/admin?tab=riders&sub=orders',
    );
    expect(within(third!).getByRole('button', { name: 'Mark ready WD-CCCC22' })).toBeInTheDocument();

    await user.click(within(first!).getByRole('button', { name: 'Confirm WD-AAAA22' }));
    expect(await screen.findByText('WD-AAAA22: Booking confirmed')).toBeInTheDocument();
    expect(api.calls(UPDATE)[0]).toMatchObject({ params: { id: pending.id }, body: { status: 'confirmed' } });

    refuse = true;
    await user.click(within(first!).getByRole('button', { name: 'Confirm WD-AAAA22' }));
    expect(await screen.findByText('Failed to update booking status')).toBeInTheDocument();
    expect(screen.getByText('Only a pending order can be confirmed')).toBeInTheDocument();
  });

  it("says 'Error updating booking status' when the change gets no answer, or one the app cannot read", async () => {
    const pending = makeAdminBooking({ custom_order_id: 'WD-AAAA22' });
    let answer: 'none' | 'unreadable' = 'none';
    const { user } = renderConsole([
      on(LIST, bookingsPage([pending])),
      on(UPDATE, () =>
        answer === 'none'
          ? networkDown()
          : offContract(new Response(JSON.stringify({ success: true }), { headers: { 'Content-Type': 'application/json' } })),
      ),
    ]);
    const [row] = await rows();

    await user.click(within(row!).getByRole('button', { name: 'Confirm WD-AAAA22' }));
    expect(await screen.findByText('Error updating booking status')).toBeInTheDocument();
    expect(screen.getByText('Network error. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update booking status')).not.toBeInTheDocument();

    answer = 'unreadable';
    await user.click(within(row!).getByRole('button', { name: 'Confirm WD-AAAA22' }));
    expect(await screen.findByText('Invalid server response')).toBeInTheDocument();
    expect(screen.getAllByText('Error updating booking status')).toHaveLength(2);
  });

  it('refreshes the list when a booking.updated event arrives', async () => {
    const { api } = renderConsole([on(LIST, bookingsPage([makeAdminBooking()]))]);
    await rows();
    expect(FakeEventSource.last?.url).toBe('/api/events?as=admin');
    const before = api.calls(LIST).length;
    FakeEventSource.last!.emit('booking.updated', { booking_id: 'b-1', status: 'confirmed', rider_status: 'unassigned' });
    await waitFor(() => expect(api.calls(LIST).length).toBe(before + 1));
  });
});
