import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contract, type AdminCategory } from '@washday/core';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { VendorsTab } from './vendors-tab';

vi.mock('react-leaflet', () => import('@/test/react-leaflet-mock'));
vi.mock('leaflet', () => ({ default: { Icon: { Default: { prototype: {}, mergeOptions: () => {} } } } }));

const category = (id: string, name: string, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  name,
  description: '',
  nameHi: null,
  descriptionHi: null,
  icon: 'shirt',
  sortOrder: 0,
  enabled: true,
  groupsOthers: false,
  updatedAt: '2026-11-20T05:30:00.000Z',
  services: [],
  ...extra,
});

describe('vendors tab', () => {
  it("names a vendor's services from the catalogue and offers every category but the umbrella", async () => {
    mockApi([
      on(contract.adminCatalogue.list, {
        success: true,
        categories: [
          category('laundry', 'Laundry'),
          category('dry-clean', 'Dry Clean', { groupsOthers: true }),
          category('mens-dry-clean', "Men's Dry Clean"),
          category('woolen-dry-clean', 'Woolen Dry Clean', { enabled: false }),
        ],
      }),
      on(contract.adminVendors.list, {
        success: true,
        vendors: [
          {
            id: 'vendor-sector-14',
            name: 'Sparkle Dry Cleaners',
            address: 'Sector 14, Gurugram',
            coordinates: { lat: 28.4722, lng: 77.0434 },
            services: ['laundry', 'mens-dry-clean'],
            contactPhone: '1244000101',
            rating: 4.5,
            isActive: true,
            openOrders: 0,
            createdAt: '2026-11-01T05:30:00.000Z',
            updatedAt: '2026-11-20T05:30:00.000Z',
          },
        ],
        pagination: { page: 1, limit: 20, total: 1, hasMore: false },
        counts: { active: 1, inactive: 0 },
      }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<VendorsTab />);

    const chips = await screen.findByRole('list', { name: 'Services handled' });
    expect(await within(chips).findByText("Men's Dry Clean")).toBeInTheDocument();
    expect(within(chips).getByText('Laundry')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vendor' });
    const group = within(within(dialog).getByRole('group', { name: /Services handled/ }));
    expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Laundry',
      "Men's Dry Clean",
      'Woolen Dry Clean(off for customers)',
    ]);
  });
});
