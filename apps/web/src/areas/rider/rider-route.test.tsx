import { contract } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultStops, makeRoute, makeStop } from '@/features/rider-orders/testing/route-fixtures';
import { makeRiderOrder } from '@/features/rider-orders/testing/rider-order-fixtures';
import { i18n } from '@/lib/i18n';
import { englishLeftIn } from '@/test/english-left';
import { FakeEventSource } from '@/test/fake-event-source';
import { FakeGeolocation, installGeolocation } from '@/test/fake-geolocation';
import { fail, on } from '@/test/mock-api';
import { makeRider, mockRiderApi, renderRider } from './rider-test-utils';

const ROUTE = contract.riderRoute.route;

beforeAll(async () => {
  await import('@/areas/rider');
});

beforeEach(() => {
  // The fixtures' day, 22 November 2026, 9:30 in India: their stops are today's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T04:00:00.000Z'));
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.last = null;
  const undo = installGeolocation(new FakeGeolocation());
  return () => {
    undo();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    toast.dismiss();
  };
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const section = async () => screen.findByRole('region', { name: /Your route|आपका रूट/ });
const nextStop = () => screen.getByTestId('next-stop');
const laterStops = () => screen.getAllByTestId('route-stop');

describe('the rider dashboard: your route', () => {
  it('lists the stops in route order, the next one first with what to do, the slot and the time', async () => {
    // Sent out of order: the sequence decides.
    mockRiderApi(makeRider(), [on(ROUTE, { success: true, route: makeRoute([...defaultStops()].reverse()) })]);
    renderRider('/rider/dashboard');

    const route = await section();
    expect(within(route).getByRole('heading', { name: /Your route\s*4/ })).toBeInTheDocument();
    expect(route).toHaveTextContent('Planned at 10:02 am · shift ends 10:00 pm');
    const next = nextStop();
    expect(next).toHaveAccessibleName('Next stop: Pick up at door');
    expect(next).toHaveTextContent('Pick up at door');
    expect(next).toHaveTextContent('Sector 45');
    expect(next).toHaveTextContent('House 12, Sector 45, Gurugram');
    expect(next).toHaveTextContent('10:20 am');
    expect(next).toHaveTextContent('10:00 am – 11:00 am');
    expect(next).not.toHaveTextContent('late');

    expect(laterStops().map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      '2Drop at laundryFreshPress Laundry10:45 am',
      '3Collect from laundryFreshPress Laundry10:55 am',
      '4Deliver at doorDLF Phase 240 min late for the slot11:40 am',
    ]);
    expect(within(route).getByRole('link', { name: /^Stop 4: Deliver at door, DLF Phase 2, at 11:40\sam$/ })).toHaveAttribute(
      'href',
      '/rider/orders/a3f0c1de-6b2c-4c1e-9d7f-0a1b2c3d4e02',
    );
    // The jobs list stays below.
    expect(screen.getByRole('heading', { name: 'Assigned Orders' })).toBeInTheDocument();
  });

  it('skips the stops already done: a started delivery is next at the door, not at the laundry', async () => {
    const stops = defaultStops()
      .slice(2)
      .map((stop) => ({ ...stop, trip_status: 'picked_up' }));
    mockRiderApi(makeRider(), [on(ROUTE, { success: true, route: makeRoute(stops) })]);
    renderRider('/rider/dashboard');
    await section();
    expect(nextStop()).toHaveAccessibleName('Next stop: Deliver at door');
    expect(nextStop()).toHaveTextContent('40 min late for the slot');
    expect(screen.queryAllByTestId('route-stop')).toHaveLength(0);
  });

  it('says a stop an hour or more late in hours and minutes (a trip left from yesterday), in Hindi too', async () => {
    const stops = defaultStops()
      .slice(3)
      .map((stop) => ({ ...stop, late_minutes: 2721 }));
    mockRiderApi(makeRider(), [on(ROUTE, { success: true, route: makeRoute(stops) })]);
    renderRider('/rider/dashboard');
    await section();
    expect(nextStop()).toHaveTextContent('45 h 21 min late for the slot');
    await act(() => i18n.changeLanguage('hi'));
    expect(nextStop()).toHaveTextContent('स्लॉट से 45 घंटे 21 मिनट देर');
  });

  it("names the day of a stop that is not today's", async () => {
    const [first, second, third] = defaultStops();
    const later = [
      first!,
      { ...second!, arrival: '2026-11-23T03:30:00.000Z' },
      { ...third!, arrival: '2026-11-25T03:30:00.000Z' },
    ];
    mockRiderApi(makeRider(), [on(ROUTE, { success: true, route: makeRoute(later) })]);
    renderRider('/rider/dashboard');
    await section();
    expect(laterStops().map((row) => row.querySelector('time')?.textContent?.replace(/\s/g, ' '))).toEqual([
      'Tomorrow 9:00 am',
      'Wed, 25 Nov 9:00 am',
    ]);
  });

  it('navigates to the next stop from where the rider is, and links to its order', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    mockRiderApi(makeRider(), [on(ROUTE, { success: true, route: makeRoute() })]);
    renderRider('/rider/dashboard');
    await section();

    expect(within(nextStop()).getByRole('link', { name: 'Order WD-1042 details' })).toHaveAttribute(
      'href',
      '/rider/orders/a3f0c1de-6b2c-4c1e-9d7f-0a1b2c3d4e01',
    );
    await user.click(within(nextStop()).getByRole('button', { name: 'Navigate to next stop' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://www.google.com/maps/dir/?api=1&origin=28.4595,77.0266&destination=28.4421,77.0566',
        '_blank',
      ),
    );
  });

  it('says quietly that no route is planned, above the jobs', async () => {
    const order = makeRiderOrder();
    mockRiderApi(makeRider(), [on(contract.riderOrders.list, [order])]);
    renderRider('/rider/dashboard');
    expect(await screen.findByText('No route planned yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your route' })).toBeNull();
    expect(await screen.findByRole('article', { name: new RegExp(order.custom_order_id) })).toBeInTheDocument();
  });

  it('shows nothing of the route when the server has no planner', async () => {
    const api = mockRiderApi(makeRider(), [on(ROUTE, () => fail(404, 'Route not found'))]);
    renderRider('/rider/dashboard');
    await screen.findByRole('heading', { name: 'Assigned Orders' });
    await waitFor(() => expect(api.calls(ROUTE)).toHaveLength(1));
    expect(screen.queryByText('No route planned yet')).toBeNull();
    expect(screen.queryByTestId('next-stop')).toBeNull();
    // Not a connection problem of the dashboard.
    expect(screen.queryByText('Connection Issues')).toBeNull();
  });

  it('reads the route again when it changes live, with a notice naming the new next stop', async () => {
    let route = makeRoute();
    const api = mockRiderApi(makeRider(), [on(ROUTE, () => ({ success: true, route }))]);
    renderRider('/rider/dashboard');
    await section();
    expect(nextStop()).toHaveTextContent('Pick up at door');
    const asked = api.calls(ROUTE).length;

    // The operator moved the pickup to another rider: the delivery is next.
    route = makeRoute(
      defaultStops()
        .slice(2)
        .map((stop, index) => ({ ...stop, sequence: index + 1 })),
    );
    act(() =>
      FakeEventSource.last!.emit('route.updated', {
        rider_id: makeRider()._id,
        stops: 2,
        next_order_id: route.stops[0]!.orderId,
        next_arrival: route.stops[0]!.arrival,
        computed_at: '2026-11-22T04:40:00.000Z',
      }),
    );

    expect(await screen.findByText('Your route changed')).toBeInTheDocument();
    expect(screen.getByText('Next stop: Collect from laundry, FreshPress Laundry at 10:55 am')).toBeInTheDocument();
    await waitFor(() => expect(nextStop()).toHaveTextContent('Collect from laundry'));
    // One read for the event (the refetch and the notice share it).
    expect(api.calls(ROUTE)).toHaveLength(asked + 1);
  });
});

