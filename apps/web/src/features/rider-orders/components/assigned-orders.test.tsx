import { contract, type RiderOrder } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_DELAY_MS } from '@/lib/navigation';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { makeRider, makeRiderOrder } from '../testing/rider-order-fixtures';
import { clearGeolocation, renderRiderOrders, stubGeolocation } from '../testing/render-rider-orders';
import { AssignedOrders } from './assigned-orders';

const LIST = contract.riderOrders.list;
const ACTION = contract.riderOrders.action;
const HERE = { lat: 28.3985, lng: 77.0401 };

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  clearGeolocation();
  vi.unstubAllGlobals();
});

const card = (order: RiderOrder) => screen.getByRole('article', { name: `Order ${order.custom_order_id}` });
const findCard = async (order: RiderOrder) => screen.findByRole('article', { name: `Order ${order.custom_order_id}` });

/** The order-action answer the server gives: the job as it now stands. */
const moved = (order: RiderOrder, riderStatus: string, message: string) => ({
  success: true as const,
  message,
  order: { ...order, riderStatus },
});

describe('assigned orders list', () => {
  it("shows each job in the server's order with its trip, type, status, customer, phone, address and slot", async () => {
    const pickup = makeRiderOrder({ type: 'Quick Pickup', isQuickPickup: true });
    const delivery = makeRiderOrder({
      tripType: 'delivery',
      riderStatus: 'accepted',
      customerName: 'Arjun Mehta',
      customerPhone: '919811112222',
      address_details: { flatNo: null, landmark: null },
      pickupDate: '2030-03-14',
      pickupTime: '18:30',
    });
    mockApi([on(LIST, [delivery, pickup])]);
    renderRiderOrders(<AssignedOrders rider={makeRider()} />);

    const items = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      `Order ${delivery.custom_order_id}`,
      `Order ${pickup.custom_order_id}`,
    ]);

    const first = within(card(pickup));
    expect(first.getByText('Pickup from customer')).toBeInTheDocument();
    expect(first.getByText('Quick Pickup')).toBeInTheDocument();
    expect(first.getByText('Assigned')).toBeInTheDocument();
    expect(first.getByText('Kavya Nair')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Call Kavya Nair on +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(first.getByText('Tower B, Sector 69, Gurugram, Haryana 122018')).toBeInTheDocument();
    expect(first.getByText('Flat 1204 · Near Tulip Chowk')).toBeInTheDocument();
    expect(first.getByText('Pickup time')).toBeInTheDocument();
    expect(first.getByText('Tue, 12 Mar · 10:00 AM')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Edit Order' })).toHaveAttribute('href', `/rider/orders/${pickup._id}`);

    const second = within(card(delivery));
    expect(second.getByText('Delivery to customer')).toBeInTheDocument();
    expect(second.getByText('Regular')).toBeInTheDocument();
    expect(second.getByText('Accepted')).toBeInTheDocument();
    // A delivery job's slot is the delivery slot.
    expect(second.getByText('Delivery time')).toBeInTheDocument();
    expect(second.getByText('Thu, 14 Mar · 6:30 PM')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Edit Order' })).toHaveAttribute('href', `/rider/orders/${delivery._id}`);
  });

  it('shows the next step by rider status and trip', async () => {
    const assigned = makeRiderOrder();
    const accepted = makeRiderOrder({ riderStatus: 'accepted' });
    const collecting = makeRiderOrder({ riderStatus: 'picked_up' });
    const delivering = makeRiderOrder({ riderStatus: 'picked_up', tripType: 'delivery', payment_status: 'paid' });
    const unpaid = makeRiderOrder({ riderStatus: 'picked_up', tripType: 'delivery', payment_status: 'pending' });
    mockApi([on(LIST, [assigned, accepted, collecting, delivering, unpaid])]);
    renderRiderOrders(<AssignedOrders rider={makeRider()} />);

    expect(within(await findCard(assigned)).getByRole('button', { name: 'Accept & Navigate' })).toBeEnabled();
    expect(within(card(accepted)).getByRole('button', { name: 'Start & Navigate' })).toBeEnabled();
    expect(within(card(collecting)).getByRole('button', { name: 'Complete Pickup' })).toBeEnabled();
    expect(within(card(collecting)).getByText('On the way to the customer')).toBeInTheDocument();
    expect(within(card(delivering)).getByRole('button', { name: 'Complete Delivery' })).toBeEnabled();
    expect(within(card(delivering)).getByText('Out for delivery')).toBeInTheDocument();
    // Money still to collect: the card leads to the order page, where it is collected before the handover code.
    expect(within(card(unpaid)).queryByRole('button', { name: 'Complete Delivery' })).not.toBeInTheDocument();
    expect(within(card(unpaid)).getByRole('link', { name: 'Collect payment' })).toHaveAttribute(
      'href',
      `/rider/orders/${unpaid._id}`,
    );
  });

  it.each([
    ['an inactive rider', makeRider({ isActive: false }), 'Please go active to accept orders.'],
    [
      'a rider not yet approved',
      makeRider({ status: 'pending', isActive: false }),
      'Only approved riders can accept orders. Your status: pending',
    ],
  ])('shows a disabled Cannot Accept with the reason to %s', async (_who, rider, reason) => {
    const order = makeRiderOrder();
    const api = mockApi([on(LIST, [order])]);
    renderRiderOrders(<AssignedOrders rider={rider} />);

    const button = within(await findCard(order)).getByRole('button', { name: 'Cannot Accept' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(within(card(order)).queryByRole('button', { name: 'Accept & Navigate' })).not.toBeInTheDocument();
    expect(api.calls(ACTION)).toHaveLength(0);
  });

  it('shows the empty state, never demo orders', async () => {
    mockApi([on(LIST, [])]);
    renderRiderOrders(<AssignedOrders rider={makeRider()} />);

    expect(await screen.findByText('No orders assigned yet')).toBeInTheDocument();
    expect(screen.getByText("Make sure you're active to receive orders")).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the spec's error with Retry when the first load fails, then loads", async () => {
    const order = makeRiderOrder();
    let down = true;
    mockApi([on(LIST, () => (down ? fail(500, 'Internal server error') : [order]))]);
    const { user } = renderRiderOrders(<AssignedOrders rider={makeRider()} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server error: 500');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('No orders assigned yet')).not.toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findCard(order)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the last list when a refresh fails, marked as not current, until Retry brings it back', async () => {
    const order = makeRiderOrder();
    let down = false;
    const api = mockApi([on(LIST, () => (down ? networkDown() : [order]))]);
    const { user, queryClient } = renderRiderOrders(<AssignedOrders rider={makeRider()} refetchInterval={false} />);
    await findCard(order);

    down = true;
    await act(() => queryClient.refetchQueries());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to connect to server');
    expect(alert).toHaveTextContent(/Last updated \d{1,2}:\d{2} [ap]m — not current/i);
    expect(screen.getByRole('list', { name: 'Orders as last loaded, not current' })).toBeInTheDocument();
    expect(card(order)).toHaveClass('opacity-60');

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Your orders' })).toBeInTheDocument();
    expect(card(order)).not.toHaveClass('opacity-60');
    expect(api.calls(LIST)).toHaveLength(3);
  });
});

describe('order actions from a card', () => {
  it('accepts with the rider and position, toasts the result, refreshes the list and opens the map after 1 s', async () => {
    const order = makeRiderOrder();
    let status = 'assigned';
    const api = mockApi([
      on(LIST, () => [{ ...order, riderStatus: status }]),
      on(ACTION, () => {
        status = 'accepted';
        return moved(order, 'accepted', 'Order accepted successfully!');
      }),
    ]);
    stubGeolocation(HERE);
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const rider = makeRider();
    const { user } = renderRiderOrders(<AssignedOrders rider={rider} />);

    await user.click(within(await findCard(order)).getByRole('button', { name: 'Accept & Navigate' }));

    expect(await screen.findByText('Order accepted successfully!')).toBeInTheDocument();
    const [sent] = api.calls(ACTION);
    expect(sent?.body).toMatchObject({ orderId: order._id, action: 'accept', riderId: rider._id, location: HERE });
    expect(Date.parse(sent!.body.timestamp!)).not.toBeNaN();
    // The list is asked again and the job moves on.
    expect(within(card(order)).getByRole('button', { name: 'Start & Navigate' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));

    expect(open).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://www.google.com/maps/dir/?api=1&origin=28.3985,77.0401&destination=28.396,77.037',
        '_blank',
      ),
    );
  });

  it('still starts the job without a position, but says navigation needs one and opens no map', async () => {
    const order = makeRiderOrder({ riderStatus: 'accepted', coordinates: null });
    const api = mockApi([on(LIST, [order]), on(ACTION, moved(order, 'picked_up', 'Order started successfully!'))]);
    stubGeolocation(null);
    const open = vi.spyOn(window, 'open');
    const { user } = renderRiderOrders(<AssignedOrders rider={makeRider()} />);

    await user.click(within(await findCard(order)).getByRole('button', { name: 'Start & Navigate' }));

    expect(await screen.findByText('Order started successfully!')).toBeInTheDocument();
    expect(api.calls(ACTION)[0]?.body).toMatchObject({ action: 'start', location: null });
    expect(await screen.findByText('Current location not available. Please enable location services.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('offers a plain Open navigation link when the browser blocks the new tab', async () => {
    const order = makeRiderOrder({ riderStatus: 'accepted', coordinates: null, address: 'House 22, Sector 69' });
    mockApi([on(LIST, [order]), on(ACTION, moved(order, 'accepted', 'Order started successfully!'))]);
    stubGeolocation(HERE);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderRiderOrders(<AssignedOrders rider={makeRider()} />);

    await user.click(within(await findCard(order)).getByRole('button', { name: 'Start & Navigate' }));

    const link = await within(card(order)).findByRole('link', { name: 'Open navigation' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&origin=28.3985,77.0401&destination=House%2022%2C%20Sector%2069',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ["the server's message", () => fail(409, 'This order has already been accepted'), 'This order has already been accepted'],
    ['the network sentence when no answer comes', networkDown, 'Network error. Please check your connection and try again.'],
    [
      'the generic failure for a server fault',
      () => fail(500, 'Internal server error'),
      'Failed to accept order. Please try again.',
    ],
  ])('shows %s when an action fails, and opens no map', async (_what, answer, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = makeRiderOrder();
    mockApi([on(LIST, [order]), on(ACTION, answer)]);
    stubGeolocation(HERE);
    const open = vi.spyOn(window, 'open');
    const { user } = renderRiderOrders(<AssignedOrders rider={makeRider()} />);

    await user.click(within(await findCard(order)).getByRole('button', { name: 'Accept & Navigate' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/successfully/)).not.toBeInTheDocument();
    // Past the moment a success opens the map.
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_DELAY_MS + 100));
    expect(open).not.toHaveBeenCalled();
  });

  it('completes a paid delivery through the dialog; the finished job leaves the list', async () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up', tripType: 'delivery', payment_status: 'paid' });
    const other = makeRiderOrder();
    let done = false;
    const api = mockApi([
      on(LIST, () => (done ? [other] : [order, other])),
      on(ACTION, () => {
        done = true;
        return moved(order, 'completed', 'Order completed successfully!');
      }),
    ]);
    const { user } = renderRiderOrders(<AssignedOrders rider={makeRider()} />);

    await user.click(within(await findCard(order)).getByRole('button', { name: 'Complete Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete delivery' });
    await user.type(within(dialog).getByLabelText('Handover code'), '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Complete delivery' }));

    expect(await screen.findByText(`Delivery completed: order ${order.custom_order_id} handed over`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: `Order ${order.custom_order_id}` })).not.toBeInTheDocument();
    expect(card(other)).toBeInTheDocument();
    expect(api.calls(ACTION)[0]?.body).toMatchObject({ orderId: order._id, action: 'complete', handoverCode: '4821' });
  });
});
