import { contract, type CatalogueCategory, type CatalogueService, type RiderOrder, type ServiceUnit } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRiderNotification } from '@/features/rider-notifications/testing/rider-notification-fixtures';
import { makeRiderOrder } from '@/features/rider-orders/testing/rider-order-fixtures';
import { SHIRT, makeVerification, withLines } from '@/features/rider-orders/utils/order-edit-fixtures';
import { FakeEventSource } from '@/test/fake-event-source';
import { FakeGeolocation, installGeolocation } from '@/test/fake-geolocation';
import { fail, on } from '@/test/mock-api';
import { makeRider, mockRiderApi, renderRider } from './rider-test-utils';

beforeAll(async () => {
  await import('@/areas/rider');
});

beforeEach(() => {
  const undoGeolocation = installGeolocation(new FakeGeolocation());
  return () => {
    undoGeolocation();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toast.dismiss();
    sessionStorage.clear();
  };
});

/** The live catalogue as the API serves it: one category of two services. */
/** A steam-press service of the live catalogue. */
function steamService(id: string, name: string, price: number, unit: ServiceUnit): CatalogueService {
  const service = { id, name, description: '', price, unit, category: 'steam', estimatedTime: '24h', image: '' };
  return { ...service, popular: false, enabled: true, minQuantity: 1 };
}

const LIVE_CATALOGUE: CatalogueCategory[] = [
  {
    id: 'steam',
    name: 'Steam Press',
    icon: 'iron',
    description: 'Steam pressed',
    enabled: true,
    services: [
      steamService('steam-suit', 'Steam Press Suit', 150, 'SET'),
      steamService('steam-shirt', 'Steam Press Shirt', 30, 'PC'),
    ],
  },
];

function mockOrderPage(order: () => RiderOrder | Response) {
  return mockRiderApi(makeRider({ isActive: true }), [
    on(contract.riderOrders.get, () => order()),
    on(contract.catalogue.list, { success: true, categories: LIVE_CATALOGUE }),
  ]);
}

const heading = (order: RiderOrder) => screen.findByRole('heading', { level: 1, name: `Order ${order.custom_order_id}` });

describe('/rider/orders/:orderId', () => {
  it("offers the live catalogue in Add Service, the trip's next action, and the way back", async () => {
    const user = userEvent.setup();
    const order = makeRiderOrder({ riderStatus: 'accepted', ...withLines([SHIRT]) });
    mockOrderPage(() => order);
    const { router } = renderRider(`/rider/orders/${order._id}`);
    await heading(order);

    expect(screen.getByRole('button', { name: 'Start & Navigate' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    const panel = within(screen.getByRole('region', { name: 'Add Service' }));
    expect(await panel.findByRole('tab', { name: 'Steam Press' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(panel.getByLabelText('Service'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a service', 'Steam Press Suit · ₹150/set', 'Steam Press Shirt · ₹30/pc']);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rider/dashboard'));
  });

  it('shows the customer’s approval as soon as the live event arrives', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const order = makeRiderOrder({ riderStatus: 'accepted', ...withLines([SHIRT]) });
    const proposal = makeVerification(order._id, [SHIRT], [{ ...SHIRT, quantity: 3 }]);
    let current: RiderOrder = { ...order, verification: proposal };
    mockOrderPage(() => current);
    renderRider(`/rider/orders/${order._id}`);
    await heading(order);
    const card = within(screen.getByRole('region', { name: 'Customer Verification' }));
    expect(card.getByText('Pending')).toBeInTheDocument();

    const source = FakeEventSource.last!;
    act(() => source.onopen?.());

    current = { ...order, verification: { ...proposal, status: 'approved' } };
    act(() =>
      source.emit(
        'notification',
        makeRiderNotification({ type: 'order_updated', title: 'Customer approved the changes', message: 'Save the order now.' }),
      ),
    );
    // Sooner than the 5 s re-check: the event itself brought it.
    expect(await card.findByText('Approved', {}, { timeout: 2_000 })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Save Now' })).toBeEnabled();
  });

  it('says an order that is not the rider’s is not found, with no demo data', async () => {
    const order = makeRiderOrder();
    mockOrderPage(() => fail(404, 'Booking not found'));
    renderRider(`/rider/orders/${order._id}`);
    expect(await screen.findByText('Order not found, or it is not assigned to you.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
  });
});
