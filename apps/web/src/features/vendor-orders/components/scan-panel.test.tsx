import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, SCAN_MESSAGES, VENDOR_STAFF_MESSAGES } from '@washday/core';
import '@/locales/vendor-strings';
import { setAppLanguage } from '@/lib/i18n';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ORDER_ID, TAGS, stageScan, vendorOrder } from '../testing/vendor-fixtures';
import { VendorOrderDialog } from './vendor-order-dialog';

/** The scan endpoints as the server would answer them: the order's three tags, and WD-9ZZZ-05 on another order. */
function scanApi(stage: 'intake' | 'packing', already: string[] = []) {
  const scanned = [...already];
  const unexpected: string[] = [];
  return [
    on(contract.vendorScans.read, () => ({ success: true, scan: stageScan(stage, scanned, unexpected) })),
    on(contract.vendorScans.scan, ({ body }) => {
      const code = body.code;
      if (!TAGS.some((tag) => tag.code === code)) {
        unexpected.unshift(code);
        const message = SCAN_MESSAGES.unexpectedOther(code, 'WD-241122-0009');
        return { success: true, message, outcome: 'unexpected', scan: stageScan(stage, scanned, unexpected) };
      }
      if (scanned.includes(code))
        return {
          success: true,
          message: SCAN_MESSAGES.repeat(code),
          outcome: 'repeat',
          scan: stageScan(stage, scanned, unexpected),
        };
      scanned.push(code);
      return { success: true, message: SCAN_MESSAGES.scanned(code), outcome: 'ok', scan: stageScan(stage, scanned, unexpected) };
    }),
  ];
}

async function scanCode(user: ReturnType<typeof userEvent.setup>, code: string, label = 'Tag code') {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, `${code}{Enter}`);
}

