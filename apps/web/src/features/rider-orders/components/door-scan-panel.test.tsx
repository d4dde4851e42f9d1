import { contract, ORDER_MESSAGES, SCAN_MESSAGES, type StageScan } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { englishLeftIn } from '@/test/english-left';
import { fail, mockApi, on } from '@/test/mock-api';
import { makeRider, makeRiderOrder } from '../testing/rider-order-fixtures';
import { clearGeolocation, renderRiderOrders, stubGeolocation } from '../testing/render-rider-orders';
import { CompleteTripDialog } from './complete-trip-dialog';

// The check at the door (issue 27, decision 0034): every tag scanned before the handover code, another order's tag
// flagged with the server's words, and a tag that cannot be found reported (the delivery stops).

const READ = contract.riderDoorScans.read;
const SCAN = contract.riderDoorScans.scan;
const MISSING = contract.riderDoorScans.reportMissing;
const ACTION = contract.riderOrders.action;
const CODES = ['WD-7K3F-01', 'WD-7K3F-02', 'WD-7K3F-03'];

afterEach(async () => {
  toast.dismiss();
  clearGeolocation();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function stage(scanned: readonly string[], unexpected: string[] = [], codes = CODES): StageScan {
  const tags = codes.map((code, n) => ({
    id: `00000000-0000-4000-8000-00000000000${n + 1}`,
    code,
    scanned_at: scanned.includes(code) ? '2026-11-29T12:00:00.000Z' : null,
  }));
  const missing = tags.filter((tag) => tag.scanned_at === null).map((tag) => tag.code);
  return {
    stage: 'delivery',
    kind: 'garment',
    tags,
    unexpected: unexpected.map((code) => ({ code, at: '2026-11-29T12:01:00.000Z' })),
    missing,
    complete: missing.length === 0,
  };
}

/** The server's door check, changed by scans as the API does. */
function doorServer(initial: string[] = []) {
  let scanned = [...initial];
  let unexpected: string[] = [];
  return [
    on(READ, () => ({ success: true as const, scan: stage(scanned, unexpected) })),
    on(SCAN, ({ body }) => {
      if (body.code === 'WD-9XYZ-04') {
        unexpected = [body.code, ...unexpected];
        const message = SCAN_MESSAGES.unexpectedOther(body.code, 'WD-7K3M9Q');
        return { success: true as const, message, outcome: 'unexpected' as const, scan: stage(scanned, unexpected) };
      }
      const repeat = scanned.includes(body.code);
      scanned = repeat ? scanned : [...scanned, body.code];
      return {
        success: true as const,
        message: repeat ? SCAN_MESSAGES.repeat(body.code) : SCAN_MESSAGES.scanned(body.code),
        outcome: repeat ? ('repeat' as const) : ('ok' as const),
        scan: stage(scanned, unexpected),
      };
    }),
    on(MISSING, () => {
      const current = stage(scanned, unexpected);
      return { success: true as const, message: SCAN_MESSAGES.doorMissingReported(current.missing), scan: current };
    }),
  ];
}

function renderDelivery() {
  const order = makeRiderOrder({ riderStatus: 'picked_up', tripType: 'delivery' });
  const onOpenChange = vi.fn();
  const rendered = renderRiderOrders(<CompleteTripDialog order={order} rider={makeRider()} open onOpenChange={onOpenChange} />);
  return { ...rendered, order, onOpenChange };
}

describe('the check at the door', () => {
  it('ticks off each tag, flags another order’s, and opens the handover code only when every tag is scanned', async () => {
    const api = mockApi([
      ...doorServer(['WD-7K3F-01']),
      on(ACTION, () => ({
        success: true as const,
        message: ORDER_MESSAGES.deliveryDone('WD-TEST'),
        order: makeRiderOrder({ riderStatus: 'completed', tripType: 'delivery' }),
      })),
    ]);
    stubGeolocation({ lat: 28.47, lng: 77.04 });
    const { user, onOpenChange, order } = renderDelivery();
    const dialog = screen.getByRole('dialog', { name: 'Complete delivery' });
    const panel = await within(dialog).findByRole('group', { name: 'Check every tag' });
    expect(within(panel).getByTestId('door-progress')).toHaveTextContent('1 of 3 scanned');
    expect(panel).toHaveTextContent('Scan every tag before the handover.');
    const code = within(dialog).getByLabelText('Handover code');
    const complete = within(dialog).getByRole('button', { name: 'Complete delivery' });
    // The code's lock follows the scans' state, which settles a render after the panel shows (slow under load).
    await waitFor(() => expect(code).toBeDisabled());
    expect(complete).toBeDisabled();
    expect(dialog).toHaveTextContent('Scan every tag first: the handover code comes after.');

    // Typed as printed; Enter checks it without submitting the handover.
    await user.type(within(panel).getByLabelText('Tag code'), 'wd 7k3f 02{Enter}');
    expect(await within(panel).findByTestId('door-notice')).toHaveTextContent('WD-7K3F-02 scanned');
    expect(api.calls(SCAN)[0]?.body).toEqual({ code: 'WD-7K3F-02' });
    expect(within(panel).getByTestId('door-progress')).toHaveTextContent('2 of 3 scanned');
    expect(api.calls(ACTION)).toHaveLength(0);

    await user.type(within(panel).getByLabelText('Tag code'), 'WD-9XYZ-04');
    await user.click(within(panel).getByRole('button', { name: 'Check' }));
    expect(await within(panel).findByText(SCAN_MESSAGES.unexpectedOther('WD-9XYZ-04', 'WD-7K3M9Q'))).toBeInTheDocument();
    expect(panel).toHaveTextContent('Not this order’s tags: WD-9XYZ-04');
    expect(code).toBeDisabled();

    await user.type(within(panel).getByLabelText('Tag code'), 'WD-7K3F-03{Enter}');
    await waitFor(() => expect(within(panel).getByTestId('door-progress')).toHaveTextContent('3 of 3 scanned'));
    expect(panel).toHaveTextContent('Every tag is here. Ask for the handover code.');
    expect(within(panel).queryByLabelText('Tag code')).toBeNull();
    await waitFor(() => expect(code).toBeEnabled());

    await user.type(code, '4821');
    await user.click(complete);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls(ACTION)[0]?.body).toMatchObject({ action: 'complete', handoverCode: '4821' });
    expect(api.calls(READ)[0]?.params.orderId).toBe(order._id);
  });

  it("reports a tag that cannot be found and shows the server's message; no handover code is asked", async () => {
    const api = mockApi(doorServer(['WD-7K3F-01', 'WD-7K3F-02']));
    const { user } = renderDelivery();
    const dialog = screen.getByRole('dialog', { name: 'Complete delivery' });
    const panel = await within(dialog).findByRole('group', { name: 'Check every tag' });
    await user.click(within(panel).getByRole('button', { name: 'I can’t find a tag' }));
    expect(within(panel).getByTestId('missing-confirm')).toHaveTextContent(
      'Report WD-7K3F-03 missing? The delivery stops and operations are told.',
    );
    expect(api.calls(MISSING)).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Report missing' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(SCAN_MESSAGES.doorMissingReported(['WD-7K3F-03']));
    expect(api.calls(MISSING)).toHaveLength(1);
    // The delivery stopped: no handover code is asked at all.
    expect(within(dialog).queryByLabelText('Handover code')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Complete delivery' })).toBeDisabled();
  });

  it('keeps today’s flow for an order without tags', async () => {
    const api = mockApi([on(READ, { success: true, scan: stage([], [], []) })]);
    const { user } = renderDelivery();
    const dialog = screen.getByRole('dialog', { name: 'Complete delivery' });
    await waitFor(() => expect(api.calls(READ)).toHaveLength(1));
    const code = within(dialog).getByLabelText('Handover code');
    await user.type(code, '4821');
    expect(code).toHaveValue('4821');
    expect(within(dialog).queryByRole('group', { name: 'Check every tag' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Complete delivery' })).toBeEnabled();
  });

  it("shows the server's refusal of a scan", async () => {
    mockApi([...doorServer(), on(SCAN, () => fail(409, SCAN_MESSAGES.deliveryRiderOnly))]);
    const { user } = renderDelivery();
    const panel = await screen.findByRole('group', { name: 'Check every tag' });
    await user.type(within(panel).getByLabelText('Tag code'), 'WD-7K3F-01{Enter}');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(SCAN_MESSAGES.deliveryRiderOnly);
  });
});

describe('the check at the door in Hindi', () => {
  it('speaks Hindi: the panel, another order’s tag and the missing report', async () => {
    await i18n.changeLanguage('hi');
    mockApi(doorServer(['WD-7K3F-01']));
    const { user } = renderDelivery();
    const panel = await screen.findByRole('group', { name: 'हर टैग जाँचें' });
    expect(within(panel).getByTestId('door-progress')).toHaveTextContent('3 में से 1 स्कैन हुए');
    expect(screen.getByRole('dialog')).toHaveTextContent('पहले हर टैग स्कैन करें: हैंडओवर कोड उसके बाद।');

    await user.type(within(panel).getByLabelText('टैग कोड'), 'WD-9XYZ-04{Enter}');
    expect(await within(panel).findByTestId('door-notice')).toHaveTextContent(
      'WD-9XYZ-04 ऑर्डर WD-7K3M9Q का है, इसका नहीं। इसे अलग रखें: ऑपरेशंस को बता दिया गया है।',
    );
    expect(englishLeftIn(panel)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'मुझे एक टैग नहीं मिल रहा' }));
    await user.click(within(panel).getByRole('button', { name: 'गुम बताएँ' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'डिलीवरी रोक दी गई: WD-7K3F-02, WD-7K3F-03 गुम है। ऑपरेशंस को बता दिया गया है, वे आपको कॉल करेंगे।',
    );
  });
});
