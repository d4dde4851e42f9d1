import { builtInCatalogue, contract } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFakeEventSource } from '@/test/fake-event-source';
import { fail, mockApi, offContract, on, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { bookingsPage, makeAdminBooking } from '../testing/admin-booking-fixtures';
import { BookingsConsole } from './bookings-console';

const LIST = contract.adminBookings.list;
const EXPORT = contract.adminBookings.exportCsv;
const CATALOGUE = builtInCatalogue();
const CSV = 'Order ID,Items,Customer\r\nWD-7K3M9Q,Regular Iron ×1,Asha Verma\r\nWD-PR2CSS,,"\'=1+2"\r\n';

withFakeEventSource();

let blobs: Blob[];
let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  blobs = [];
  // jsdom has no object URLs: keep the file the screen hands over.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.push(blob), 'blob:x') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => click.mockRestore());

function renderConsole(routes: StubRoute[], route: string) {
  const api = mockApi(routes);
  renderWithProviders(
    <>
      <BookingsConsole catalogue={{ categories: CATALOGUE, status: 'ready' }} />
      <Toaster />
    </>,
    { route },
  );
  return { api, user: userEvent.setup() };
}

const csvAnswer = () =>
  offContract(new Response(`\uFEFF${CSV}`, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));

describe('Export CSV', () => {
  it('saves every page of the list as the server writes it, for the search, statuses and sort on screen', async () => {
    const booking = makeAdminBooking();
    const { api, user } = renderConsole(
      [on(LIST, bookingsPage([booking], { page: 2, total: 45 })), on(EXPORT, csvAnswer)],
      '/admin?tab=bookings&page=2&status=pending,confirmed&q=asha&sort=final_amount&order=asc',
    );
    await within(await screen.findByRole('table', { name: 'Bookings' })).findByText(booking.custom_order_id);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // The list's filter and order; no page or page size: the file holds every page.
    expect(Object.fromEntries(api.calls(EXPORT)[0]!.search)).toEqual({
      status: 'pending,confirmed',
      q: 'asha',
      sort: 'final_amount',
      order: 'asc',
    });
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^washday-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // One byte-order mark (the server's is read past, one is written back), then the server's text as it came.
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x4f]);
    expect(await blobs[0]!.text()).toBe(CSV);
    expect(await screen.findByText(`Saved ${link.download}`)).toBeInTheDocument();
  });

  it('follows the filter as it changes', async () => {
    const { api, user } = renderConsole(
      [on(LIST, bookingsPage([makeAdminBooking()], { total: 3 })), on(EXPORT, csvAnswer)],
      '/admin?tab=bookings',
    );
    await screen.findByRole('table', { name: 'Bookings' });
    await user.click(screen.getByRole('button', { name: /^Completed/ }));
    await waitFor(() => expect(Object.fromEntries(api.calls(LIST).at(-1)!.search)).toMatchObject({ status: 'completed' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.calls(EXPORT)).toHaveLength(1));
    expect(Object.fromEntries(api.calls(EXPORT)[0]!.search)).toEqual({ status: 'completed', sort: 'created_at', order: 'desc' });
  });

  it('tells why when the server refuses, and saves nothing', async () => {
    const refusal = 'This list has 60,000 bookings; one export holds at most 50,000. Narrow the search or the status filter.';
    const { user } = renderConsole(
      [on(LIST, bookingsPage([makeAdminBooking()], { total: 60_000 })), on(EXPORT, () => fail(422, refusal))],
      '/admin?tab=bookings',
    );
    await screen.findByRole('table', { name: 'Bookings' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Could not export the bookings')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('is off while the list is empty', async () => {
    renderConsole([on(LIST, bookingsPage([], { total: 0 }))], '/admin?tab=bookings');
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
