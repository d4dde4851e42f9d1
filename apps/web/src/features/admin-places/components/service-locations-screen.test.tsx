import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { PLACE_MESSAGES, contract, type EndpointReply, type ServiceLocation } from '@washday/core';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ServiceLocationsScreen } from './service-locations-screen';

const location = (overrides: Partial<ServiceLocation> = {}): ServiceLocation => ({
  id: '6f1c1c1e-8f0a-4a39-9d55-0c2a3f1d0001',
  name: 'DLF',
  type: 'keyword',
  value: 'DLF',
  description: 'DLF phases and DLF City',
  priority: 3,
  is_active: true,
  created_at: '2026-11-01T05:30:00.000Z',
  updated_at: '2026-11-01T05:30:00.000Z',
  ...overrides,
});
const SECTOR_1 = location({
  id: '6f1c1c1e-8f0a-4a39-9d55-0c2a3f1d0002',
  name: 'Sector 1',
  type: 'sector',
  value: 'Sector 1',
  description: null,
  priority: 1,
  is_active: false,
});

type Listing = EndpointReply<typeof contract.adminPlaces.listLocations>;
const listing = (locations: ServiceLocation[]): Listing => ({
  success: true,
  locations,
  pagination: { page: 1, limit: 20, total: locations.length, hasMore: false },
  counts: { active: locations.filter((l) => l.is_active).length, inactive: locations.filter((l) => !l.is_active).length },
});

function renderScreen() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ServiceLocationsScreen />
      <Toaster />
    </>,
  );
  return { user };
}

describe('service locations screen', () => {
  it('lists locations with type, value, priority and status, filters on the server, and links to the area configuration', async () => {
    const api = mockApi([on(contract.adminPlaces.listLocations, listing([location(), SECTOR_1]))]);
    const { user } = renderScreen();

    const row = (await screen.findByText('DLF phases and DLF City')).closest('tr')!;
    expect(within(row).getByText('Keyword')).toBeInTheDocument();
    expect(within(row).getByTitle('Priority 3 of 10')).toHaveTextContent('3');
    expect(within(row).getByRole('switch', { name: 'DLF active' })).toHaveAttribute('aria-checked', 'true');
    const off = screen.getByText('Sector 1', { selector: 'p' }).closest('tr')!;
    expect(within(off).getByRole('switch', { name: 'Sector 1 active' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('link', { name: /Service areas and map/ })).toHaveAttribute('href', '/admin/location-config');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location type' }), 'pincode');
    await waitFor(() => expect(api.calls(contract.adminPlaces.listLocations).at(-1)!.search.get('type')).toBe('pincode'));
    await user.click(screen.getByRole('button', { name: /Inactive\s*1/ }));
    await waitFor(() => expect(api.calls(contract.adminPlaces.listLocations).at(-1)!.search.get('status')).toBe('inactive'));
    await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'golf');
    await waitFor(() => expect(api.calls(contract.adminPlaces.listLocations).at(-1)!.search.get('search')).toBe('golf'));
  });

  it("says 'Name and value are required' and checks the priority before sending; adds with priority 1 by default", async () => {
    const api = mockApi([
      on(contract.adminPlaces.listLocations, listing([location()])),
      on(contract.adminPlaces.createLocation, ({ body }) => ({
        success: true,
        message: `${body.name} added`,
        location: location({
          id: '6f1c1c1e-8f0a-4a39-9d55-0c2a3f1d0003',
          name: body.name,
          type: body.type,
          value: body.value,
          priority: body.priority ?? 1,
        }),
      })),
    ]);
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service location' });

    await user.clear(within(dialog).getByLabelText(/Priority/));
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(within(dialog).getAllByText(PLACE_MESSAGES.locationRequired)).toHaveLength(2);

    await user.type(within(dialog).getByLabelText(/Name/), 'Sector 56');
    await user.type(within(dialog).getByLabelText(/Value/), 'Sector 56');
    await user.type(within(dialog).getByLabelText(/Priority/), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(within(dialog).getByText(PLACE_MESSAGES.priorityRange)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Type'), 'pincode');
    await user.clear(within(dialog).getByLabelText(/Priority/));
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(within(dialog).getByText(PLACE_MESSAGES.pincodeValue)).toBeInTheDocument();
    expect(api.calls(contract.adminPlaces.createLocation)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Type'), 'sector');
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(contract.adminPlaces.createLocation)[0]!.body).toEqual({
      name: 'Sector 56',
      type: 'sector',
      value: 'Sector 56',
      description: null,
      priority: 1,
      isActive: true,
    });
    expect(await screen.findByText('Sector 56 added')).toBeInTheDocument();
  });

  it("shows the server's refusal of a duplicate on the value field", async () => {
    mockApi([
      on(contract.adminPlaces.listLocations, listing([location()])),
      on(contract.adminPlaces.updateLocation, () =>
        fail(409, PLACE_MESSAGES.locationDuplicate('keyword', 'DLF'), { field: 'value' }),
      ),
    ]);
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit DLF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit DLF' });
    expect(within(dialog).getByLabelText(/Priority/)).toHaveValue(3);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText("There is already a keyword location with the value 'DLF'")).toBeInTheDocument();
  });

  it("asks 'Are you sure you want to delete this location?' before deleting, and toggles active from the row", async () => {
    const api = mockApi([
      on(contract.adminPlaces.listLocations, listing([location()])),
      on(contract.adminPlaces.deleteLocation, { success: true, message: 'DLF deleted' }),
      on(contract.adminPlaces.setLocationStatus, ({ body }) => ({
        success: true,
        message: 'DLF is inactive',
        location: location({ is_active: body.isActive }),
      })),
    ]);
    const { user } = renderScreen();

    await user.click(await screen.findByRole('switch', { name: 'DLF active' }));
    await waitFor(() => expect(api.calls(contract.adminPlaces.setLocationStatus)[0]!.body).toEqual({ isActive: false }));

    await user.click(screen.getByRole('button', { name: 'Delete DLF' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete DLF?' });
    expect(within(confirm).getByText('Are you sure you want to delete this location?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(contract.adminPlaces.deleteLocation)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete DLF' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls(contract.adminPlaces.deleteLocation)[0]!.params).toEqual({ id: location().id }));
    expect(await screen.findByText('DLF deleted')).toBeInTheDocument();
  });

  it('shows an empty list with a way to add, and a failed list with Retry', async () => {
    let failing = true;
    mockApi([
      on(contract.adminPlaces.listLocations, () => (failing ? fail(500, 'Error fetching service locations') : listing([]))),
    ]);
    const { user } = renderScreen();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Error fetching service locations');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No service locations yet')).toBeInTheDocument();
  });
});
