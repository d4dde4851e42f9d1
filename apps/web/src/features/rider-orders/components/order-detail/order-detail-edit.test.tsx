import type { EndpointReply, RiderOrder } from '@washday/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { riderOrderKeys } from '../../api/rider-order-keys';
import { makeRiderOrder } from '../../testing/rider-order-fixtures';
import { renderRiderOrders } from '../../testing/render-rider-orders';
import { LAUNDRY, SHIRT, makeVerification, withLines } from '../../utils/order-edit-fixtures';
import { GET, UPDATE, catalogue, cleanUpOrderDetail } from '../../testing/order-detail-setup';
import { RiderOrderDetail } from './rider-order-detail';

cleanUpOrderDetail();

/** An accepted pickup with two shirts (₹200). */
function acceptedOrder(overrides: Partial<RiderOrder> = {}) {
  return makeRiderOrder({ riderStatus: 'accepted', ...withLines([SHIRT]), ...overrides });
}

const answer = (order: RiderOrder, message: string): EndpointReply<typeof UPDATE> => ({
  success: true,
  message,
  order,
  verification: order.verification,
  price_change: order.verification?.orderData.priceChange ?? 0,
});

async function renderOrder(order: RiderOrder) {
  const view = renderRiderOrders(<RiderOrderDetail orderId={order._id} catalogue={catalogue} />);
  await screen.findByRole('heading', { level: 1, name: `Order ${order.custom_order_id}` });
  return view;
}

const items = () => within(screen.getByRole('list', { name: 'Items being edited' }));
const addPanel = () => within(screen.getByRole('region', { name: 'Add Service' }));

