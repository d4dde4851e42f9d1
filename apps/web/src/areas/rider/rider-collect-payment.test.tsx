import { contract, PAYMENT_MESSAGES, type RiderOrder } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRiderOrder } from '@/features/rider-orders/testing/rider-order-fixtures';
import { SHIRT, withLines } from '@/features/rider-orders/utils/order-edit-fixtures';
import type { RiderPayment } from '@/features/rider-payments/api/rider-payment-keys';
import { makeBill, makeQr, makePayment, paidBill, riderPayment } from '@/features/rider-payments/testing/payment-fixtures';
import { FakeEventSource } from '@/test/fake-event-source';
import { FakeGeolocation, installGeolocation } from '@/test/fake-geolocation';
import { fail, networkDown, on } from '@/test/mock-api';
import { makeRider, mockRiderApi, renderRider } from './rider-test-utils';

// Issue 26 at the door: on a started delivery the rider collects what is due (cash or the UPI QR) before the handover
// code. The whole rider app is rendered, so the live stream (RiderLiveEvents) is the real one.

beforeAll(async () => {
  await import('@/areas/rider');
});

beforeEach(() => {
  const undoGeolocation = installGeolocation(new FakeGeolocation());
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.last = null;
  return () => {
    undoGeolocation();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toast.dismiss();
    sessionStorage.clear();
  };
});

const delivering = () => makeRiderOrder({ riderStatus: 'picked_up', tripType: 'delivery', ...withLines([SHIRT]) });

function mockDelivery(
  order: RiderOrder,
  payment: () => RiderPayment | Response | Promise<Response>,
  routes = [] as Parameters<typeof mockRiderApi>[1],
) {
  return mockRiderApi(makeRider({ isActive: true }), [
    on(contract.riderOrders.get, () => order),
    on(contract.catalogue.list, { success: true, categories: [] }),
    on(contract.payments.riderMoney, () => payment()),
    ...(routes ?? []),
  ]);
}

/** The order page, loaded, with the live stream open (so nothing polls: only an event refetches). */
async function openOrderPage(order: RiderOrder) {
  const user = userEvent.setup();
  renderRider(`/rider/orders/${order._id}`);
  await screen.findByRole('heading', { level: 1, name: `Order ${order.custom_order_id}` });
  const source = FakeEventSource.last!;
  act(() => source.onopen?.());
  return { user, source };
}

const bookingUpdated = (order: RiderOrder) => ({ booking_id: order._id, status: 'in_progress' });

describe('collecting at the door, on the order page', () => {
  it('shows the UPI QR, and turns it Paid when the live event arrives, without a reload', async () => {
    const order = delivering();
    const qr = makeQr();
    let payment = riderPayment();
    const api = mockDelivery(order, () => payment, [on(contract.payments.riderUpiQr, { success: true, qr, bill: makeBill() })]);
    const { user, source } = await openOrderPage(order);

    const panel = within(await screen.findByRole('region', { name: 'Payment' }));
    await user.click(await panel.findByRole('button', { name: 'Show UPI QR' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Scan to pay' }));
    expect(await dialog.findByRole('img', { name: 'UPI QR code to pay ₹520' })).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent('Waiting for the payment…');

    // The provider's webhook reached the server; it tells the rider's phone.
    payment = riderPayment({
      bill: paidBill(),
      qr: { ...qr, status: 'captured' },
      payments: [makePayment({ method: 'upi_qr', received: null })],
    });
    const asked = api.calls(contract.payments.riderMoney).length;
    act(() => source.emit('booking.updated', bookingUpdated(order)));

    const paid = within(await screen.findByRole('dialog', { name: 'Paid' }));
    expect(paid.getByRole('status')).toHaveTextContent('₹520 received by UPI.');
    expect(paid.queryByRole('img', { name: /UPI QR code/ })).not.toBeInTheDocument();
    expect(api.calls(contract.payments.riderMoney).length).toBe(asked + 1);
    await user.click(paid.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Paid ✓ UPI')).toBeInTheDocument();
  });

  it('holds the handover code while money is due, and opens it once paid', async () => {
    const order = delivering();
    let payment = riderPayment();
    mockDelivery(order, () => payment);
    const { user, source } = await openOrderPage(order);

    const complete = await screen.findByRole('button', { name: 'Complete Delivery' });
    await waitFor(() => expect(complete).toBeDisabled());
    expect(complete).toHaveAccessibleDescription('Collect ₹520 before completing the delivery.');

    payment = riderPayment({ bill: paidBill(), payments: [makePayment()] });
    act(() => source.emit('booking.updated', bookingUpdated(order)));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Delivery' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Complete Delivery' }));
    expect(await screen.findByRole('dialog', { name: 'Complete delivery' })).toBeInTheDocument();
  });

  it('opens the handover code when operations let the order be paid later', async () => {
    const order = delivering();
    mockDelivery(order, () => riderPayment({ bill: makeBill({ collect_later: true }) }));
    await openOrderPage(order);
    expect(await screen.findByText(/paid later/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Delivery' })).toBeEnabled();
  });

  it('shows the server’s PAYMENT_DUE message when the payment could not be checked (offline) and money is due', async () => {
    const order = delivering();
    const api = mockDelivery(order, networkDown, [
      on(contract.riderOrders.action, () => fail(409, PAYMENT_MESSAGES.moneyDue('₹520'), { error: 'PAYMENT_DUE' })),
    ]);
    const { user } = await openOrderPage(order);

    expect(await screen.findByText('Could not load what to collect.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Delivery' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete delivery' }));
    await user.type(dialog.getByLabelText('Handover code'), '4821');
    await user.click(dialog.getByRole('button', { name: 'Complete delivery' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Collect ₹520 before completing the delivery.');
    expect(api.calls(contract.riderOrders.action)).toHaveLength(1);
  });
});
