import { contract, ORDER_MESSAGES, PICKUP_PHOTO_MESSAGES, type Rider, type RiderOrder } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { makePhoto, makeRider, makeRiderOrder } from '../testing/rider-order-fixtures';
import { clearGeolocation, renderRiderOrders, stubGeolocation } from '../testing/render-rider-orders';
import { CompleteTripDialog } from './complete-trip-dialog';

const ACTION = contract.riderOrders.action;
const ADD_PHOTO = contract.pickupPhotos.add;
const REMOVE_PHOTO = contract.pickupPhotos.remove;

afterEach(() => {
  toast.dismiss();
  clearGeolocation();
  vi.unstubAllGlobals();
});

function renderDialog(order: RiderOrder, rider: Rider | null = makeRider()) {
  const onOpenChange = vi.fn();
  const onCompleted = vi.fn();
  const rendered = renderRiderOrders(
    <CompleteTripDialog order={order} rider={rider} open onOpenChange={onOpenChange} onCompleted={onCompleted} />,
  );
  return { ...rendered, onOpenChange, onCompleted };
}

const completed = (order: RiderOrder, message = 'Order completed successfully!') => ({
  success: true as const,
  message,
  order: { ...order, riderStatus: 'completed' },
});

const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('completing a pickup', () => {
  it('requires the number of items collected, then sends it', async () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up' });
    const api = mockApi([on(ACTION, completed(order))]);
    stubGeolocation({ lat: 28.47, lng: 77.04 });
    const { user, onOpenChange, onCompleted } = renderDialog(order);

    const dialog = screen.getByRole('dialog', { name: 'Complete pickup' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete pickup' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ORDER_MESSAGES.itemCountRequired);
    expect(within(dialog).getByLabelText('Pieces or bags collected')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(ACTION)).toHaveLength(0);

    // Letters are dropped; the stepper counts on from the typed number.
    await user.type(within(dialog).getByLabelText('Pieces or bags collected'), '2x');
    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    expect(within(dialog).getByLabelText('Pieces or bags collected')).toHaveValue('3');
    await user.click(within(dialog).getByRole('button', { name: 'Complete pickup' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls(ACTION)[0]?.body).toMatchObject({
      orderId: order._id,
      action: 'complete',
      itemCount: 3,
      location: { lat: 28.47, lng: 77.04 },
    });
    expect(api.calls(ACTION)[0]?.body).not.toHaveProperty('handoverCode');
    // What was completed, in the server's own words.
    expect(onCompleted).toHaveBeenCalledWith(ORDER_MESSAGES.pickupDone(3));
    expect(await screen.findByText('Pickup completed: 3 items on the way to the laundry')).toBeInTheDocument();
  });

  it('refuses a count above 1000 without asking the server', async () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up' });
    const api = mockApi([]);
    const { user } = renderDialog(order);

    await user.type(screen.getByLabelText('Pieces or bags collected'), '1001');
    await user.click(screen.getByRole('button', { name: 'Complete pickup' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The count must be a whole number from 1 to 1000');
    // Only the pickup's tags were asked for (the tag panel).
    expect(api.calls(ACTION)).toHaveLength(0);
  });

  it('uploads a photo at once, shows its thumbnail and removes it', async () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up' });
    const photo = makePhoto(order._id, 1);
    const api = mockApi([
      on(ADD_PHOTO, { success: true, message: PICKUP_PHOTO_MESSAGES.added, photo }),
      on(REMOVE_PHOTO, { success: true, message: PICKUP_PHOTO_MESSAGES.removed }),
    ]);
    const { user } = renderDialog(order);

    const input = screen.getByLabelText('Add photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, png('bags.png'));

    const thumbnail = await screen.findByRole('img', { name: 'Pickup photo 1' });
    expect(thumbnail).toHaveAttribute('src', photo.url);
    const [sent] = api.calls(ADD_PHOTO);
    expect(sent?.params).toEqual({ orderId: order._id });
    expect(sent?.body).toBeInstanceOf(FormData);
    const part = sent!.body.get('photo') as File;
    expect(part.name).toBe('bags.png');
    expect(part.type).toBe('image/png');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Pickup photo 1' })).not.toBeInTheDocument());
    expect(api.calls(REMOVE_PHOTO)[0]?.params).toEqual({ orderId: order._id, photoId: photo.id });
  });

  it('stops at 3 photos: the third upload leaves no way to add a fourth', async () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up', pickup_photos: [makePhoto('x', 1), makePhoto('x', 2)] });
    mockApi([on(ADD_PHOTO, { success: true, message: PICKUP_PHOTO_MESSAGES.added, photo: makePhoto(order._id, 3) })]);
    const { user } = renderDialog(order);

    expect(screen.getAllByRole('img', { name: /Pickup photo/ })).toHaveLength(2);
    await user.upload(screen.getByLabelText('Add photo'), png('third.png'));

    expect(await screen.findByRole('img', { name: 'Pickup photo 3' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Add photo')).not.toBeInTheDocument();
    expect(screen.getByText(PICKUP_PHOTO_MESSAGES.limit)).toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
  });

  it("shows the server's refusal of a photo", async () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up' });
    mockApi([on(ADD_PHOTO, () => fail(400, PICKUP_PHOTO_MESSAGES.limit))]);
    const { user } = renderDialog(order);

    await user.upload(screen.getByLabelText('Add photo'), png('fourth.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PICKUP_PHOTO_MESSAGES.limit);
    expect(screen.queryByRole('img', { name: /Pickup photo/ })).not.toBeInTheDocument();
  });

  it.each([
    ['too large', png('huge.png', 5 * 1024 * 1024), PICKUP_PHOTO_MESSAGES.tooLarge],
    ['not JPEG, PNG or WebP', new File([new Uint8Array(64)], 'anim.gif', { type: 'image/gif' }), PICKUP_PHOTO_MESSAGES.wrongType],
  ])('refuses a photo that is %s before sending it', async (_what, file, message) => {
    const order = makeRiderOrder({ riderStatus: 'picked_up' });
    const api = mockApi([]);
    const { user } = renderDialog(order);

    await user.upload(screen.getByLabelText('Add photo'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.calls(ADD_PHOTO)).toHaveLength(0);
  });
});

describe('completing a delivery', () => {
  it('takes the 4-digit handover code; a wrong code keeps the dialog open with the message', async () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up', tripType: 'delivery' });
    const api = mockApi([
      on(ACTION, ({ body }) => (body.handoverCode === '4821' ? completed(order) : fail(400, ORDER_MESSAGES.handoverCodeWrong))),
    ]);
    const { user, onOpenChange } = renderDialog(order);

    const dialog = screen.getByRole('dialog', { name: 'Complete delivery' });
    const code = within(dialog).getByLabelText('Handover code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Complete delivery' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The handover code is 4 digits');
    expect(api.calls(ACTION)).toHaveLength(0);

    await user.type(code, '3a4');
    expect(code).toHaveValue('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Complete delivery' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.handoverCodeWrong);
    expect(api.calls(ACTION)[0]?.body).toMatchObject({ action: 'complete', handoverCode: '1234' });
    expect(api.calls(ACTION)[0]?.body).not.toHaveProperty('itemCount');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Complete delivery' })).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Complete delivery' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText(ORDER_MESSAGES.deliveryDone(order.custom_order_id))).toBeInTheDocument();
  });

  it('shows the network sentence in the dialog when no answer comes', async () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up', tripType: 'delivery' });
    mockApi([on(ACTION, networkDown)]);
    const { user, onOpenChange } = renderDialog(order);

    await user.type(screen.getByLabelText('Handover code'), '4821');
    await user.click(screen.getByRole('button', { name: 'Complete delivery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection and try again.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('refuses without a signed-in rider, before asking the server', async () => {
    const order = makeRiderOrder({ riderStatus: 'picked_up', tripType: 'delivery' });
    const api = mockApi([]);
    const { user } = renderDialog(order, null);

    await user.type(screen.getByLabelText('Handover code'), '4821');
    await user.click(screen.getByRole('button', { name: 'Complete delivery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rider information not found. Please login again.');
    // Only the door check's tags were asked for (a read); nothing was sent.
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});
