import { contract } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labelsNotInName } from '@/test/label-in-name';
import { fail, mockApi, on } from '@/test/mock-api';
import { makeActiveRider, renderAdminRiders } from '../testing/admin-rider-fixtures';
import { FakeEventSource } from '@/test/fake-event-source';
import { ActiveRidersBoard } from './active-riders-board';

// Issue 26: the Active riders list shows each rider's cash in hand, and 'Record handover…' records what they handed in.

const RIDER_ID = 'c0a80101-0000-4000-8000-000000000101';
const CASH = contract.payments.adminRiderCash;
const HANDOVER = contract.payments.adminCashHandover;

const handover = (id: string, amount: number, expected: number, note: string | null = null) => ({
  id: `d0000000-0000-4000-8000-00000000000${id}`,
  amount,
  expected,
  difference: amount - expected,
  note,
  created_at: '2026-11-28T12:30:00.000Z',
});

const cashAnswer = (in_hand: number, handovers: ReturnType<typeof handover>[] = []) => ({
  success: true as const,
  cash: { collected_today: 60, handed_over_today: 60 - in_hand, in_hand },
  handovers,
});

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

function mockBoard(routes: Parameters<typeof mockApi>[0]) {
  return mockApi([
    on(contract.adminRiders.active, () => ({
      success: true as const,
      riders: [makeActiveRider(1, { _id: RIDER_ID, name: 'Ravi Kumar' })],
      serverTime: new Date().toISOString(),
    })),
    ...routes,
  ]);
}

const row = () => within(screen.getByText('Ravi Kumar', { selector: 'p' }).closest('tr')!);

describe('a rider’s cash on the Active riders list', () => {
  it('records a short handover with the in-hand amount offered, says the server’s message and returns focus', async () => {
    let answer = cashAnswer(60, [handover('1', 100, 90, 'Counted twice'), handover('2', 40, 40)]);
    const api = mockBoard([
      on(CASH, () => answer),
      on(HANDOVER, () => {
        answer = cashAnswer(10, [handover('3', 50, 60), ...answer.handovers]);
        return {
          success: true,
          message: 'Received ₹50: ₹10 short of the ₹60 expected',
          handover: handover('3', 50, 60),
          cash: answer.cash,
        };
      }),
    ]);
    const { user } = renderAdminRiders(<ActiveRidersBoard />);
    await screen.findByText('Ravi Kumar');
    expect(await row().findByText('₹60')).toBeInTheDocument();
    expect(row().getByText(/in hand/)).toHaveTextContent('Cash: ₹60 in hand');

    const opener = row().getByRole('button', { name: 'Record handover… Ravi Kumar' });
    expect(labelsNotInName(document.body, 'button')).toEqual([]);
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cash handover: Ravi Kumar' }));
    const amount = dialog.getByRole('textbox', { name: 'Amount counted' });
    expect(amount).toHaveValue('60');
    // The last handovers with their differences: over in amber, matching in green.
    const recent = within(dialog.getByRole('region', { name: 'Last handovers' }));
    expect(recent.getByText('₹10 over')).toHaveClass('text-amber-800');
    expect(recent.getByText('Matched')).toHaveClass('text-emerald-700');
    expect(recent.getByText('Counted twice')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '50');
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), '  Two notes torn ');
    await user.click(dialog.getByRole('button', { name: 'Record handover' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(HANDOVER)[0]!.body).toEqual({ amount: 50, note: 'Two notes torn' });
    expect(api.calls(HANDOVER)[0]!.params).toEqual({ riderId: RIDER_ID });
    expect(row().getByRole('status')).toHaveTextContent('Received ₹50: ₹10 short of the ₹60 expected');
    expect(await row().findByText('₹10')).toBeInTheDocument();
    await waitFor(() => expect(row().getByRole('button', { name: 'Record handover… Ravi Kumar' })).toHaveFocus());

    // Opened again, the short handover leads the list in red, and the new in-hand amount is offered.
    await user.click(row().getByRole('button', { name: 'Record handover… Ravi Kumar' }));
    const again = within(await screen.findByRole('dialog', { name: 'Cash handover: Ravi Kumar' }));
    expect(again.getByRole('textbox', { name: 'Amount counted' })).toHaveValue('10');
    const items = within(again.getByRole('region', { name: 'Last handovers' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('₹10 short')).toHaveClass('text-red-700');
  });

  it('sends no note when none is written, and keeps the dialog open with the server’s refusal', async () => {
    const api = mockBoard([
      on(CASH, cashAnswer(60)),
      on(HANDOVER, () => fail(400, 'Enter the cash counted', { field: 'amount' })),
    ]);
    const { user } = renderAdminRiders(<ActiveRidersBoard />);
    await user.click(await screen.findByRole('button', { name: 'Record handover… Ravi Kumar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cash handover: Ravi Kumar' }));
    expect(dialog.getByText('No handovers recorded yet.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record handover' }));
    expect(await dialog.findByText('Enter the cash counted')).toBeInTheDocument();
    expect(api.calls(HANDOVER)[0]!.body).toEqual({ amount: 60 });
    expect(screen.getByRole('dialog', { name: 'Cash handover: Ravi Kumar' })).toBeInTheDocument();
  });

  it('asks the cash again when a live booking.updated arrives (cash taken at a door)', async () => {
    let answer = cashAnswer(60);
    const api = mockBoard([on(CASH, () => answer)]);
    renderAdminRiders(<ActiveRidersBoard />);
    await screen.findByText('Ravi Kumar');
    expect(await row().findByText('₹60')).toBeInTheDocument();
    act(() => FakeEventSource.last!.onopen?.());
    const asked = api.calls(CASH).length;
    answer = { ...cashAnswer(60), cash: { collected_today: 580, handed_over_today: 0, in_hand: 580 } };
    act(() => FakeEventSource.last!.emit('booking.updated', { booking_id: 'b1', status: 'completed' }));
    expect(await row().findByText('₹580')).toBeInTheDocument();
    expect(api.calls(CASH)).toHaveLength(asked + 1);
  });

  it('keeps an open handover dialog (and what was typed) through a live refresh of the list', async () => {
    const api = mockBoard([on(CASH, cashAnswer(60))]);
    const { user } = renderAdminRiders(<ActiveRidersBoard />);
    await user.click(await screen.findByRole('button', { name: 'Record handover… Ravi Kumar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cash handover: Ravi Kumar' }));
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Counted at the hub');
    const listed = api.calls(contract.adminRiders.active).length;
    act(() => FakeEventSource.last!.emit('booking.updated', { booking_id: 'b1', status: 'completed' }));
    await waitFor(() => expect(api.calls(contract.adminRiders.active).length).toBe(listed + 1));
    await screen.findByText('Ravi Kumar');
    expect(screen.getByRole('dialog', { name: 'Cash handover: Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Counted at the hub');
  });

  it('refuses an amount that is not rupees before asking the server', async () => {
    const api = mockBoard([on(CASH, cashAnswer(60))]);
    const { user } = renderAdminRiders(<ActiveRidersBoard />);
    await user.click(await screen.findByRole('button', { name: 'Record handover… Ravi Kumar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cash handover: Ravi Kumar' }));
    const amount = dialog.getByRole('textbox', { name: 'Amount counted' });
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(dialog.getByRole('button', { name: 'Record handover' }));
    expect(await dialog.findByText('Enter the cash counted, in rupees (e.g. 450 or 450.50)')).toBeInTheDocument();
    expect(api.calls(HANDOVER)).toHaveLength(0);
  });
});