describe('edit mode rules (rider-portal.md §5.5)', () => {
  it('minus is disabled at 0 and never goes below; Remove takes the line out; an item at 0 is left out when sent', async () => {
    const order = acceptedOrder({ ...withLines([SHIRT, LAUNDRY]) });
    const api = mockApi([
      on(GET, order),
      on(
        UPDATE,
        answer(
          { ...order, verification: makeVerification(order._id, [SHIRT, LAUNDRY], [SHIRT]) },
          'Changes sent to the customer for verification',
        ),
      ),
    ]);
    const { user } = await renderOrder(order);

    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    const shirt = items().getByRole('listitem', { name: 'Shirt' });
    const minus = within(shirt).getByRole('button', { name: 'Decrease Shirt' });
    await user.click(minus);
    await user.click(minus);
    expect(shirt).toHaveTextContent('Quantity: 0');
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(shirt).toHaveTextContent('Quantity: 0');
    expect(shirt).toHaveTextContent('removed when you send');

    await user.click(within(shirt).getByRole('button', { name: 'Increase Shirt' }));
    expect(shirt).toHaveTextContent('Quantity: 1');
    await user.click(within(shirt).getByRole('button', { name: 'Decrease Shirt' }));

    await user.click(items().getByRole('button', { name: 'Remove Laundry + Fold' }));
    expect(items().queryByRole('listitem', { name: 'Laundry + Fold' })).not.toBeInTheDocument();
    // Nothing left above 0: nothing to send.
    expect(screen.getByRole('button', { name: 'Send for Verification' })).toBeDisabled();

    await user.click(within(shirt).getByRole('button', { name: 'Increase Shirt' }));
    await user.click(screen.getByRole('button', { name: 'Send for Verification' }));
    await waitFor(() => expect(api.calls(UPDATE)).toHaveLength(1));
    expect(api.calls(UPDATE)[0]?.body).toEqual({
      items: [{ serviceId: 'dc-men-shirt', quantity: 1 }],
      updatedBy: 'rider',
      requiresVerification: true,
    });
  });

  it("checks Add Service with the spec's messages, falls back to 1, and adds to a service already listed", async () => {
    const order = acceptedOrder();
    mockApi([on(GET, order)]);
    const { user } = await renderOrder(order);
    await user.click(screen.getByRole('button', { name: 'Edit Order' }));

    await user.click(addPanel().getByRole('button', { name: 'Add Service' }));
    expect(addPanel().getByRole('alert')).toHaveTextContent('Please select a service');

    await user.click(addPanel().getByRole('tab', { name: "Men's Dry Clean" }));
    expect(addPanel().getByRole('tab', { name: "Men's Dry Clean" })).toHaveAttribute('aria-selected', 'true');
    // The picker lists only the chosen category.
    const options = within(addPanel().getByLabelText('Service'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Shirt · ₹100/pc');
    expect(options).not.toContain('Laundry + Fold · ₹70/kg');
    await user.selectOptions(addPanel().getByLabelText('Service'), 'dc-men-trouser');

    const quantity = addPanel().getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '-2');
    await user.click(addPanel().getByRole('button', { name: 'Add Service' }));
    expect(addPanel().getByRole('alert')).toHaveTextContent('Please enter a valid quantity');

    // Unreadable input falls back to 1.
    await user.clear(quantity);
    await user.click(addPanel().getByRole('button', { name: 'Add Service' }));
    expect(items().getByRole('listitem', { name: 'Trouser' })).toHaveTextContent('Quantity: 1');
    expect(addPanel().getByText('Added 1 × Trouser')).toBeInTheDocument();

    // Shirt is already on the order: its quantity grows.
    await user.selectOptions(addPanel().getByLabelText('Service'), 'dc-men-shirt');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(addPanel().getByRole('button', { name: 'Add Service' }));
    expect(items().getAllByRole('listitem')).toHaveLength(2);
    expect(items().getByRole('listitem', { name: 'Shirt' })).toHaveTextContent('Quantity: 5');

    // 5 shirts and a trouser: ₹620 against ₹200, an increase.
    expect(screen.getByTestId('edit-total')).toHaveTextContent('₹620');
    expect(screen.getByTestId('edit-difference')).toHaveTextContent('+₹420');
    expect(screen.getByText(/Price increase of ₹420/)).toBeInTheDocument();
  });

  it('shows a decrease notice when items are taken off', async () => {
    const order = acceptedOrder();
    mockApi([on(GET, order)]);
    const { user } = await renderOrder(order);
    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    await user.click(items().getByRole('button', { name: 'Decrease Shirt' }));
    expect(screen.getByTestId('edit-difference')).toHaveTextContent('−₹100');
    expect(screen.getByText(/Price decrease of ₹100/)).toBeInTheDocument();
  });
});

describe('sending, waiting, approval and saving (§2.4, §4.4)', () => {
  it('sends for verification, waits for the customer, sees the approval without a reload and saves with requiresVerification false', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = acceptedOrder();
    const proposal = makeVerification(order._id, [SHIRT], [{ ...SHIRT, quantity: 3 }]);
    let current: RiderOrder = order;
    const api = mockApi([
      on(GET, () => current),
      on(UPDATE, (request) => {
        if (request.body.requiresVerification === false) {
          current = { ...order, ...withLines([{ ...SHIRT, quantity: 3 }]), verification: null };
          return answer(current, 'Order saved with the changes the customer approved');
        }
        current = { ...order, verification: proposal };
        return answer(current, 'Changes sent to the customer for verification');
      }),
    ]);
    const { user } = await renderOrder(order);

    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    const save = () => screen.getByRole('button', { name: /Send for Verification|Waiting for Customer|Save Order|Saving\.\.\./ });
    expect(save()).toHaveTextContent('Send for Verification');
    // Nothing changed yet: nothing to send.
    expect(save()).toBeDisabled();
    await user.click(items().getByRole('button', { name: 'Increase Shirt' }));
    await user.click(save());

    expect(await screen.findByText('Changes sent to the customer for verification')).toBeInTheDocument();
    expect(api.calls(UPDATE)[0]?.body).toEqual({
      items: [{ serviceId: 'dc-men-shirt', quantity: 3 }],
      updatedBy: 'rider',
      requiresVerification: true,
    });
    expect(save()).toHaveTextContent('Waiting for Customer');
    expect(save()).toBeDisabled();
    const card = within(screen.getByRole('region', { name: 'Customer Verification' }));
    expect(card.getByText('Pending')).toBeInTheDocument();
    expect(card.getByText(/expires/)).toBeInTheDocument();

    // The customer approves on their phone; the 5 s re-check brings it here.
    current = { ...order, verification: { ...proposal, status: 'approved', respondedAt: '2030-03-12T04:40:00.000Z' } };
    const reads = api.calls(GET).length;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(api.calls(GET).length).toBeGreaterThan(reads));
    expect(await card.findByText('Approved')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Save Now' })).toBeEnabled();
    expect(save()).toHaveTextContent('Save Order');

    await user.click(save());
    expect(await screen.findByText('Order saved with the changes the customer approved')).toBeInTheDocument();
    expect(api.calls(UPDATE)[1]?.body).toEqual({
      items: [{ serviceId: 'dc-men-shirt', quantity: 3 }],
      updatedBy: 'rider',
      requiresVerification: false,
    });
    // Saved: edit mode closes and the order shows its new items.
    expect(screen.getByRole('button', { name: 'Edit Order' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customer Verification' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Shirt' })).toHaveTextContent('× 3');
  });

  it('stops re-checking once the customer has answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = acceptedOrder({
      verification: makeVerification('x', [SHIRT], [LAUNDRY], { status: 'rejected', responseReason: 'I gave only shirts' }),
    });
    const api = mockApi([on(GET, order)]);
    await renderOrder(order);
    const card = within(screen.getByRole('region', { name: 'Customer Verification' }));
    expect(card.getByText('Rejected')).toBeInTheDocument();
    expect(card.getByText('I gave only shirts')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Modify and Resend' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(api.calls(GET)).toHaveLength(1);
  });

  it("saves an approved change from the verification card's Save Now, with exactly the approved items", async () => {
    const order = acceptedOrder({ verification: makeVerification('x', [SHIRT], [SHIRT, LAUNDRY], { status: 'approved' }) });
    const api = mockApi([
      on(GET, order),
      on(
        UPDATE,
        answer(
          { ...order, ...withLines([SHIRT, LAUNDRY]), verification: null },
          'Order saved with the changes the customer approved',
        ),
      ),
    ]);
    const { user } = await renderOrder(order);

    await user.click(screen.getByRole('button', { name: 'Save Now' }));
    expect(await screen.findByText('Order saved with the changes the customer approved')).toBeInTheDocument();
    expect(api.calls(UPDATE)[0]?.body).toEqual({
      items: [
        { serviceId: 'dc-men-shirt', quantity: 2 },
        { serviceId: 'laundry-fold', quantity: 3 },
      ],
      updatedBy: 'rider',
      requiresVerification: false,
    });
  });

  it("withdraws the pending request after a confirm when the edit is cancelled ('Cancelled by rider')", async () => {
    const order = acceptedOrder({ verification: makeVerification('x', [SHIRT], [LAUNDRY]) });
    const api = mockApi([on(GET, order), on(UPDATE, answer({ ...order, verification: null }, 'Verification request cancelled'))]);
    const { user } = await renderOrder(order);

    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    expect(screen.getByRole('button', { name: 'Waiting for Customer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the verification request?' });
    // Keep Waiting changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep Waiting' }));
    expect(api.calls(UPDATE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Cancel Request' }));
    expect(await screen.findByText('Verification request cancelled')).toBeInTheDocument();
    expect(api.calls(UPDATE)[0]?.body).toEqual({
      updatedBy: 'rider',
      verificationStatus: 'cancelled',
      notes: 'Cancelled by rider',
    });
    expect(screen.getByRole('button', { name: 'Edit Order' })).toBeInTheDocument();
  });

  it('cancels an edit with nothing sent without asking the server', async () => {
    const order = acceptedOrder();
    const api = mockApi([on(GET, order)]);
    const { user } = await renderOrder(order);
    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    await user.click(items().getByRole('button', { name: 'Increase Shirt' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Order' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Shirt' })).toHaveTextContent('× 2');
    expect(api.calls(UPDATE)).toHaveLength(0);
  });
});

describe('save errors keep the edit open (§8.7)', () => {
  const approvedOrder = () =>
    acceptedOrder({ verification: makeVerification('x', [SHIRT], [{ ...SHIRT, quantity: 3 }], { status: 'approved' }) });

  async function failSave(order: RiderOrder) {
    const { user } = await renderOrder(order);
    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
  }

  it.each<[string, () => Response | Promise<Response>, string]>([
    ['a server failure', () => fail(500, 'Internal Server Error'), 'Server error. Please try again later.'],
    [
      'a refusal',
      () => fail(409, 'These are not the items the customer approved. Send them for verification again.'),
      'Save failed: These are not the items the customer approved. Send them for verification again.',
    ],
    ['a 404 (never a success)', () => fail(404, 'Booking not found'), 'Save failed: Booking not found'],
    ['a network failure (never a success)', networkDown, 'Unexpected error. Please try again.'],
  ])('%s', async (_name, reply, message) => {
    const order = approvedOrder();
    mockApi([on(GET, order), on(UPDATE, reply)]);
    await failSave(order);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    // Still editing, the draft intact, and the button ready for another try.
    expect(screen.queryByRole('button', { name: 'Edit Order' })).not.toBeInTheDocument();
    expect(items().getByRole('listitem', { name: 'Shirt' })).toHaveTextContent('Quantity: 3');
    expect(screen.getByRole('button', { name: 'Save Order' })).toBeEnabled();
    expect(screen.queryByText(/saved/i)).not.toBeInTheDocument();
  });

  it('a save that gets no answer in 15 s times out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = approvedOrder();
    const api = mockApi([on(GET, order)]);
    const answerGet = api.fetchMock.getMockImplementation()!;
    // The update hangs until the client gives up on it.
    api.fetchMock.mockImplementation((input, init) =>
      init?.method === 'PUT'
        ? new Promise<Response>((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          )
        : answerGet(input, init),
    );
    await failSave(order);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('Save timeout. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Order' })).toBeEnabled();
  });

  it('a send that fails says the verification was not sent', async () => {
    const order = acceptedOrder();
    mockApi([on(GET, order), on(UPDATE, networkDown)]);
    const { user } = await renderOrder(order);
    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    await user.click(items().getByRole('button', { name: 'Increase Shirt' }));
    await user.click(screen.getByRole('button', { name: 'Send for Verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification. Please try again.');
    expect(screen.getByRole('button', { name: 'Send for Verification' })).toBeEnabled();
  });
});

describe('the draft', () => {
  it('survives a refetch of the order and a reload of the page', async () => {
    const order = acceptedOrder();
    mockApi([on(GET, order)]);
    const { user, queryClient } = await renderOrder(order);
    await user.click(screen.getByRole('button', { name: 'Edit Order' }));
    await user.click(items().getByRole('button', { name: 'Increase Shirt' }));

    // A live event refetches the order: the rider's count stays.
    await act(() => queryClient.invalidateQueries({ queryKey: riderOrderKeys.all }));
    expect(items().getByRole('listitem', { name: 'Shirt' })).toHaveTextContent('Quantity: 3');

    // A reload on a weak connection: the edit comes back from the tab's session.
    cleanup();
    await renderOrder(order);
    expect(items().getByRole('listitem', { name: 'Shirt' })).toHaveTextContent('Quantity: 3');
  });
});
