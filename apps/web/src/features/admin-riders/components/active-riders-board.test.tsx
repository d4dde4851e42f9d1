import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, type ActiveRider } from '@washday/core';
import { FakeEventSource } from '@/test/fake-event-source';
import { fail, mockApi, on } from '@/test/mock-api';
import { makeActiveRider, makeJob, renderAdminRiders } from '../testing/admin-rider-fixtures';
import { ActiveRidersBoard } from './active-riders-board';

const rider = (minutes: number | null, name: string, n: number, extra: Partial<ActiveRider> = {}) =>
  makeActiveRider(minutes, { _id: `c0a80101-0000-4000-8000-00000000010${n}`, name, phone: `981000010${n}`, ...extra });

const answer = (riders: ActiveRider[]) => ({ success: true as const, riders, serverTime: new Date().toISOString() });

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const row = (name: string) => screen.getByText(name, { selector: 'p' }).closest('tr')!;

describe('active riders', () => {
  it('shows each rider with a freshness badge by how long ago their position came, their jobs and a call link', async () => {
    const riders = [
      rider(1, 'Ravi Kumar', 1, {
        jobs: [
          makeJob(),
          makeJob({
            bookingId: 'b0000000-0000-4000-8000-000000000002',
            custom_order_id: 'WD-9Z8Y7X',
            trip: 'delivery',
            status: 'picked_up',
            date: '2026-11-24',
            time: '17:00',
          }),
        ],
      }),
      rider(10, 'Anil Yadav', 2),
      rider(30, 'Deepak Rawat', 3),
      rider(125, 'Sunil Sharma', 4),
      rider(null, 'Manoj Tiwari', 5),
    ];
    // The server's clock is read when it answers, as the real one is.
    mockApi([on(contract.adminRiders.active, () => answer(riders))]);
    renderAdminRiders(<ActiveRidersBoard />);
    await screen.findByText('Ravi Kumar');
    const expected: Array<[string, string, string]> = [
      ['Ravi Kumar', 'Live', '1 min ago'],
      ['Anil Yadav', 'Recent', '10 min ago'],
      ['Deepak Rawat', 'Stale', '30 min ago'],
      ['Sunil Sharma', 'Old', '2 h 5 min ago'],
      ['Manoj Tiwari', 'Old', 'No position yet'],
    ];
    for (const [name, badge, ago] of expected) {
      const cells = within(row(name));
      expect(cells.getByText(badge)).toBeInTheDocument();
      expect(cells.getByText(ago)).toBeInTheDocument();
      expect(cells.getByRole('link', { name: `Call ${name}` })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+91981000010\d$/),
      );
    }
    const ravi = within(row('Ravi Kumar'));
    expect(ravi.getByText('WD-7K3M9Q')).toBeInTheDocument();
    expect(ravi.getByText(/Accepted · Mon 23 Nov, 10:00 AM · Meera Nair/)).toBeInTheDocument();
    expect(ravi.getByText('WD-9Z8Y7X')).toBeInTheDocument();
    expect(ravi.getByText(/Out for delivery · Tue 24 Nov, 5:00 PM/)).toBeInTheDocument();
    expect(within(row('Anil Yadav')).getByText('Free · no open jobs')).toBeInTheDocument();
    // The summary counts riders by freshness.
    expect(screen.getByText('On duty').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('Old · over 1 hour').nextSibling).toHaveTextContent('2');
  });

  it("moves a rider to the position of a live 'rider.location' event without asking the server again", async () => {
    const api = mockApi([on(contract.adminRiders.active, answer([rider(30, 'Deepak Rawat', 3)]))]);
    renderAdminRiders(<ActiveRidersBoard />);
    await screen.findByText('Deepak Rawat');
    expect(within(row('Deepak Rawat')).getByText('Stale')).toBeInTheDocument();
    act(() => FakeEventSource.last!.onopen?.());
    expect(await screen.findByText('Live updates on')).toBeInTheDocument();
    expect(FakeEventSource.last!.url).toBe('/api/events?as=admin');
    // The stream's opening reads the list once (what moved before it opened); the events then need no reads.
    await waitFor(() => expect(api.calls(contract.adminRiders.active)).toHaveLength(2));

    act(() =>
      FakeEventSource.last!.emit('rider.location', {
        rider_id: 'c0a80101-0000-4000-8000-000000000103',
        lat: 28.41234,
        lng: 77.04321,
        at: new Date().toISOString(),
      }),
    );
    const cells = within(row('Deepak Rawat'));
    expect(await cells.findByText('Live')).toBeInTheDocument();
    expect(cells.getByText('just now')).toBeInTheDocument();
    expect(cells.getByRole('link', { name: /28\.41234, 77\.04321/ })).toBeInTheDocument();
    expect(api.calls(contract.adminRiders.active)).toHaveLength(2);

    // An older fix arriving late does not move the rider back.
    act(() =>
      FakeEventSource.last!.emit('rider.location', {
        rider_id: 'c0a80101-0000-4000-8000-000000000103',
        lat: 28.1,
        lng: 77.1,
        at: new Date(Date.now() - 600_000).toISOString(),
      }),
    );
    expect(cells.getByRole('link', { name: /28\.41234, 77\.04321/ })).toBeInTheDocument();
  });

  it('asks for the list again when a rider it does not show yet sends a position, or an order moves', async () => {
    let riders = [rider(1, 'Ravi Kumar', 1)];
    const api = mockApi([on(contract.adminRiders.active, () => answer(riders))]);
    renderAdminRiders(<ActiveRidersBoard />);
    await screen.findByText('Ravi Kumar');
    riders = [...riders, rider(0, 'Anil Yadav', 2)];
    act(() =>
      FakeEventSource.last!.emit('rider.location', {
        rider_id: 'c0a80101-0000-4000-8000-000000000102',
        lat: 28.4,
        lng: 77.0,
        at: new Date().toISOString(),
      }),
    );
    expect(await screen.findByText('Anil Yadav')).toBeInTheDocument();
    expect(api.calls(contract.adminRiders.active)).toHaveLength(2);
    act(() =>
      FakeEventSource.last!.emit('booking.updated', { booking_id: 'b0000000-0000-4000-8000-000000000001', status: 'confirmed' }),
    );
    await waitFor(() => expect(api.calls(contract.adminRiders.active)).toHaveLength(3));
  });

  it('refreshes every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi([on(contract.adminRiders.active, answer([rider(1, 'Ravi Kumar', 1)]))]);
    renderAdminRiders(<ActiveRidersBoard />);
    await screen.findByText('Ravi Kumar');
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(api.calls(contract.adminRiders.active)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(api.calls(contract.adminRiders.active)).toHaveLength(2));
  });

  it('says when nobody is active, and when the list cannot load, with Retry', async () => {
    let up = false;
    mockApi([
      on(contract.adminRiders.active, () => (up ? answer([]) : fail(500, 'Something went wrong on our side. Please try again.'))),
    ]);
    const { user } = renderAdminRiders(<ActiveRidersBoard />);
    expect(await screen.findByText('Could not load active riders')).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No riders are active right now')).toBeInTheDocument();
  });
});
