import { contract } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, withFakeEventSource } from '@/test/fake-event-source';
import { fail, mockApi, offContract, on, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ANIL_ID, RAVI_ID, approvedRider, paymentsAnswer } from '../testing/payments-fixtures';
import { PaymentsScreen } from './payments-screen';

const PAYMENTS = contract.payments.adminPayments;
const REGISTER = contract.payments.invoiceRegisterCsv;
const RIDERS = contract.adminRiders.list;
// 29 Nov 2026, 3:30 PM in India.
const NOW = () => new Date('2026-11-29T10:00:00.000Z');

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

const ridersPage = {
  success: true as const,
  riders: [approvedRider(RAVI_ID, 'Ravi Kumar'), approvedRider(ANIL_ID, 'Anil Yadav')],
  pagination: { page: 1, limit: 100, total: 2, hasMore: false },
  counts: { pending: 0, approved: 2, rejected: 0 },
};

function renderScreen(routes: StubRoute[] = [], route = '/admin?tab=payments') {
  const api = mockApi([on(PAYMENTS, paymentsAnswer()), on(RIDERS, ridersPage), ...routes]);
  renderWithProviders(
    <>
      <PaymentsScreen now={NOW} />
      <Toaster />
    </>,
    { route },
  );
  return { api, user: userEvent.setup() };
}

const card = (name: string) => within(screen.getByRole('region', { name }));
const lastQuery = (api: ReturnType<typeof mockApi>) => Object.fromEntries(api.calls(PAYMENTS).at(-1)!.search);

