import type { RiderOrder } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { renderRiderOrders, stubGeolocation } from '../../testing/render-rider-orders';
import { makePhoto, makeRiderOrder } from '../../testing/rider-order-fixtures';
import { SHIRT, withLines } from '../../utils/order-edit-fixtures';
import { GET, UPDATE, catalogue, cleanUpOrderDetail } from '../../testing/order-detail-setup';
import { RiderOrderDetail } from './rider-order-detail';

cleanUpOrderDetail();

function renderDetail(orderId: string, props: Partial<Parameters<typeof RiderOrderDetail>[0]> = {}) {
  return renderRiderOrders(<RiderOrderDetail orderId={orderId} catalogue={catalogue} {...props} />);
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('loading the order', () => {
  it('shows a skeleton, then the order number, the rider status and the customer card', async () => {
    const order = makeRiderOrder({
      riderStatus: 'accepted',
      customer_id: 'c0ffee00-1234-4abc-8def-000000000001',
      ...withLines([SHIRT]),
    });
    mockApi([on(GET, order)]);
    renderDetail(order._id);

    expect(screen.getByRole('status', { name: 'Loading order' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${order.custom_order_id}` })).toBeInTheDocument();
    expect(screen.getByText('Pickup from customer')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/rider/dashboard');

    const customer = card('Customer');
    expect(customer.getByText('Kavya Nair')).toBeInTheDocument();
    expect(customer.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(customer.getByText('c0ffee00-1234-4abc-8def-000000000001')).toBeInTheDocument();
    expect(customer.getByText('Laundry')).toBeInTheDocument();
    expect(customer.getByText('Tue, 12 Mar · 10:00 AM')).toBeInTheDocument();
    expect(customer.getByText('Regular Order')).toBeInTheDocument();
    expect(customer.getByText(/Tower B, Sector 69/)).toHaveTextContent('1204, Tower B, Sector 69, Gurugram, Haryana 122018');
    expect(customer.getByText('Near Tulip Chowk')).toBeInTheDocument();

    const items = card('Items');
    expect(items.getByRole('listitem', { name: 'Shirt' })).toHaveTextContent('₹100 / pc × 2');
    expect(items.getByRole('listitem', { name: 'Shirt' })).toHaveTextContent('₹200');
    expect(items.getByRole('button', { name: 'Edit Order' })).toBeInTheDocument();
  });

  it('names the service type as the catalogue does, not by its id', async () => {
    const order = makeRiderOrder({ service_type: 'womens-dry-clean' });
    mockApi([on(GET, order)]);
    renderDetail(order._id);
    await screen.findByRole('heading', { level: 1, name: `Order ${order.custom_order_id}` });
    expect(card('Customer').getByText("Women's Dry Clean")).toBeInTheDocument();
  });

  it('says a 404 is not this rider’s order, and never shows made-up data', async () => {
    const order = makeRiderOrder();
    mockApi([on(GET, () => fail(404, 'Booking not found'))]);
    renderDetail(order._id);

    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found, or it is not assigned to you.');
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to dashboard/ })).toHaveAttribute('href', '/rider/dashboard');
  });

  it('says why a load failed and loads again on Retry', async () => {
    const order = makeRiderOrder();
    let answer: () => Response | Promise<Response> | RiderOrder = () => fail(500, 'Internal Server Error');
    const api = mockApi([on(GET, () => answer())]);
    const { user } = renderDetail(order._id);

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error: 500');
    answer = networkDown;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unable to connect to server'));

    answer = () => order;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${order.custom_order_id}` })).toBeInTheDocument();
    expect(api.calls(GET)).toHaveLength(3);
  });

  it('keeps what was loaded, marked as not current, when a refresh fails', async () => {
    const order = makeRiderOrder();
    let down = false;
    mockApi([on(GET, () => (down ? fail(503, 'Service Unavailable') : order))]);
    const { queryClient } = renderDetail(order._id);
    await screen.findByRole('heading', { level: 1, name: `Order ${order.custom_order_id}` });

    down = true;
    await queryClient.refetchQueries();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not up to date. Server error: 503');
    expect(screen.getByRole('region', { name: 'Customer' })).toBeInTheDocument();
  });
});

describe('the items card', () => {
  it('starts a quick pickup with no items: the rider adds them and sends them for approval', async () => {
    const order = makeRiderOrder({
      type: 'Quick Pickup',
      isQuickPickup: true,
      service_type: 'express',
      riderStatus: 'accepted',
      total_price: 0,
      final_amount: 0,
    });
    const api = mockApi([on(GET, order), on(UPDATE, () => fail(409, 'stop here'))]);
    const { user } = renderDetail(order._id);
    await screen.findByRole('heading', { level: 1 });

    expect(card('Customer').getByText('Quick Pickup')).toBeInTheDocument();
    expect(card('Items').getByText('Quick Pickup: no items yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    expect(screen.getByText('No items yet. Add the services the customer hands over below.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for Verification' })).toBeDisabled();

    const panel = card('Add Service');
    await user.click(panel.getByRole('tab', { name: 'Laundry' }));
    await user.selectOptions(panel.getByLabelText('Service'), 'laundry-fold');
    await user.clear(panel.getByLabelText('Quantity'));
    await user.type(panel.getByLabelText('Quantity'), '4');
    await user.click(panel.getByRole('button', { name: 'Add Service' }));
    expect(screen.getByTestId('edit-total')).toHaveTextContent('₹280');

    await user.click(screen.getByRole('button', { name: 'Send for Verification' }));
    await waitFor(() =>
      expect(api.calls(UPDATE)[0]?.body).toEqual({
        items: [{ serviceId: 'laundry-fold', quantity: 4 }],
        updatedBy: 'rider',
        requiresVerification: true,
      }),
    );
  });

  it('explains why the items cannot change on a delivery or a completed pickup', async () => {
    const delivery = makeRiderOrder({ tripType: 'delivery', ...withLines([SHIRT]) });
    mockApi([on(GET, delivery)]);
    renderDetail(delivery._id);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Delivery to customer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Order' })).not.toBeInTheDocument();
    expect(card('Items').getByText(/items were settled at pickup/)).toBeInTheDocument();
  });
});

describe('the delivery information card', () => {
  it('shows the assigned vendor with distance, estimate and navigation, and the current step', async () => {
    const order = makeRiderOrder({
      riderStatus: 'completed',
      status: 'in_progress',
      itemsCollected: 3,
      assignedVendor: 'vendor-sector-14',
      assignedVendorDetails: {
        name: 'Sparkle Cleaners',
        address: 'SCO 12, Sector 14, Gurugram',
        coordinates: { lat: 28.47, lng: 77.04 },
        distance: 0.85,
        estimatedTime: 35,
      },
    });
    mockApi([on(GET, order)]);
    renderDetail(order._id);
    await screen.findByRole('heading', { level: 1 });

    const info = card('Delivery Information');
    expect(info.getByText('Sparkle Cleaners')).toBeInTheDocument();
    expect(info.getByText('SCO 12, Sector 14, Gurugram')).toBeInTheDocument();
    expect(info.getByText('850 m')).toBeInTheDocument();
    expect(info.getByText('35 min')).toBeInTheDocument();
    expect(info.getByRole('button', { name: 'Navigate to Vendor' })).toBeInTheDocument();
    const current = within(info.getByRole('list', { name: 'Process steps' }))
      .getAllByRole('listitem')
      .find((step) => step.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Deliver to the vendor');
  });

  it('says when no vendor is assigned yet', async () => {
    const order = makeRiderOrder({
      assignedVendorDetails: {
        name: 'Far Away Laundry',
        address: 'Sector 99',
        coordinates: null,
        distance: 12.3456,
        estimatedTime: 104,
      },
    });
    mockApi([on(GET, { ...order, assignedVendorDetails: null })]);
    renderDetail(order._id);
    await screen.findByRole('heading', { level: 1 });
    expect(
      card('Delivery Information').getByText('No vendor assigned yet. Contact admin for vendor assignment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Navigate to Vendor' })).not.toBeInTheDocument();
  });
});

describe('navigation (rider-portal.md §5.4)', () => {
  it('opens directions from where the rider is to the customer', async () => {
    const order = makeRiderOrder();
    mockApi([on(GET, order)]);
    stubGeolocation({ lat: 28.3985, lng: 77.0401 });
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const { user } = renderDetail(order._id);
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Navigate to Customer' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://www.google.com/maps/dir/?api=1&origin=28.3985,77.0401&destination=28.396,77.037',
        '_blank',
      ),
    );
  });

  it('says so when the current location is not known', async () => {
    const order = makeRiderOrder();
    mockApi([on(GET, order)]);
    stubGeolocation(null);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { user } = renderDetail(order._id);
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Navigate to Customer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Current location not available. Please enable location services.',
    );
    expect(open).not.toHaveBeenCalled();
  });
});

