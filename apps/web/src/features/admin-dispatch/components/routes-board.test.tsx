import { contract } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderDispatch } from '../testing/render-dispatch';
import { ist, makeRoute, makeStop, makeUnplaced, pickupStops, planAnswer } from '../testing/route-plan-fixtures';
import { routesMapMock } from '../testing/routes-leaflet-mock';
import { RoutesBoard } from './routes-board';

vi.mock('react-leaflet', () => import('../testing/routes-leaflet-mock'));

const PLAN = contract.routePlan.plan;

beforeEach(() => {
  routesMapMock.fits = [];
  routesMapMock.flights = [];
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const stopsOf = (riderName: string) => within(screen.getByRole('list', { name: `${riderName}'s stops in order` }));

describe('Routes board', () => {
  it("lists each rider's stops in route order with India times, slots, status and who placed them", async () => {
    const [door, drop] = pickupStops({ door: '10:10', laundry: '10:40' }, { custom_order_id: 'WD-AAA111' });
    const delivery = makeStop({
      custom_order_id: 'WD-BBB222',
      trip: 'delivery',
      kind: 'deliver_at_door',
      arrival: ist('11:05'),
      window: { from: ist('11:00'), to: ist('12:00') },
      trip_status: 'accepted',
      assigned_by: 'operator',
      locked: true,
      load_after: 0,
    });
    const ravi = makeRoute('Ravi Kumar', [door!, { ...drop!, load_after: 2 }, delivery], {
      travel_seconds: 72 * 60,
      finish: ist('11:10'),
      shift_end: ist('18:00'),
    });
    mockApi([on(PLAN, planAnswer([ravi]))]);
    renderDispatch(<RoutesBoard />);

    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(within(card).getByText('2/8 bags')).toBeInTheDocument();
    expect(within(card).getByText('6:00 pm')).toBeInTheDocument();
    expect(within(card).getByText('11:10 am')).toBeInTheDocument();
    expect(within(card).getByText('1h 12m')).toBeInTheDocument();

    const rows = stopsOf('Ravi Kumar').getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Stop 1: Pickup at door WD-AAA111',
      'Stop 2: Drop at laundry WD-AAA111',
      'Stop 3: Deliver at door WD-BBB222',
    ]);
    expect(within(rows[0]!).getByText('10:10 am')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Slot 10:00 – 11:00 am')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('planner')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('10:40 am')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/^Slot/)).toBeNull();
    expect(within(rows[2]!).getByText('operator')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Locked')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Accepted')).toBeInTheDocument();
    // A trip's controls sit on its first stop only; a locked trip offers Unlock.
    expect(within(rows[0]!).getByRole('button', { name: 'Lock WD-AAA111 pickup to Ravi Kumar' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /^Lock/ })).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: 'Unlock WD-BBB222 delivery' })).toBeInTheDocument();

    // Header: totals, when planned and how.
    expect(screen.getByText('Planned 10:02 am')).toBeInTheDocument();
    expect(screen.getByText(/In-house solver in 84 ms/)).toBeInTheDocument();
    expect(screen.getByText(/Travel times: default/)).toBeInTheDocument();
    expect(screen.getByText('Stops', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');

    // The map: the route from the rider through the stops in order; door and laundry stops look different.
    const line = await screen.findByTestId('map-route');
    expect(line.dataset.points!.split(' ')).toHaveLength(4);
    expect(screen.getByTitle(/stop 1: Pickup at door WD-AAA111 at 10:10 am/)).toHaveClass('route-stop-marker--door');
    expect(screen.getByTitle(/stop 2: Drop at laundry WD-AAA111/)).toHaveClass('route-stop-marker--laundry');
  });

  it('highlights late stops in the list, the totals and on the map', async () => {
    const late = makeStop({ custom_order_id: 'WD-LATE01', arrival: ist('11:18'), late_minutes: 18 });
    mockApi([on(PLAN, planAnswer([makeRoute('Anil Yadav', [late])]))]);
    renderDispatch(<RoutesBoard />);

    const row = await screen.findByRole('listitem', { name: 'Stop 1: Pickup at door WD-LATE01' });
    expect(within(row).getByText('18 min late')).toHaveClass('bg-red-600');
    expect(within(screen.getByRole('article', { name: 'Anil Yadav' })).getByText('1 late')).toBeInTheDocument();
    expect(screen.getByText('Late', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1');
    expect(await screen.findByTitle(/WD-LATE01 at 11:18 am, 18 min late/)).toHaveClass('route-stop-marker--late');
  });

  it('lists the trips it could not place with the reason, and marks them on the map', async () => {
    const far = makeUnplaced({ custom_order_id: 'WD-FAR001', reason: 'time_window', area: 'DLF Phase 5' });
    const lost = makeUnplaced({ custom_order_id: 'WD-NOPOS1', reason: 'no_location', coordinates: null });
    mockApi([on(PLAN, planAnswer([makeRoute('Ravi Kumar', [])], [far, lost]))]);
    renderDispatch(<RoutesBoard />);

    const list = await screen.findByRole('list', { name: 'Trips not placed on any route' });
    const farRow = within(list).getByRole('listitem', { name: 'Not placed: WD-FAR001 pickup' });
    expect(within(farRow).getByText('No rider can reach it within its slot')).toBeInTheDocument();
    expect(within(farRow).getByText('Slot 11:00 am – 12:00 pm')).toBeInTheDocument();
    expect(within(list).getByText('The address has no map position')).toBeInTheDocument();
    expect(within(farRow).getByRole('button', { name: 'Assign to… (WD-FAR001 pickup)' })).toBeInTheDocument();
    expect(await screen.findByTitle(/^Not placed: WD-FAR001 pickup/)).toHaveClass('route-unplaced-marker');
    expect(screen.queryByTitle(/^Not placed: WD-NOPOS1/)).toBeNull();
  });

  it('a click on a stop marker highlights the stop in the list; a click in the list flies the map there', async () => {
    const a = makeStop({ custom_order_id: 'WD-PICK01' });
    const b = makeStop({ custom_order_id: 'WD-PICK02', arrival: ist('10:30') });
    const { user } = (mockApi([on(PLAN, planAnswer([makeRoute('Ravi Kumar', [a, b])]))]), renderDispatch(<RoutesBoard />));

    await user.click(await screen.findByTitle(/stop 2: Pickup at door WD-PICK02/));
    expect(screen.getByRole('listitem', { name: 'Stop 2: Pickup at door WD-PICK02' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('listitem', { name: 'Stop 1: Pickup at door WD-PICK01' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Show stop 1 on the map' }));
    expect(screen.getByRole('listitem', { name: 'Stop 1: Pickup at door WD-PICK01' })).toHaveAttribute('aria-current', 'true');
    expect(routesMapMock.flights.at(-1)?.[0]).toEqual([a.coordinates.lat, a.coordinates.lng]);

    await user.click(screen.getByTestId('map-route'));
    expect(screen.getByRole('button', { name: 'Ravi Kumar' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'No riders on shift' when no rider is active, and 'Nothing to plan' when riders have no trips", async () => {
    mockApi([on(PLAN, planAnswer([], [], { planned: false }))]);
    const first = renderDispatch(<RoutesBoard />);
    expect(await screen.findByText('No riders on shift')).toBeInTheDocument();
    expect(screen.getByText('Not planned yet today')).toBeInTheDocument();
    // The areas' switches stay reachable with nobody on shift.
    expect(screen.getByRole('switch', { name: 'Auto-dispatch in Sector 56' })).toBeChecked();

    mockApi([on(PLAN, planAnswer([makeRoute('Ravi Kumar', [])]))]);
    await first.queryClient.resetQueries();
    expect(await screen.findByText('Nothing to plan')).toBeInTheDocument();
    expect(screen.getByText('No stops planned: free for new trips.')).toBeInTheDocument();
  });

  it('shows the error with Retry when the plan cannot load', async () => {
    mockApi([on(PLAN, () => fail(500, 'Internal error'))]);
    const { user } = renderDispatch(<RoutesBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the routes');
    mockApi([on(PLAN, planAnswer([makeRoute('Ravi Kumar', [makeStop()])]))]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Ravi Kumar' })).toBeInTheDocument());
  });
});
