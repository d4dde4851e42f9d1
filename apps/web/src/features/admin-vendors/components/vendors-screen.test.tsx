import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VENDOR_MESSAGES, contract, type EndpointReply, type VendorRecord } from '@washday/core';
import { fail, mockApi, on } from '@/test/mock-api';
import { leafletMock, resetLeafletMock } from '@/test/react-leaflet-mock';
import { renderWithProviders } from '@/test/render';
import type { ServiceOptions } from '../utils/vendor-form';
import { VendorsScreen } from './vendors-screen';
import { polyfillResizeObserver } from '@/test/resize-observer';

vi.mock('react-leaflet', () => import('@/test/react-leaflet-mock'));
vi.mock('leaflet', () => ({ default: { Icon: { Default: { prototype: {}, mergeOptions: () => {} } } } }));

const SERVICES: ServiceOptions = {
  options: [
    { id: 'laundry', name: 'Laundry', enabled: true },
    { id: 'iron', name: 'Iron', enabled: true },
    { id: 'mens-dry-clean', name: "Men's Dry Clean", enabled: true },
    { id: 'woolen-dry-clean', name: 'Woolen Dry Clean', enabled: false },
  ],
  failed: false,
  retry: () => {},
};

const vendor = (overrides: Partial<VendorRecord> = {}): VendorRecord => ({
  id: 'vendor-sector-14',
  name: 'Sparkle Dry Cleaners',
  address: 'Shop 12, Main Market, Sector 14, Gurugram, Haryana 122001',
  coordinates: { lat: 28.4722, lng: 77.0434 },
  services: ['laundry', 'iron'],
  contactPhone: '1244000101',
  rating: 4.5,
  isActive: true,
  openOrders: 2,
  createdAt: '2026-11-01T05:30:00.000Z',
  updatedAt: '2026-11-20T05:30:00.000Z',
  ...overrides,
});

type Listing = EndpointReply<typeof contract.adminVendors.list>;
const listing = (vendors: VendorRecord[], counts = { active: 1, inactive: 1 }): Listing => ({
  success: true,
  vendors,
  pagination: { page: 1, limit: 20, total: vendors.length, hasMore: false },
  counts,
});
const OLD_TOWN = vendor({
  id: 'vendor-old-town',
  name: 'Old Town Laundry',
  isActive: false,
  openOrders: 0,
  rating: 3.8,
  contactPhone: '9810012345',
});

function renderScreen() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <VendorsScreen services={SERVICES} />
      <Toaster />
    </>,
  );
  return { user };
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add vendor' }));
  return screen.findByRole('dialog', { name: 'Add vendor' });
}

// The screens opened here watch their size; jsdom has no ResizeObserver.
beforeAll(polyfillResizeObserver);

beforeEach(() => resetLeafletMock());

