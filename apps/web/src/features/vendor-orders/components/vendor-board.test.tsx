import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, ORDER_MESSAGES, type VendorOrder } from '@washday/core';
import '@/locales/vendor-strings';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { setAppLanguage } from '@/lib/i18n';
import { VendorBoard } from './vendor-board';

const order = (overrides: Partial<VendorOrder> = {}): VendorOrder => ({
  id: '11111111-1111-4111-8111-111111111111',
  orderNumber: 'WD-241122-0001',
  customerFirstName: 'Asha',
  items: [
    { name: 'Regular Iron', quantity: 6, unit: 'PC' },
    { name: 'Wash & Fold', quantity: 2, unit: 'KG' },
  ],
  itemCount: 8,
  itemsCollected: 8,
  pickupRider: { name: 'Ravi Kumar', phone: '9810000002' },
  pickup: { date: '2026-11-23', time: '10:00', status: 'completed', completedAt: '2026-11-23T05:00:00.000Z' },
  delivery: { date: '2026-11-25', time: '18:00', status: null },
  vendorStage: null,
  vendorAssignedAt: '2026-11-22T06:00:00.000Z',
  rackPosition: null,
  specialInstructions: 'Starch the collars',
  updatedAt: '2026-11-23T05:00:00.000Z',
  ...overrides,
});

const arrived = order();
const notYet = order({
  id: '22222222-2222-4222-8222-222222222222',
  orderNumber: 'WD-241122-0002',
  customerFirstName: 'Neha',
  pickup: { date: '2026-11-23', time: '12:00', status: 'accepted', completedAt: null },
  itemsCollected: null,
  specialInstructions: null,
});
const processing = order({
  id: '33333333-3333-4333-8333-333333333333',
  orderNumber: 'WD-241122-0003',
  vendorStage: 'processing',
  rackPosition: 'R3-12',
});
const board = { success: true as const, incoming: [arrived, notYet], atLaundry: [processing], ready: [] };

describe('the laundry board', () => {
  beforeAll(async () => {
    await setAppLanguage('en');
  });

  it('shows the three lists with their counts, each card with what the counter needs', async () => {
    mockApi([on(contract.vendor.orders, board)]);
    renderWithProviders(<VendorBoard />);
    const incoming = await screen.findByRole('region', { name: /On the way in/ });
    expect(
      within(incoming)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['WD-241122-0001', 'WD-241122-0002']);
    const first = within(incoming).getByRole('article', { name: 'WD-241122-0001' });
    expect(first).toHaveTextContent('Asha');
    expect(first).toHaveTextContent('8 items');
    expect(first).toHaveTextContent('Regular Iron × 6');
    expect(first).toHaveTextContent('Pickup: Ravi Kumar');
    expect(first).toHaveTextContent('Starch the collars');
    expect(within(first).getByRole('button', { name: 'Mark received' })).toBeEnabled();
    // Not collected yet: nothing to receive.
    const second = within(incoming).getByRole('article', { name: 'WD-241122-0002' });
    expect(within(second).queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Can be received once the rider has collected it.');
    const atLaundry = screen.getByRole('region', { name: /At the laundry/ });
    expect(within(atLaundry).getByRole('article', { name: 'WD-241122-0003' })).toHaveTextContent('R3-12');
    expect(within(atLaundry).getByRole('button', { name: 'Mark ready' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Ready/ })).toHaveTextContent('No orders waiting for delivery.');
    // The counts on the narrow screen's tabs.
    expect(screen.getByRole('tab', { name: /On the way in\s*2/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /At the laundry\s*1/ })).toBeInTheDocument();
  });

  it('marks an order received through the API', async () => {
    const api = mockApi([
      on(contract.vendor.orders, board),
      on(contract.vendor.setStage, ({ params }) =>
        params.id === arrived.id
          ? { success: true, message: 'WD-241122-0001 marked received', order: { ...arrived, vendorStage: 'received' } }
          : fail(409, ORDER_MESSAGES.stageOrder('ready', 'processing')),
      ),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<VendorBoard />);
    const card = await screen.findByRole('article', { name: 'WD-241122-0001' });
    await user.click(within(card).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(api.calls(contract.vendor.setStage)).toHaveLength(1));
    expect(api.calls(contract.vendor.setStage)[0]!.body).toEqual({ stage: 'received' });
    expect(api.calls(contract.vendor.setStage)[0]!.params).toEqual({ id: arrived.id });
  });

  it('sets a rack position from the details, refusing a bad one before sending', async () => {
    const api = mockApi([
      on(contract.vendor.orders, board),
      on(contract.vendor.setRack, ({ body }) => ({
        success: true,
        message: `WD-241122-0003 is on rack ${body.rackPosition}`,
        order: { ...processing, rackPosition: body.rackPosition || null },
      })),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<VendorBoard />);
    await user.click(await screen.findByRole('button', { name: 'Details of WD-241122-0003' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Rack position');
    expect(field).toHaveValue('R3-12');
    await user.clear(field);
    await user.type(field, '#7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Use letters, digits, spaces/)).toBeInTheDocument();
    expect(api.calls(contract.vendor.setRack)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'r2-07');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls(contract.vendor.setRack)[0]?.body).toEqual({ rackPosition: 'R2-07' }));
  });

  it('reads in Hindi', async () => {
    await setAppLanguage('hi');
    mockApi([on(contract.vendor.orders, board)]);
    renderWithProviders(<VendorBoard />);
    expect(await screen.findByRole('region', { name: /रास्ते में/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'मिल गया चिह्नित करें' })).toHaveLength(1);
    await setAppLanguage('en');
  });
});
