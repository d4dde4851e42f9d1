import { contract } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingOf, makeCandidate, makeTrip, ridersAnswer, tripsPage } from '@/features/admin-dispatch/testing/dispatch-fixtures';
import { renderDispatch } from '@/features/admin-dispatch/testing/render-dispatch';
import { mockApi, on } from '@/test/mock-api';
import { OrdersToAssignPanel } from './orders-to-assign-panel';
import { QuickPickupsPanel } from './quick-pickups-panel';

const TRIPS = contract.dispatch.trips;

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('riders → orders and quick pickups panels', () => {
  it('Orders shows the three queues and starts with the trips waiting for a rider', async () => {
    const api = mockApi([on(TRIPS, tripsPage([], { counts: { waiting: 0, assigned: 1, in_hand: 1 } }))]);
    renderDispatch(<OrdersToAssignPanel />);
    expect(await screen.findByText('No trips waiting for a rider')).toBeInTheDocument();
    const queues = screen.getByRole('group', { name: 'Dispatch queues' });
    expect(
      within(queues)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Waiting for a rider (0)', 'Assigned (1)', 'In hand (1)']);
    expect(api.calls(TRIPS)[0]!.search.get('queue')).toBe('waiting');
    expect(api.calls(TRIPS)[0]!.search.get('type')).toBe('all');
  });

  it("Quick Pickups asks only for quick pickups waiting for a rider and explains where customers' requests appear", async () => {
    const api = mockApi([on(TRIPS, tripsPage([], { counts: { waiting: 0, assigned: 0, in_hand: 0 } }))]);
    renderDispatch(<QuickPickupsPanel />);
    expect(await screen.findByText('No quick pickups waiting')).toBeInTheDocument();
    expect(screen.getByText(/Customers' quick pickup requests appear here as soon as they are made/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Dispatch queues' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Order type' })).toBeNull();
    expect(api.calls(TRIPS)[0]!.search.get('type')).toBe('quick');
    expect(api.calls(TRIPS)[0]!.search.get('queue')).toBe('waiting');
  });

  it('Quick Pickups assigns a quick pickup to the nearest rider through the same dialog', async () => {
    const quick = makeTrip({
      custom_order_id: 'WD-QUICK1',
      type: 'Quick Pickup',
      isQuickPickup: true,
      items_summary: '',
      item_count: 0,
    });
    const rider = makeCandidate({ name: 'Ravi Kumar', distance_km: 0.8 });
    const api = mockApi([
      on(TRIPS, tripsPage([quick])),
      on(contract.dispatch.riders, ridersAnswer(quick, [rider])),
      on(contract.adminOrders.assign, { success: true, message: 'Order assigned successfully', booking: bookingOf(quick) }),
    ]);
    const { user } = renderDispatch(<QuickPickupsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Assign rider for WD-QUICK1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign pickup rider' });
    expect(await within(dialog).findByText('800 m')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.calls(contract.adminOrders.assign)).toHaveLength(1));
    expect(api.calls(contract.adminOrders.assign)[0]!.body).toEqual({
      orderId: quick.orderId,
      riderId: rider.id,
      orderType: 'pickup',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The board is asked again after the move.
    await waitFor(() => expect(api.calls(TRIPS).length).toBeGreaterThanOrEqual(2));
  });
});