describe("the laundry's intake and packing scans", () => {
  beforeAll(async () => {
    await setAppLanguage('en');
  });
  afterEach(async () => {
    await setAppLanguage('en');
  });

  it('scans tags in: ticks them off, counts, says a repeat, and shows another order’s tag in red at once', async () => {
    const api = mockApi(scanApi('intake'));
    const user = userEvent.setup();
    renderWithProviders(<VendorOrderDialog order={vendorOrder()} onClose={vi.fn()} />);
    const panel = await screen.findByRole('region', { name: 'Scan in' });
    expect(await within(panel).findByTestId('scan-progress')).toHaveTextContent('0 of 3 scanned in');
    expect(panel).toHaveTextContent('Not scanned in yet: WD-7K3F-01, WD-7K3F-02, WD-7K3F-03');

    // Typed as a rider reads it: lower case, and the field empties for the next one.
    await scanCode(user, 'wd-7k3f-02');
    expect(await within(panel).findByRole('status')).toHaveTextContent('WD-7K3F-02 scanned');
    expect(api.calls(contract.vendorScans.scan)[0]!.body).toEqual({ stage: 'intake', code: 'WD-7K3F-02' });
    expect(api.calls(contract.vendorScans.scan)[0]!.params).toEqual({ id: ORDER_ID });
    expect(screen.getByLabelText('Tag code')).toHaveValue('');
    expect(within(panel).getByTestId('scan-progress')).toHaveTextContent('1 of 3 scanned in');
    const list = within(panel).getByRole('list', { name: "This order's tags" });
    expect(within(list).getByText('WD-7K3F-02').closest('li')).toHaveTextContent('scanned in');
    expect(within(list).getByText('WD-7K3F-01').closest('li')).toHaveTextContent('not scanned yet');

    await scanCode(user, 'WD-7K3F-02');
    expect(await within(panel).findByText('WD-7K3F-02 was already scanned')).toBeInTheDocument();
    expect(within(panel).getByTestId('scan-progress')).toHaveTextContent('1 of 3 scanned in');

    await scanCode(user, 'WD-9ZZZ-05');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'WD-9ZZZ-05 belongs to order WD-241122-0009, not this one. Put it aside: operations have been told.',
    );
    expect(within(panel).getByRole('group', { name: /Not this order’s/ })).toHaveTextContent('WD-9ZZZ-05');

    await scanCode(user, 'WD-7K3F-01');
    await scanCode(user, 'WD-7K3F-03');
    await waitFor(() => expect(within(panel).getByTestId('scan-progress')).toHaveTextContent('3 of 3 scanned in'));
    expect(panel).toHaveTextContent('Every tag is in.');
  });

  it('refuses a malformed code before sending it', async () => {
    const api = mockApi(scanApi('intake'));
    const user = userEvent.setup();
    renderWithProviders(<VendorOrderDialog order={vendorOrder()} onClose={vi.fn()} />);
    await screen.findByTestId('scan-progress');
    await scanCode(user, 'WD-12');
    expect(await screen.findByText(/That is not a tag code/)).toBeInTheDocument();
    expect(screen.getByLabelText('Tag code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(contract.vendorScans.scan)).toHaveLength(0);
  });

  it('marks received and shows what the server flagged missing', async () => {
    const missing = SCAN_MESSAGES.intakeMissing(['WD-7K3F-03']);
    const api = mockApi([
      ...scanApi('intake', ['WD-7K3F-01', 'WD-7K3F-02']),
      on(contract.vendor.setStage, () => ({
        success: true,
        message: `${VENDOR_STAFF_MESSAGES.stageSet('WD-241122-0001', 'received')} ${missing}`,
        order: vendorOrder({ vendorStage: 'received' }),
      })),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<VendorOrderDialog order={vendorOrder()} onClose={vi.fn()} />);
    expect(await screen.findByTestId('scan-progress')).toHaveTextContent('2 of 3 scanned in');
    await user.click(screen.getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(api.calls(contract.vendor.setStage)).toHaveLength(1));
    expect(
      await screen.findByText(`WD-241122-0001 marked received. ${missing}`, { selector: '[role=status]' }),
    ).toBeInTheDocument();
  });

  it('packs: counts what is in the bag, and shows the server refusing ready until all are packed', async () => {
    mockApi([
      ...scanApi('packing', ['WD-7K3F-01']),
      on(contract.vendor.setStage, () => fail(409, SCAN_MESSAGES.packingIncomplete(['WD-7K3F-02', 'WD-7K3F-03']))),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<VendorOrderDialog order={vendorOrder({ vendorStage: 'processing' })} onClose={vi.fn()} />);
    const panel = await screen.findByRole('region', { name: 'Pack' });
    expect(await within(panel).findByTestId('scan-progress')).toHaveTextContent('1 of 3 packed');
    await scanCode(user, 'WD-7K3F-02');
    await waitFor(() => expect(within(panel).getByTestId('scan-progress')).toHaveTextContent('2 of 3 packed'));
    await user.click(screen.getByRole('button', { name: 'Mark ready' }));
    const refusal = await screen.findByText('Pack every tag before marking ready. Not packed yet: WD-7K3F-02, WD-7K3F-03', {
      selector: '[role=alert]',
    });
    expect(refusal).toBeInTheDocument();
  });

  it('opens the shared camera scanner lazily and says when there is no camera', async () => {
    mockApi(scanApi('intake'));
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    const user = userEvent.setup();
    renderWithProviders(<VendorOrderDialog order={vendorOrder()} onClose={vi.fn()} />);
    await screen.findByTestId('scan-progress');
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText(/The camera could not be opened/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop camera' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads in Hindi, with the server’s messages rebuilt in Hindi', async () => {
    await setAppLanguage('hi');
    mockApi([
      ...scanApi('intake'),
      on(contract.vendor.setStage, () => ({
        success: true,
        message: `${VENDOR_STAFF_MESSAGES.stageSet('WD-241122-0001', 'received')} ${SCAN_MESSAGES.intakeMissing(['WD-7K3F-02', 'WD-7K3F-03'])}`,
        order: vendorOrder({ vendorStage: 'received' }),
      })),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<VendorOrderDialog order={vendorOrder()} onClose={vi.fn()} />);
    const panel = await screen.findByRole('region', { name: 'स्कैन करके लें' });
    expect(await within(panel).findByTestId('scan-progress')).toHaveTextContent('3 में से 0 स्कैन हुए');
    await scanCode(user, 'WD-7K3F-01', 'टैग कोड');
    expect(await within(panel).findByRole('status')).toHaveTextContent('WD-7K3F-01 स्कैन हो गया');
    await scanCode(user, 'WD-9ZZZ-05', 'टैग कोड');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'WD-9ZZZ-05 ऑर्डर WD-241122-0009 का है, इसका नहीं। इसे अलग रखें: ऑपरेशंस को बता दिया गया है।',
    );
    await user.click(screen.getByRole('button', { name: 'मिल गया चिह्नित करें' }));
    expect(
      await screen.findByText('WD-241122-0001: मिल गया। स्कैन नहीं हुए: WD-7K3F-02, WD-7K3F-03। ऑपरेशंस और राइडर को बता दिया गया है।', {
        selector: '[role=status]',
      }),
    ).toBeInTheDocument();
  });
});
