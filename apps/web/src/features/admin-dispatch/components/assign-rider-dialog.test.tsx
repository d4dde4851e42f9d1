import { contract, ORDER_MESSAGES } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { bookingOf, makeCandidate, makeTrip, ridersAnswer } from '../testing/dispatch-fixtures';
import { renderDispatch } from '../testing/render-dispatch';
import { AssignRiderDialog, type RiderTarget } from './assign-rider-dialog';

const RIDERS = contract.dispatch.riders;
const ASSIGN = contract.adminOrders.assign;

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const trip = makeTrip({ custom_order_id: 'WD-ASSIGN1' });
const target: RiderTarget = {
  orderId: trip.orderId,
  custom_order_id: trip.custom_order_id,
  kind: 'pickup',
  customerName: 'Priya Sharma',
  address: trip.address,
};
const near = makeCandidate({ name: 'Ravi Kumar', distance_km: 0.49, open_trips: 2, freshness: 'live' });
const far = makeCandidate({
  name: 'Anil Yadav',
  distance_km: 3,
  open_trips: 0,
  freshness: 'stale',
  lastLocationUpdate: '2026-11-22T05:10:00.000Z',
});
const blind = makeCandidate({
  name: 'Sunil Verma',
  distance_km: null,
  location: null,
  lastLocationUpdate: null,
  freshness: 'old',
});

const candidateRows = async () =>
  within(await screen.findByRole('list', { name: 'Riders, nearest first' })).getAllByRole('listitem');

describe('assign rider dialog', () => {
  it("lists the riders in the server's order (nearest first) with distance, freshness and load, and assigns the chosen one", async () => {
    const onClose = vi.fn();
    const api = mockApi([
      on(RIDERS, ridersAnswer(trip, [near, far, blind])),
      on(ASSIGN, { success: true, message: 'Order assigned successfully', booking: bookingOf(trip, { status: 'confirmed' }) }),
    ]);
    const { user } = renderDispatch(<AssignRiderDialog target={target} onClose={onClose} />);

    expect(await screen.findByRole('dialog', { name: 'Assign pickup rider' })).toBeInTheDocument();
    const rows = await candidateRows();
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Ravi Kumar', 'Anil Yadav', 'Sunil Verma']);
    expect(within(rows[0]!).getByText('490 m')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 open trips')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^Live ·/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3 km')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Free')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Stale ·/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('—')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No position yet')).toBeInTheDocument();
    expect(screen.getByText(/Nearest first, straight-line distance from the customer's address/)).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls(ASSIGN)[0]!.body).toEqual({ orderId: trip.orderId, riderId: far.id, orderType: 'pickup' });
    expect(await screen.findByText('Order assigned successfully')).toBeInTheDocument();
  });

  it('reassigns naming the rider the admin saw on the trip', async () => {
    const current = { ...near, isCurrent: true };
    const api = mockApi([
      on(
        RIDERS,
        ridersAnswer(trip, [current, far], { status: 'accepted', rider: { id: near.id, name: near.name, phone: near.phone } }),
      ),
      on(ASSIGN, { success: true, message: 'Order assigned successfully', booking: bookingOf(trip) }),
    ]);
    const { user } = renderDispatch(<AssignRiderDialog target={target} onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Reassign pickup rider' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ravi Kumar has this pickup (Accepted).');
    const rows = await candidateRows();
    expect(within(rows[0]!).getByRole('button', { name: 'Has it' })).toBeDisabled();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(api.calls(ASSIGN)).toHaveLength(1));
    expect(api.calls(ASSIGN)[0]!.body).toEqual({
      orderId: trip.orderId,
      riderId: far.id,
      orderType: 'pickup',
      currentRiderId: near.id,
    });
  });

  it("loses to another admin: shows the server's message and reloads to show who got the trip", async () => {
    const onClose = vi.fn();
    let won = false;
    const api = mockApi([
      on(RIDERS, () =>
        won
          ? ridersAnswer(trip, [{ ...near, isCurrent: true }, far], {
              status: 'assigned',
              rider: { id: near.id, name: near.name, phone: near.phone },
            })
          : ridersAnswer(trip, [near, far]),
      ),
      on(ASSIGN, () => {
        // The other admin's assignment landed first.
        won = true;
        return fail(409, ORDER_MESSAGES.alreadyAssigned('pickup'));
      }),
    ]);
    const { user } = renderDispatch(<AssignRiderDialog target={target} onClose={onClose} />);
    const rows = await candidateRows();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The pickup of this order is already assigned');
    expect(await screen.findByText('Failed to assign order')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Ravi Kumar has this pickup (Assigned).');
    expect(api.calls(RIDERS)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    const reloaded = await candidateRows();
    expect(within(reloaded[0]!).getByText('Current')).toBeInTheDocument();
    expect(within(reloaded[1]!).getByRole('button', { name: 'Reassign' })).toBeEnabled();
  });

  it("says so when the connection fails, and when the trip's start has no position", async () => {
    mockApi([on(RIDERS, ridersAnswer(trip, [blind], { origin: null })), on(ASSIGN, () => networkDown())]);
    const { user } = renderDispatch(<AssignRiderDialog target={target} onClose={() => {}} />);
    expect(
      await screen.findByText(/The customer's address has no map position: riders are listed by current load/),
    ).toBeInTheDocument();
    const rows = await candidateRows();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('explains an empty list and offers Retry when the list fails', async () => {
    let down = true;
    mockApi([
      on(RIDERS, () => (down ? fail(500, 'Something went wrong on our side. Please try again.') : ridersAnswer(trip, []))),
    ]);
    const { user } = renderDispatch(<AssignRiderDialog target={target} onClose={() => {}} />);
    expect(await screen.findByText('Could not load riders')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No active riders')).toBeInTheDocument();
  });
});
