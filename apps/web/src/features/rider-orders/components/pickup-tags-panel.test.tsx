import { contract, TAG_CODE_MESSAGES, TAG_MESSAGES, type BookingTag } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, on } from '@/test/mock-api';
import { makeRider, makeRiderOrder } from '../testing/rider-order-fixtures';
import { clearGeolocation, renderRiderOrders, stubGeolocation } from '../testing/render-rider-orders';
import { CompleteTripDialog } from './complete-trip-dialog';

const LIST = contract.riderTags.list;
const ATTACH = contract.riderTags.attach;
const REMOVE = contract.riderTags.remove;
const ACTION = contract.riderOrders.action;

afterEach(async () => {
  toast.dismiss();
  clearGeolocation();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const tag = (code: string, n: number): BookingTag => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  code,
  kind: 'garment',
  attached_at: '2026-11-29T10:00:00.000Z',
});

/** The server's tags, changed by attach and remove as the API does. */
function tagServer(initial: BookingTag[]) {
  let tags = [...initial];
  return [
    on(LIST, () => ({ success: true as const, kind: 'garment' as const, tags })),
    on(ATTACH, ({ body }) => {
      if (body.code === 'WD-9XYZ-01') return fail(409, TAG_MESSAGES.onOtherOrder('WD-7K3M9Q'), { error: 'TAG_ON_OTHER_ORDER' });
      const added = tag(body.code, tags.length + 1);
      tags = [...tags, added];
      return { success: true as const, message: TAG_MESSAGES.attached, kind: 'garment' as const, tags, tag: added };
    }),
    on(REMOVE, ({ params }) => {
      tags = tags.filter((t) => t.id !== params.tagId);
      return { success: true as const, message: TAG_MESSAGES.removed, kind: 'garment' as const, tags };
    }),
  ];
}

function renderPickup() {
  const order = makeRiderOrder({ riderStatus: 'picked_up' });
  const onOpenChange = vi.fn();
  const rendered = renderRiderOrders(<CompleteTripDialog order={order} rider={makeRider()} open onOpenChange={onOpenChange} />);
  return { ...rendered, order, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Complete pickup' }) };
}

describe('tagging a pickup before completing it', () => {
  it('adds typed codes as printed, lists them with remove, and enables Complete only when the count matches', async () => {
    const api = mockApi([
      ...tagServer([tag('WD-7K3F-01', 1)]),
      on(ACTION, ({ body }) => ({
        success: true as const,
        message: 'Pickup completed: 2 items on the way to the laundry',
        order: { ...makeRiderOrder({ riderStatus: 'completed' }), itemsCollected: body.itemCount ?? 0 },
      })),
    ]);
    stubGeolocation({ lat: 28.47, lng: 77.04 });
    const { user, dialog, onOpenChange } = renderPickup();
    const panel = within(dialog).getByRole('group', { name: 'Tag items' });
    expect(await within(panel).findByText('WD-7K3F-01')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Pieces or bags collected'), '2');
    expect(within(panel).getByTestId('tag-progress')).toHaveTextContent('1 of 2 tagged');
    const complete = within(dialog).getByRole('button', { name: 'Complete pickup' });
    expect(complete).toBeDisabled();
    expect(within(dialog).getByTestId('tag-mismatch')).toHaveTextContent('1 tagged but 2 confirmed');

    // Lower case, spaces, no dashes: read as printed; Enter adds without submitting the pickup.
    await user.type(within(panel).getByLabelText('Label code'), 'wd 7k3f 02{Enter}');
    await waitFor(() => expect(api.calls(ATTACH)).toHaveLength(1));
    expect(api.calls(ATTACH)[0]?.body).toEqual({ code: 'WD-7K3F-02' });
    expect(await within(panel).findByText('WD-7K3F-02 added')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Label code')).toHaveValue('');
    expect(within(panel).getByTestId('tag-progress')).toHaveTextContent('2 of 2 tagged');
    expect(api.calls(ACTION)).toHaveLength(0);
    await waitFor(() => expect(complete).toBeEnabled());

    // A wrong one comes off again: Complete waits once more.
    await user.type(within(panel).getByLabelText('Label code'), 'WD-7K3F-03');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('WD-7K3F-03')).toBeInTheDocument();
    expect(complete).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Remove tag WD-7K3F-03' }));
    await waitFor(() => expect(within(panel).queryByText('WD-7K3F-03')).not.toBeInTheDocument());
    expect(api.calls(REMOVE)[0]?.params.tagId).toBe(tag('', 3).id);

    await user.click(complete);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls(ACTION)[0]?.body).toMatchObject({ action: 'complete', itemCount: 2 });
  });

  it('refuses a malformed code without asking the server, and names the order a taken label is on', async () => {
    const api = mockApi(tagServer([]));
    const { user, dialog } = renderPickup();
    const panel = within(dialog).getByRole('group', { name: 'Tag items' });
    expect(await within(panel).findByText('No tags yet.')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Label code'), 'WD-7K3F');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(TAG_CODE_MESSAGES.malformed);
    expect(within(panel).getByLabelText('Label code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(ATTACH)).toHaveLength(0);

    await user.clear(within(panel).getByLabelText('Label code'));
    await user.type(within(panel).getByLabelText('Label code'), 'WD-9XYZ-01');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This label is already on order WD-7K3M9Q. Use another label.',
    );
  });

  it('speaks Hindi: the panel, a malformed code and a label on another order', async () => {
    await i18n.changeLanguage('hi');
    mockApi(tagServer([]));
    const order = makeRiderOrder({ riderStatus: 'picked_up' });
    const { user } = renderRiderOrders(<CompleteTripDialog order={order} rider={makeRider()} open onOpenChange={vi.fn()} />);
    const panel = await screen.findByRole('group', { name: 'आइटम पर टैग लगाएँ' });
    await user.type(within(panel).getByLabelText('लेबल कोड'), 'xx');
    await user.click(within(panel).getByRole('button', { name: 'जोड़ें' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('यह टैग कोड नहीं है।');
    await user.clear(within(panel).getByLabelText('लेबल कोड'));
    await user.type(within(panel).getByLabelText('लेबल कोड'), 'WD-9XYZ-01');
    await user.click(within(panel).getByRole('button', { name: 'जोड़ें' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('यह लेबल पहले से ऑर्डर WD-7K3M9Q पर लगा है।');
  });
});
