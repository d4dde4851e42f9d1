import { ADMIN_RECURRING_MESSAGES, contract, type AdminRecurringRow } from '@washday/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RecurringScreen } from './recurring-screen';

const ACTIVE: AdminRecurringRow = {
  id: '6f1c2f8e-2b9a-4c55-9d57-1d0b1f3c0a11',
  customer: { id: 'u1', name: 'Ritu Malhotra', phone: '919811100001' },
  frequency: 'weekly',
  weekday: 3,
  day_of_month: null,
  pickup_time: '10:00',
  status: 'active',
  paused_reason: null,
  area: 'Sector 45',
  next_pickup: { date: '2026-11-25', time: '10:00', status: 'planned' },
  created_at: '2026-11-22T05:30:00.000Z',
};
const PAUSED: AdminRecurringRow = {
  ...ACTIVE,
  id: '7f1c2f8e-2b9a-4c55-9d57-1d0b1f3c0a12',
  customer: { id: 'u2', name: 'Kabir Singh', phone: '919811100002' },
  frequency: 'monthly',
  weekday: null,
  day_of_month: 31,
  pickup_time: '17:00',
  status: 'paused',
  paused_reason: 'customer',
  next_pickup: { date: '2026-11-30', time: '17:00', status: 'paused' },
};
const page = (series: AdminRecurringRow[]) => ({
  success: true as const,
  series,
  pagination: { page: 1, limit: 25, total: series.length, hasMore: false },
});

describe('recurring pickups for operations', () => {
  it('lists customer, cadence, next pickup, status and area; filters by status on the server', async () => {
    const api = mockApi([
      on(contract.adminRecurring.list, ({ search }) => page(search.get('status') === 'paused' ? [PAUSED] : [ACTIVE, PAUSED])),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<RecurringScreen />);
    const table = await screen.findByRole('table', { name: 'Recurring pickups' });
    const ritu = within(table).getByRole('row', { name: /Ritu Malhotra/ });
    expect(ritu).toHaveTextContent('+91 98111 00001');
    expect(ritu).toHaveTextContent('Every Wednesday · 10:00 AM');
    expect(ritu).toHaveTextContent('Wed, 25 Nov, 10:00 AM (planned)');
    expect(ritu).toHaveTextContent('Active');
    expect(ritu).toHaveTextContent('Sector 45');
    expect(within(table).getByRole('row', { name: /Kabir Singh/ })).toHaveTextContent('Monthly on day 31 · 5:00 PM');
    await user.click(screen.getByRole('button', { name: 'Paused' }));
    await screen.findByText('Paused (by the customer)');
    expect(await screen.findByRole('table', { name: 'Recurring pickups' })).not.toHaveTextContent('Ritu Malhotra');
    expect(api.calls(contract.adminRecurring.list).at(-1)!.search.get('status')).toBe('paused');
  });

  it('pauses one with the reason the customer reads, and shows a refusal', async () => {
    let tries = 0;
    const api = mockApi([
      on(contract.adminRecurring.list, page([ACTIVE])),
      on(contract.adminRecurring.pause, () =>
        (tries += 1) === 1
          ? fail(409, ADMIN_RECURRING_MESSAGES.notActive)
          : {
              success: true,
              message: ADMIN_RECURRING_MESSAGES.paused,
              series: { ...ACTIVE, status: 'paused', paused_reason: 'admin' },
            },
      ),
    ]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <RecurringScreen />
        <Toaster />
      </>,
    );
    const row = within(await screen.findByRole('table', { name: 'Recurring pickups' })).getByRole('row', {
      name: /Ritu Malhotra/,
    });
    await user.click(within(row).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("Pause Ritu Malhotra's recurring pickup?");
    // Too short: said at once, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_RECURRING_MESSAGES.reason);
    expect(api.calls(contract.adminRecurring.pause)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason the customer will read/), 'Sector 45 closed for Diwali');
    // The server's refusal is shown in the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText(ADMIN_RECURRING_MESSAGES.notActive)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(ADMIN_RECURRING_MESSAGES.paused)).toBeInTheDocument();
    expect(api.calls(contract.adminRecurring.pause).at(-1)).toMatchObject({
      params: { id: ACTIVE.id },
      body: { reason: 'Sector 45 closed for Diwali' },
    });
  });
});