describe('payments screen', () => {
  it("shows the day's totals by method, net of refunds, against booked revenue, and what completed orders still owe", async () => {
    const { api } = renderScreen();
    const collected = within(await screen.findByRole('region', { name: 'Collected' }));
    expect(collected.getByText('₹380')).toBeInTheDocument();
    expect(collected.getByText('Cash').parentElement).toHaveTextContent('₹240');
    expect(collected.getByText('UPI at the door').parentElement).toHaveTextContent('₹0');
    expect(collected.getByText('Online').parentElement).toHaveTextContent('₹140');
    expect(card('Net collected').getByText('₹360')).toBeInTheDocument();
    expect(card('Net collected').getByText('Refunded').parentElement).toHaveTextContent('−₹20');
    expect(card('Booked revenue').getByText('₹680')).toBeInTheDocument();
    expect(card('Booked revenue').getByText('3 orders completed')).toBeInTheDocument();
    expect(card('Booked revenue').getByRole('meter', { name: 'Net collected against booked revenue' })).toHaveAttribute(
      'aria-valuetext',
      '53%',
    );
    expect(card('Completed, unpaid').getByText('₹200')).toBeInTheDocument();
    expect(card('Completed, unpaid').getByText('1 completed order owes money')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Totals for 29 Nov 2026' })).toBeInTheDocument();
    // No dates asked: the server's today; the Today range is pressed.
    expect(lastQuery(api)).toEqual({});
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-29');

    const rows = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('WD-CASH22');
    expect(rows[1]).toHaveTextContent('Cash');
    expect(rows[1]).toHaveTextContent('Ravi Kumar');
    expect(rows[1]).toHaveTextContent('Received');
    expect(rows[2]).toHaveTextContent('pay_a946904d5dcc4b');
    expect(rows[2]).toHaveTextContent('Partly refunded');
    expect(rows[2]).toHaveTextContent('₹20 refunded');
  });

  it('says when no order was completed on the days, rather than a share of nothing', async () => {
    const empty = paymentsAnswer();
    renderScreen([
      on(PAYMENTS, {
        ...empty,
        totals: { ...empty.totals, booked_revenue: 0, completed_orders: 0, unpaid: 0, unpaid_orders: 0 },
        unpaid_orders: [],
      }),
    ]);
    expect(await screen.findByText('No order completed on these days.')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(card('Completed, unpaid').getByText('Every completed order is paid.')).toBeInTheDocument();
  });

  it('lists the refunds and the completed orders still owing on their own tabs', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Refunds 1' }));
    const refund = within(screen.getByRole('table', { name: 'Refunds' })).getAllByRole('row')[1]!;
    expect(refund).toHaveTextContent('One towel came back damp');
    expect(refund).toHaveTextContent('CN/26-27/000004');
    expect(refund).toHaveTextContent('−₹20');
    expect(refund).toHaveTextContent('Pending');

    await user.click(screen.getByRole('tab', { name: 'Completed, unpaid 1' }));
    const owing = within(screen.getByRole('table', { name: 'Completed, unpaid' })).getAllByRole('row')[1]!;
    expect(owing).toHaveTextContent('WD-OWES44');
    expect(owing).toHaveTextContent('Rohan Mehta · 9876500011');
    expect(owing).toHaveTextContent('Collect later');
    expect(owing).toHaveTextContent('₹200');
  });

  it('asks again for the days, method, status and rider chosen, kept in the address', async () => {
    const { api, user } = renderScreen();
    await screen.findByRole('region', { name: 'Collected' });
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ from: '2026-11-28', to: '2026-11-28' }));
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ from: '2026-11-23', to: '2026-11-29' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'Cash');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'Refunded');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Anil Yadav' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rider' }), 'Ravi Kumar');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        from: '2026-11-23',
        to: '2026-11-29',
        method: 'cash',
        status: 'refunded',
        riderId: RAVI_ID,
      }),
    );
    expect(Object.fromEntries(api.calls(RIDERS)[0]!.search)).toEqual({ status: 'approved', limit: '100' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ from: '2026-11-23', to: '2026-11-29' }));
  });

  it('opens on the days and filters in the address', async () => {
    const { api } = renderScreen([], `/admin?tab=payments&from=2026-11-01&to=2026-11-29&method=upi_qr&rider=${ANIL_ID}`);
    await screen.findByRole('region', { name: 'Collected' });
    expect(lastQuery(api)).toEqual({ from: '2026-11-01', to: '2026-11-29', method: 'upi_qr', riderId: ANIL_ID });
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refreshes when money moves (a live booking.updated)', async () => {
    const { api } = renderScreen();
    await screen.findByRole('region', { name: 'Collected' });
    const before = api.calls(PAYMENTS).length;
    FakeEventSource.last!.emit('booking.updated', { booking_id: 'b-1' });
    await waitFor(() => expect(api.calls(PAYMENTS).length).toBe(before + 1));
  });

  it('downloads the invoice register of the days shown', async () => {
    const csv = 'Document type,Number\r\nInvoice,WD/26-27/000001\r\n';
    const { api, user } = renderScreen(
      [on(REGISTER, () => offContract(new Response(`\uFEFF${csv}`, { status: 200, headers: { 'Content-Type': 'text/csv' } })))],
      '/admin?tab=payments&from=2026-11-01&to=2026-11-29',
    );
    await screen.findByRole('region', { name: 'Collected' });
    await user.click(screen.getByRole('button', { name: 'Download invoice register (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(api.calls(REGISTER)[0]!.search)).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    // One byte-order mark (the server's is read past, one is written back), then the server's text as it came.
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x44]);
    expect(await blobs[0]!.text()).toBe(csv);
    expect(await screen.findByText('Saved washday-invoice-register-2026-11-01-to-2026-11-29.csv')).toBeInTheDocument();
  });

  it("says when the payments or the register cannot load, in the server's words", async () => {
    const { user } = renderScreen([
      on(PAYMENTS, () => fail(400, 'The range can be at most 366 days', { field: 'from' })),
      on(REGISTER, () => fail(400, 'The range can be at most 366 days', { field: 'from' })),
    ]);
    expect(await screen.findByText('Could not load the payments')).toBeInTheDocument();
    expect(screen.getByText('The range can be at most 366 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download invoice register (CSV)' }));
    expect(await screen.findByText('Could not download the invoice register')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
