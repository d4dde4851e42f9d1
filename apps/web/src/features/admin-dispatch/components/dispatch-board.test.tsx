import { contract } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, withFakeEventSource } from '@/test/fake-event-source';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { bookingOf, makeTrip, ridersAnswer, tripsPage } from '../testing/dispatch-fixtures';
import { renderDispatch } from '../testing/render-dispatch';
import { DispatchBoard, type DispatchBoardProps } from './dispatch-board';

const TRIPS = contract.dispatch.trips;
const STATUS = contract.adminOrders.setStatus;
const RIDERS = contract.dispatch.riders;

const EMPTY = { icon: null, title: 'No trips waiting for a rider', text: 'New bookings appear here.' };
const PROPS: DispatchBoardProps = {
  title: 'Orders',
  description: 'Dispatch board',
  queues: ['waiting', 'assigned', 'in_hand'],
  type: 'all',
  queueHints: { waiting: 'Waiting hint', assigned: 'Assigned hint', in_hand: 'In hand hint' },
  empty: {
    waiting: EMPTY,
    assigned: { ...EMPTY, title: 'No trips on the road' },
    in_hand: { ...EMPTY, title: 'No orders in hand' },
  },
};

withFakeEventSource();

const rows = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);

describe('dispatch board', () => {
  it("lists the waiting trips in the server's order with trip, slot, order, customer, address, items, amount and vendor", async () => {
    const delivery = makeTrip({
      trip: 'delivery',
      status: 'in_progress',
      slot: { date: '2026-11-23', time: '11:00' },
      vendor: { id: 'vendor-sector-14', name: 'Sparkle Dry Cleaners' },
      vendor_stage: 'ready',
      items_collected: 14,
    });
    const quick = makeTrip({
      type: 'Quick Pickup',
      isQuickPickup: true,
      items_summary: '',
      item_count: 0,
      coordinates: null,
      slot: { date: '2026-11-23', time: '16:00' },
    });
    const api = mockApi([on(TRIPS, tripsPage([delivery, quick], { counts: { waiting: 2, assigned: 1, in_hand: 3 } }))]);
    renderDispatch(<DispatchBoard {...PROPS} />);

    const [first, second] = await rows();
    const a = within(first!);
    expect(a.getByText('Delivery')).toBeInTheDocument();
    expect(a.getByText('Mon, 23 Nov')).toBeInTheDocument();
    expect(a.getByText('11:00 AM')).toBeInTheDocument();
    expect(a.getByText(delivery.custom_order_id)).toBeInTheDocument();
    expect(a.getByText('Priya Sharma')).toBeInTheDocument();
    expect(a.getByText('+91 98100 00001')).toBeInTheDocument();
    expect(a.getByText('28.3961, 77.0372')).toBeInTheDocument();
    expect(a.getByText('3 × Wash & Iron')).toBeInTheDocument();
    expect(a.getByText('14 collected')).toBeInTheDocument();
    expect(a.getByText('₹297')).toBeInTheDocument();
    expect(a.getByText('Sparkle Dry Cleaners')).toBeInTheDocument();
    expect(a.getByText('Ready')).toBeInTheDocument();
    expect(a.getByRole('button', { name: `Assign delivery for ${delivery.custom_order_id}` })).toBeInTheDocument();

    const b = within(second!);
    expect(b.getByText('Pickup')).toBeInTheDocument();
    expect(b.getByText('Quick Pickup')).toBeInTheDocument();
    expect(b.getByText('Items counted at pickup')).toBeInTheDocument();
    expect(b.getByText('No map position')).toBeInTheDocument();
    expect(b.getByText('No vendor yet')).toBeInTheDocument();
    expect(b.getByRole('button', { name: `Assign rider for ${quick.custom_order_id}` })).toBeInTheDocument();
    expect(b.getByRole('button', { name: `Assign vendor for ${quick.custom_order_id}` })).toBeInTheDocument();

    const queues = screen.getByRole('group', { name: 'Dispatch queues' });
    expect(within(queues).getByRole('button', { name: 'Waiting for a rider (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(queues).getByRole('button', { name: 'In hand (3)' })).toBeInTheDocument();
    expect(screen.getByText('Showing', { exact: false })).toHaveTextContent('Showing 1–2 of 2');
    expect(api.calls(TRIPS)[0]!.search.get('queue')).toBe('waiting');
    expect(api.calls(TRIPS)[0]!.search.get('type')).toBe('all');
  });

  it('asks the server for the queue, page, search and type the admin picks', async () => {
    const api = mockApi([
      on(TRIPS, (request) => tripsPage([makeTrip()], { page: Number(request.search.get('page') ?? 1), total: 60 })),
    ]);
    const { user } = renderDispatch(<DispatchBoard {...PROPS} />);
    await rows();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.calls(TRIPS).at(-1)!.search.get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Assigned/ }));
    await waitFor(() => expect(api.calls(TRIPS).at(-1)!.search.get('queue')).toBe('assigned'));
    expect(api.calls(TRIPS).at(-1)!.search.get('page')).toBe('1');
    expect(screen.getByText('Assigned hint')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'priya');
    await waitFor(() => expect(api.calls(TRIPS).at(-1)!.search.get('search')).toBe('priya'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order type' }), 'quick');
    await waitFor(() => expect(api.calls(TRIPS).at(-1)!.search.get('type')).toBe('quick'));
  });

  it('shows an error with Retry, and the empty state once the list loads empty', async () => {
    let down = true;
    mockApi([on(TRIPS, () => (down ? networkDown() : tripsPage([])))]);
    const { user } = renderDispatch(<DispatchBoard {...PROPS} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to server. Please try again later.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No trips waiting for a rider')).toBeInTheDocument();
    expect(screen.getByText('New bookings appear here.')).toBeInTheDocument();
  });

  it("refreshes live when an order moves ('booking.updated' for admins)", async () => {
    const first = makeTrip();
    const second = makeTrip();
    let answer = tripsPage([first]);
    const api = mockApi([on(TRIPS, () => answer)]);
    renderDispatch(<DispatchBoard {...PROPS} />);
    await screen.findByText(first.custom_order_id);
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/events?as=admin'));
    answer = tripsPage([first, second]);
    act(() => FakeEventSource.last!.emit('booking.updated', { booking_id: second.orderId, status: 'pending' }));
    expect(await screen.findByText(second.custom_order_id)).toBeInTheDocument();
    expect(api.calls(TRIPS).length).toBeGreaterThanOrEqual(2);
  });

  it("moves an order in hand through the vendor's stages, shows the server's refusals, then assigns its delivery", async () => {
    const vendor = { id: 'vendor-sector-14', name: 'Sparkle Dry Cleaners' };
    const onTheWay = makeTrip({
      status: 'in_progress',
      pickup: {
        date: '2026-11-21',
        time: '10:00',
        status: 'picked_up',
        rider: { id: 'r1', name: 'Ravi Kumar', phone: '919810000002' },
      },
      vendor,
    });
    const received = makeTrip({
      status: 'in_progress',
      pickup: { ...onTheWay.pickup, status: 'completed' },
      vendor,
      vendor_stage: 'received',
    });
    const processing = makeTrip({
      status: 'in_progress',
      pickup: { ...onTheWay.pickup, status: 'completed' },
      vendor,
      vendor_stage: 'processing',
    });
    const ready = makeTrip({
      status: 'in_progress',
      pickup: { ...onTheWay.pickup, status: 'completed' },
      vendor,
      vendor_stage: 'ready',
    });
    const api = mockApi([
      on(TRIPS, tripsPage([onTheWay, received, processing, ready], { counts: { waiting: 1, assigned: 0, in_hand: 4 } })),
      on(STATUS, (request) =>
        request.params.id === processing.orderId
          ? fail(409, 'The order can be marked ready only when it is processing')
          : {
              success: true,
              message: 'Booking status updated successfully',
              booking: bookingOf(received, { vendor_stage: 'processing' }),
            },
      ),
      on(RIDERS, ridersAnswer({ ...ready, trip: 'delivery' }, [])),
    ]);
    const { user } = renderDispatch(<DispatchBoard {...PROPS} queues={['in_hand']} />);
    const [r1, r2, r3, r4] = await rows();

    expect(within(r1!).getByText('Rider on the way to the vendor')).toBeInTheDocument();
    expect(within(r1!).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(r1!).queryByRole('button', { name: /Mark/ })).toBeNull();

    await user.click(within(r2!).getByRole('button', { name: 'Mark processing' }));
    await waitFor(() => expect(api.calls(STATUS)).toHaveLength(1));
    expect(api.calls(STATUS)[0]!.params.id).toBe(received.orderId);
    expect(api.calls(STATUS)[0]!.body).toEqual({ status: 'processing' });
    expect(await screen.findByText(`${received.custom_order_id} marked processing`)).toBeInTheDocument();

    await user.click(within(r3!).getByRole('button', { name: 'Mark ready' }));
    expect(await screen.findByText('The order can be marked ready only when it is processing')).toBeInTheDocument();

    // Ready: no more stages, the delivery trip is next.
    expect(within(r4!).queryByRole('button', { name: /Mark/ })).toBeNull();
    await user.click(within(r4!).getByRole('button', { name: 'Assign delivery' }));
    expect(await screen.findByRole('dialog', { name: 'Assign delivery rider' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls(RIDERS)).toHaveLength(1));
    expect(api.calls(RIDERS)[0]!.search.get('trip')).toBe('delivery');
    expect(api.calls(RIDERS)[0]!.search.get('orderId')).toBe(ready.orderId);
  });
});
