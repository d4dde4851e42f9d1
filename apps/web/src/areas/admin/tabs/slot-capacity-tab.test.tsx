import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SLOTS, contract, type EndpointReply, type ServiceArea } from '@washday/core';
import { mockApi, on } from '@/test/mock-api';
import { renderRoutesAt, renderWithProviders } from '@/test/render';
import { SlotCapacityTab } from './slot-capacity-tab';

const SESSION = {
  username: 'admin',
  loginTime: '2026-11-22T05:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

const area = (overrides: Partial<ServiceArea>): ServiceArea => ({
  id: '0b6a0c38-5b1e-4f43-9a53-000000000001',
  city: 'Gurgaon',
  area: 'Sector 69',
  pincode: '122018',
  isActive: true,
  outline: null,
  slotCapacity: {},
  addedAt: '2026-11-01T05:30:00.000Z',
  updatedAt: '2026-11-01T05:30:00.000Z',
  ...overrides,
});
// Listed disabled first by the server: the screen puts the enabled one first.
const SECTOR_70 = area({ id: '0b6a0c38-5b1e-4f43-9a53-000000000002', area: 'Sector 70', isActive: false, slotCapacity: {} });
const SECTOR_69 = area({ slotCapacity: { '10:00': 2, '17:00': 0 } });
const listing = (areas: ServiceArea[]): EndpointReply<typeof contract.adminPlaces.listAreas> => ({
  success: true,
  areas,
  counts: { active: areas.filter((a) => a.isActive).length, inactive: areas.filter((a) => !a.isActive).length },
});
/** A date's slots: 2 pickups booked at 10 AM in Sector 69, none elsewhere. */
const slotLoad = (areaId: string, date: string): EndpointReply<typeof contract.adminPlaces.areaSlotLoad> => ({
  success: true,
  date,
  slots: ALL_SLOTS.map((s) => ({
    time: s.value,
    label: s.label,
    capacity: null,
    booked: areaId === SECTOR_69.id && s.value === '10:00' ? 2 : 0,
  })),
});

// The admin area's chunk, loaded once up front (slow to transform on a busy machine).
beforeAll(async () => {
  await import('@/areas/admin');
}, 60_000);

describe('Slot capacity, a screen of the admin console', () => {
  it("is a section of the console's navigation with its own address", async () => {
    const user = userEvent.setup();
    mockApi([
      on(contract.adminAuth.session, { success: true, session: SESSION }),
      on(contract.adminPlaces.listAreas, listing([SECTOR_70, SECTOR_69])),
      on(contract.adminPlaces.areaSlotLoad, ({ params, search }) => slotLoad(params.id!, search.get('date')!)),
    ]);
    const router = renderRoutesAt('/admin');
    const tab = await screen.findByRole('tab', { name: 'Slot capacity' });
    expect(
      within(screen.getByRole('tablist', { name: 'Admin sections' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toContain('Slot capacity');
    await user.click(tab);
    expect(router.state.location.search).toBe('?tab=slots');
    expect(await screen.findByRole('heading', { name: 'Slot capacity' })).toBeInTheDocument();
    // No area has to be picked first: every area is there.
    expect(await screen.findByRole('form', { name: 'Slot capacity of Sector 69' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Slot capacity of Sector 70' })).toBeInTheDocument();
  });

  it('lists every area with its capacities and booked pickups, each editable, for one chosen date', async () => {
    const user = userEvent.setup();
    const api = mockApi([
      on(contract.adminPlaces.listAreas, listing([SECTOR_70, SECTOR_69])),
      on(contract.adminPlaces.areaSlotLoad, ({ params, search }) => slotLoad(params.id!, search.get('date')!)),
      on(contract.adminPlaces.setAreaSlotCapacity, ({ body }) => ({
        success: true,
        message: 'Slot capacity of Sector 70 saved',
        area: { ...SECTOR_70, slotCapacity: body.capacity ?? {} },
      })),
    ]);
    renderWithProviders(
      <>
        <SlotCapacityTab />
        <Toaster />
      </>,
      { route: '/admin?tab=slots' },
    );
    const forms = await screen.findAllByRole('form', { name: /^Slot capacity of / });
    expect(forms.map((f) => f.getAttribute('aria-label'))).toEqual(['Slot capacity of Sector 69', 'Slot capacity of Sector 70']);
    const [sector69, sector70] = forms as [HTMLElement, HTMLElement];
    expect(within(sector69).getByLabelText('10:00 AM')).toHaveValue('2');
    expect(within(sector69).getByLabelText('5:00 PM')).toHaveValue('0');
    expect(within(sector69).getByLabelText('11:00 AM')).toHaveValue('');
    expect(await within(sector69).findByText('2 booked · full')).toBeInTheDocument();
    expect(within(sector69).getByText('0 booked · closed')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pickups per slot · Sector 70 (disabled)' })).toBeInTheDocument();

    // One date for every card.
    fireEvent.change(screen.getByLabelText('Booked on'), { target: { value: '2026-12-05' } });
    await waitFor(() =>
      expect(
        new Set(
          api
            .calls(contract.adminPlaces.areaSlotLoad)
            .filter((c) => c.search.get('date') === '2026-12-05')
            .map((c) => c.params.id),
        ),
      ).toEqual(new Set([SECTOR_69.id, SECTOR_70.id])),
    );

    await user.type(within(sector70).getByLabelText('9:00 AM'), '3');
    await user.click(within(sector70).getByRole('button', { name: 'Save capacity' }));
    await waitFor(() =>
      expect(api.calls(contract.adminPlaces.setAreaSlotCapacity)[0]).toMatchObject({
        params: { id: SECTOR_70.id },
        body: { capacity: { '09:00': 3 } },
      }),
    );
    expect(await screen.findByText('Slot capacity of Sector 70 saved')).toBeInTheDocument();
  });

  it('says so when there is no area yet, with the way to add one', async () => {
    mockApi([on(contract.adminPlaces.listAreas, listing([]))]);
    renderWithProviders(<SlotCapacityTab />, { route: '/admin?tab=slots' });
    expect(await screen.findByText('No service areas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an area' })).toHaveAttribute('href', '/admin/location-config');
  });
});