describe('the rider dashboard: your route in Hindi', () => {
  it('reads in Hindi, times included, and so does the notice', async () => {
    await i18n.changeLanguage('hi');
    let route = makeRoute();
    mockRiderApi(makeRider(), [on(ROUTE, () => ({ success: true, route }))]);
    renderRider('/rider/dashboard');
    const shown = await section();
    expect(within(shown).getByRole('heading', { name: /आपका रूट/ })).toBeInTheDocument();
    expect(nextStop()).toHaveAccessibleName('अगला स्टॉप: दरवाज़े से पिकअप करें');
    expect(nextStop()).toHaveTextContent('सुबह 10:20');
    expect(within(nextStop()).getByRole('button', { name: 'अगले स्टॉप तक रास्ता देखें' })).toBeInTheDocument();
    expect(laterStops()[2]).toHaveTextContent('स्लॉट से 40 मिनट देर');
    // The stops' places are data (in the list's link names too).
    expect(englishLeftIn(shown, ['FreshPress Laundry', 'DLF Phase 2', 'Sector 45'])).toEqual([]);

    route = makeRoute([makeStop({ kind: 'deliver_at_door', trip: 'delivery', label: 'DLF Phase 2' })]);
    act(() =>
      FakeEventSource.last!.emit('route.updated', {
        rider_id: makeRider()._id,
        stops: 1,
        next_order_id: route.stops[0]!.orderId,
        next_arrival: route.stops[0]!.arrival,
        computed_at: '2026-11-22T04:40:00.000Z',
      }),
    );
    expect(await screen.findByText('आपका रूट बदल गया')).toBeInTheDocument();
    expect(screen.getByText('अगला स्टॉप: दरवाज़े पर डिलीवर करें, DLF Phase 2, सुबह 10:20 पर')).toBeInTheDocument();
  });
});