describe('vendors screen', () => {
  it('lists vendors with their services by name, phone, rating, open orders and status; the status tabs and search ask the server', async () => {
    const api = mockApi([
      on(contract.adminVendors.list, ({ search }) =>
        search.get('status') === 'inactive' ? listing([OLD_TOWN]) : listing([vendor()]),
      ),
    ]);
    const { user } = renderScreen();

    const row = (await screen.findByText('Sparkle Dry Cleaners')).closest('tr')!;
    const cells = within(row);
    expect(cells.getByRole('list', { name: 'Services handled' })).toHaveTextContent('LaundryIron');
    expect(cells.getByText('0124 4000101')).toBeInTheDocument();
    expect(cells.getByLabelText('Rating 4.5 of 5')).toBeInTheDocument();
    expect(cells.getByText('Active')).toBeInTheDocument();
    expect(cells.getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Active\s*1/ })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls(contract.adminVendors.list)[0]!.search.get('status')).toBe('active');

    await user.click(screen.getByRole('button', { name: /Inactive\s*1/ }));
    const inactive = (await screen.findByText('Old Town Laundry')).closest('tr')!;
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
    expect(within(inactive).getByRole('button', { name: 'Reactivate Old Town Laundry' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'old town');
    await waitFor(() => expect(api.calls(contract.adminVendors.list).at(-1)!.search.get('search')).toBe('old town'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service handled' }), 'iron');
    await waitFor(() => expect(api.calls(contract.adminVendors.list).at(-1)!.search.get('service')).toBe('iron'));

    await user.click(within(screen.getByRole('table', { name: 'Vendors' })).getByRole('button', { name: /Rating/ }));
    await waitFor(() => expect(api.calls(contract.adminVendors.list).at(-1)!.search.get('sort')).toBe('rating'));
    expect(api.calls(contract.adminVendors.list).at(-1)!.search.get('order')).toBe('desc');
  });

  it('says what is missing or wrong before sending anything', async () => {
    const api = mockApi([on(contract.adminVendors.list, listing([vendor()]))]);
    const { user } = renderScreen();
    const dialog = await openAddDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }));
    for (const message of [
      VENDOR_MESSAGES.nameRequired,
      VENDOR_MESSAGES.phoneRequired,
      VENDOR_MESSAGES.ratingRequired,
      VENDOR_MESSAGES.addressRequired,
      VENDOR_MESSAGES.servicesRequired,
      VENDOR_MESSAGES.locationRequired,
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(/Vendor name/)).toHaveFocus();

    await user.type(within(dialog).getByLabelText(/Contact phone/), '12345');
    await user.type(within(dialog).getByLabelText(/Rating/), '4.25');
    // Typed coordinates far from Gurugram (Mumbai).
    await user.type(within(dialog).getByLabelText(/Location on the map/), '19.076, 72.8777{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }));
    expect(within(dialog).getByText(VENDOR_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(VENDOR_MESSAGES.ratingStep)).toBeInTheDocument();
    expect(within(dialog).getByText(VENDOR_MESSAGES.tooFar)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Rating/));
    await user.type(within(dialog).getByLabelText(/Rating/), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }));
    expect(within(dialog).getByText(VENDOR_MESSAGES.ratingRange)).toBeInTheDocument();
    expect(api.calls(contract.adminVendors.create)).toHaveLength(0);
  });

  it('places the vendor by clicking the map and dragging the pin, then adds it', async () => {
    const api = mockApi([
      on(contract.adminVendors.list, listing([vendor()])),
      on(contract.adminVendors.create, ({ body }) => ({
        success: true,
        message: `${body.name} added`,
        vendor: vendor({ id: 'vendor-crisp-cleaners', name: body.name, openOrders: 0 }),
      })),
    ]);
    const { user } = renderScreen();
    const dialog = await openAddDialog(user);
    const coordinates = within(dialog).getByLabelText(/Location on the map/);
    expect(within(dialog).queryByTestId('map-pin')).not.toBeInTheDocument();

    await user.click(await within(dialog).findByRole('button', { name: 'simulate map click' }));
    expect(coordinates).toHaveValue('28.44250, 77.06400');
    expect(within(dialog).getByTestId('map-pin')).toHaveAttribute('data-lat', '28.4425');

    leafletMock.markerAt = { lat: 28.4685, lng: 77.0635 };
    act(() => leafletMock.dragEnd!());
    expect(coordinates).toHaveValue('28.46850, 77.06350');

    await user.type(within(dialog).getByLabelText(/Vendor name/), 'Crisp Cleaners');
    await user.type(within(dialog).getByLabelText(/Contact phone/), '0124 400 0303');
    await user.type(within(dialog).getByLabelText(/Rating/), '4.2');
    await user.type(within(dialog).getByLabelText(/Address/), 'SCO 41, Sector 29 Market, Gurugram');
    await user.click(within(dialog).getByRole('button', { name: 'Laundry' }));
    await user.click(within(dialog).getByRole('button', { name: /Woolen Dry Clean/ }));
    expect(within(dialog).getByRole('button', { name: 'Laundry' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }));

    expect(await screen.findByText('Crisp Cleaners added')).toBeInTheDocument();
    expect(api.calls(contract.adminVendors.create)[0]!.body).toEqual({
      name: 'Crisp Cleaners',
      address: 'SCO 41, Sector 29 Market, Gurugram',
      coordinates: { lat: 28.4685, lng: 77.0635 },
      services: ['laundry', 'woolen-dry-clean'],
      contactPhone: '1244000303',
      rating: 4.2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("edits a vendor with its own values, and shows the server's refusal under its field", async () => {
    const api = mockApi([
      on(contract.adminVendors.list, listing([vendor()])),
      on(contract.adminVendors.update, () => fail(409, VENDOR_MESSAGES.nameTaken('FreshPress Laundry Hub'), { field: 'name' })),
    ]);
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Sparkle Dry Cleaners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sparkle Dry Cleaners' });
    expect(within(dialog).getByLabelText(/Contact phone/)).toHaveValue('0124 4000101');
    expect(within(dialog).getByLabelText(/Rating/)).toHaveValue(4.5);
    expect(within(dialog).getByLabelText(/Location on the map/)).toHaveValue('28.47220, 77.04340');
    expect(within(dialog).getByRole('button', { name: 'Iron' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByTestId('map-pin')).toHaveAttribute('data-lng', '77.0434');

    const name = within(dialog).getByLabelText(/Vendor name/);
    await user.clear(name);
    await user.type(name, 'FreshPress Laundry Hub');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(VENDOR_MESSAGES.nameTaken('FreshPress Laundry Hub'))).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const [call] = api.calls(contract.adminVendors.update);
    expect(call!.params).toEqual({ id: 'vendor-sector-14' });
    expect(call!.body).toMatchObject({
      contactPhone: '1244000101',
      rating: 4.5,
      services: ['laundry', 'iron'],
      coordinates: { lat: 28.4722, lng: 77.0434 },
    });
  });

  it('asks before deactivating, says the open orders stay, then deactivates', async () => {
    const api = mockApi([
      on(contract.adminVendors.list, listing([vendor()])),
      on(contract.adminVendors.setStatus, ({ body }) => ({
        success: true,
        message: VENDOR_MESSAGES.deactivated('Sparkle Dry Cleaners'),
        vendor: vendor({ isActive: body.isActive }),
      })),
    ]);
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Sparkle Dry Cleaners' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Sparkle Dry Cleaners?' });
    expect(dialog).toHaveTextContent('2 open orders are with this vendor. They stay assigned');
    expect(api.calls(contract.adminVendors.setStatus)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate vendor' }));
    expect(await screen.findByText(VENDOR_MESSAGES.deactivated('Sparkle Dry Cleaners'))).toBeInTheDocument();
    expect(api.calls(contract.adminVendors.setStatus)[0]).toMatchObject({
      params: { id: 'vendor-sector-14' },
      body: { isActive: false },
    });
  });

  it('says when the list cannot load and tries again on Retry', async () => {
    let calls = 0;
    mockApi([on(contract.adminVendors.list, () => (++calls === 1 ? fail(500, 'Internal error') : listing([vendor()])))]);
    const { user } = renderScreen();
    expect(await screen.findByText('Could not load the vendors')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sparkle Dry Cleaners')).toBeInTheDocument();
  });
});