describe('proof at the door', () => {
  it('shows the count collected and the pickup photos', async () => {
    const order = makeRiderOrder({ riderStatus: 'completed', status: 'in_progress', itemsCollected: 3 });
    const withPhotos = { ...order, pickup_photos: [makePhoto(order._id, 1), makePhoto(order._id, 2)] };
    mockApi([on(GET, withPhotos)]);
    renderDetail(order._id);
    await screen.findByRole('heading', { level: 1 });

    const proof = card('Proof of Pickup');
    expect(proof.getByText(/items collected/)).toHaveTextContent('3 items collected');
    expect(proof.getByRole('img', { name: 'Pickup photo 2' })).toHaveAttribute('src', withPhotos.pickup_photos[1]!.url);
  });

  it('is left out before anything is collected', async () => {
    const order = makeRiderOrder();
    mockApi([on(GET, order)]);
    renderDetail(order._id);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Proof of Pickup' })).not.toBeInTheDocument();
  });
});

describe('the trip action', () => {
  it('sits under the cards outside edit mode only', async () => {
    const order = makeRiderOrder({ riderStatus: 'accepted' });
    mockApi([on(GET, order)]);
    const { user } = renderDetail(order._id, {
      renderActions: (o) => <button type="button">Next step for {o.custom_order_id}</button>,
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: `Next step for ${order.custom_order_id}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    expect(screen.queryByRole('button', { name: `Next step for ${order.custom_order_id}` })).not.toBeInTheDocument();
  });
});
