import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_SLOTS, PLACE_MESSAGES, SLOT_CAPACITY_MESSAGES, contract, type EndpointReply, type ServiceArea } from '@washday/core';
import { mockApi, on } from '@/test/mock-api';
import { leafletMock, resetLeafletMock } from '@/test/react-leaflet-mock';
import { renderWithProviders } from '@/test/render';
import { ServiceAreasScreen } from './service-areas-screen';

// The shared react-leaflet stand-in, with outlines drawn as list items so the test can see them.
vi.mock('react-leaflet', async () => ({
  ...(await import('@/test/react-leaflet-mock')),
  Polygon: ({
    positions,
    children,
    eventHandlers,
  }: {
    positions: [number, number][];
    children?: ReactNode;
    eventHandlers?: { click?: () => void };
  }) => (
    <button type="button" data-testid="outline" data-corners={positions.length} onClick={() => eventHandlers?.click?.()}>
      {children}
    </button>
  ),
  Tooltip: ({ children }: { children?: ReactNode }) => <span>{children}</span>,
}));
vi.mock('leaflet', () => ({ default: { Icon: { Default: { prototype: {}, mergeOptions: () => {} } } } }));
// Geoman itself needs a real map: its wrapper is replaced by one that "draws" a square when asked.
const DRAWN: [number, number][] = [
  [77.05, 28.4],
  [77.06, 28.4],
  [77.06, 28.41],
  [77.05, 28.41],
  [77.05, 28.4],
];
vi.mock('./outline-editor', () => ({
  OutlineEditor: ({
    initial,
    onChange,
  }: {
    initial: [number, number][] | null;
    onChange: (ring: [number, number][] | null) => void;
  }) => (
    <div data-testid="outline-editor" data-mode={initial ? 'edit' : 'draw'}>
      <button type="button" onClick={() => onChange(DRAWN)}>
        simulate drawn outline
      </button>
    </div>
  ),
}));

const area = (overrides: Partial<ServiceArea> = {}): ServiceArea => ({
  id: '0b6a0c38-5b1e-4f43-9a53-000000000001',
  city: 'Gurgaon',
  area: 'Sector 69',
  pincode: '122018',
  isActive: true,
  outline: {
    type: 'Polygon',
    coordinates: [
      [
        [77.035, 28.394],
        [77.039, 28.394],
        [77.039, 28.398],
        [77.035, 28.398],
        [77.035, 28.394],
      ],
    ],
  },
  slotCapacity: {},
  addedAt: '2026-11-01T05:30:00.000Z',
  updatedAt: '2026-11-01T05:30:00.000Z',
  ...overrides,
});
const SECTOR_70 = area({
  id: '0b6a0c38-5b1e-4f43-9a53-000000000002',
  city: 'Gurugram',
  area: 'Sector 70',
  pincode: null,
  outline: null,
  isActive: false,
});

type Listing = EndpointReply<typeof contract.adminPlaces.listAreas>;
const listing = (areas: ServiceArea[]): Listing => ({
  success: true,
  areas,
  counts: { active: areas.filter((a) => a.isActive).length, inactive: areas.filter((a) => !a.isActive).length },
});

/** Every slot of a date: the capacity given, and 2 pickups booked at 10 AM. */
const slotLoad = (capacity: Record<string, number>): EndpointReply<typeof contract.adminPlaces.areaSlotLoad> => ({
  success: true,
  date: '2026-11-24',
  slots: ALL_SLOTS.map((s) => ({
    time: s.value,
    label: s.label,
    capacity: capacity[s.value] ?? null,
    booked: s.value === '10:00' ? 2 : 0,
  })),
});

function renderScreen() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ServiceAreasScreen />
      <Toaster />
    </>,
  );
  return { user };
}

beforeEach(() => resetLeafletMock());

describe('service areas screen', () => {
  it('lists the areas with their outlines on the map, export links, and enable or disable', async () => {
    const api = mockApi([
      on(contract.adminPlaces.listAreas, listing([area(), SECTOR_70])),
      on(contract.adminPlaces.setAreaStatus, ({ body }) => ({
        success: true,
        message: 'Sector 70 enabled',
        area: { ...SECTOR_70, isActive: body.isActive },
      })),
    ]);
    const { user } = renderScreen();
    const list = await screen.findByRole('list', { name: 'Service areas' });
    expect(within(list).getByText('Sector 69')).toBeInTheDocument();
    expect(within(list).getByText('4 corners')).toBeInTheDocument();
    expect(within(list).getByText('no outline')).toBeInTheDocument();
    expect(screen.getByText('1 enabled · 1 disabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/admin/service-areas/export.csv');
    expect(screen.getByRole('link', { name: /Export GeoJSON/ })).toHaveAttribute(
      'href',
      '/api/admin/service-areas/export.geojson',
    );

    // Only the outlined area is drawn on the (lazily loaded) map.
    const outlines = await screen.findAllByTestId('outline');
    expect(outlines).toHaveLength(1);
    expect(outlines[0]).toHaveAttribute('data-corners', '4');

    await user.click(within(list).getByRole('switch', { name: 'Sector 70 enabled' }));
    await waitFor(() =>
      expect(api.calls(contract.adminPlaces.setAreaStatus)[0]).toMatchObject({
        params: { id: SECTOR_70.id },
        body: { isActive: true },
      }),
    );
    expect(await screen.findByText('Sector 70 enabled')).toBeInTheDocument();
  });

  it("says 'City and area are required' and checks the pincode; adds an area", async () => {
    const api = mockApi([
      on(contract.adminPlaces.listAreas, listing([area()])),
      on(contract.adminPlaces.createArea, { success: true, message: 'Sector 70 added', area: SECTOR_70 }),
    ]);
    const { user } = renderScreen();
    const form = await screen.findByRole('form', { name: 'Add service area' });
    await user.clear(within(form).getByLabelText(/City/));
    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    expect(within(form).getAllByText(PLACE_MESSAGES.areaRequired)).toHaveLength(2);

    await user.type(within(form).getByLabelText(/City/), 'Gurugram');
    await user.type(within(form).getByLabelText(/Area/), 'Sector 70');
    await user.type(within(form).getByLabelText(/Pincode/), '12201');
    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    expect(within(form).getByText(PLACE_MESSAGES.areaPincode)).toBeInTheDocument();
    expect(api.calls(contract.adminPlaces.createArea)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Pincode/));
    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    await waitFor(() =>
      expect(api.calls(contract.adminPlaces.createArea)[0]!.body).toEqual({ city: 'Gurugram', area: 'Sector 70', pincode: null }),
    );
    expect(await screen.findByText('Sector 70 added')).toBeInTheDocument();
  });

  it('draws an outline for an area without one and saves it as a GeoJSON polygon; clears an existing one', async () => {
    const api = mockApi([
      on(contract.adminPlaces.listAreas, listing([area(), SECTOR_70])),
      on(contract.adminPlaces.setAreaOutline, ({ body, params }) => ({
        success: true,
        message: body.outline ? 'Outline of Sector 70 saved' : 'Outline of Sector 69 cleared',
        area: params.id === SECTOR_70.id ? { ...SECTOR_70, outline: body.outline ?? null } : { ...area(), outline: null },
      })),
      on(contract.adminPlaces.areaSlotLoad, slotLoad({})),
    ]);
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Sector 70 Gurugram · no outline' }));
    await user.click(await screen.findByRole('button', { name: 'Draw outline' }));
    expect(await screen.findByTestId('outline-editor')).toHaveAttribute('data-mode', 'draw');
    expect(screen.getByRole('button', { name: 'Save outline' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'simulate drawn outline' }));
    expect(screen.getByText(/4 corners · drag a corner/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save outline' }));
    await waitFor(() =>
      expect(api.calls(contract.adminPlaces.setAreaOutline)[0]).toMatchObject({
        params: { id: SECTOR_70.id },
        body: { outline: { type: 'Polygon', coordinates: [DRAWN] } },
      }),
    );
    expect(await screen.findByText('Outline of Sector 70 saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('outline-editor')).not.toBeInTheDocument());

    // Clicking an outline on the map selects its area; its outline can be edited or cleared.
    await user.click((await screen.findAllByTestId('outline'))[0]!);
    expect(screen.getByRole('button', { name: 'Edit outline' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear outline' }));
    await waitFor(() =>
      expect(api.calls(contract.adminPlaces.setAreaOutline)[1]).toMatchObject({
        params: { id: area().id },
        body: { outline: null },
      }),
    );
  });

  it('draws on a blank map with the outlines when the map tiles cannot load, saying so', async () => {
    leafletMock.tiles = 'error';
    const api = mockApi([
      on(contract.adminPlaces.listAreas, listing([area(), SECTOR_70])),
      on(contract.adminPlaces.setAreaOutline, ({ body }) => ({
        success: true,
        message: 'Outline of Sector 70 saved',
        area: { ...SECTOR_70, outline: body.outline ?? null },
      })),
      on(contract.adminPlaces.areaSlotLoad, slotLoad({})),
    ]);
    const { user } = renderScreen();
    expect(await screen.findByRole('status')).toHaveTextContent('Map tiles unavailable — drawing still works');
    // The map stays, with every outline, and no 'could not load' in its place.
    expect(screen.getByTestId('leaflet-map')).toBeInTheDocument();
    expect(await screen.findAllByTestId('outline')).toHaveLength(1);
    expect(screen.queryByText('The map could not load')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading map…')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Sector 70 Gurugram · no outline' }));
    await user.click(screen.getByRole('button', { name: 'Draw outline' }));
    await user.click(await screen.findByRole('button', { name: 'simulate drawn outline' }));
    await user.click(screen.getByRole('button', { name: 'Save outline' }));
    await waitFor(() =>
      expect(api.calls(contract.adminPlaces.setAreaOutline)[0]).toMatchObject({
        params: { id: SECTOR_70.id },
        body: { outline: { type: 'Polygon', coordinates: [DRAWN] } },
      }),
    );
  });

  it("sets how many pickups each slot takes, shows what is booked, and refuses a capacity that isn't a whole number", async () => {
    const sector69 = area({ slotCapacity: { '10:00': 2 } });
    const api = mockApi([
      on(contract.adminPlaces.listAreas, listing([sector69])),
      on(contract.adminPlaces.areaSlotLoad, slotLoad({ '10:00': 2 })),
      on(contract.adminPlaces.setAreaSlotCapacity, ({ body }) => ({
        success: true,
        message: 'Slot capacity of Sector 69 saved',
        area: { ...sector69, slotCapacity: body.capacity ?? {} },
      })),
    ]);
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Sector 69 Gurgaon · 122018 · 4 corners' }));
    const form = await screen.findByRole('form', { name: 'Slot capacity of Sector 69' });
    expect(within(form).getByLabelText('10:00 AM')).toHaveValue('2');
    expect(within(form).getByLabelText('11:00 AM')).toHaveValue('');
    expect(await within(form).findByText('2 booked · full')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('11:00 AM'), '-1');
    await user.click(within(form).getByRole('button', { name: 'Save capacity' }));
    expect(await within(form).findByText(SLOT_CAPACITY_MESSAGES.capacityInvalid)).toBeInTheDocument();
    expect(api.calls(contract.adminPlaces.setAreaSlotCapacity)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('11:00 AM'));
    await user.type(within(form).getByLabelText('11:00 AM'), '0');
    await user.clear(within(form).getByLabelText('10:00 AM'));
    await user.type(within(form).getByLabelText('10:00 AM'), '4');
    await user.click(within(form).getByRole('button', { name: 'Save capacity' }));
    await waitFor(() =>
      expect(api.calls(contract.adminPlaces.setAreaSlotCapacity)[0]).toMatchObject({
        params: { id: sector69.id },
        body: { capacity: { '10:00': 4, '11:00': 0 } },
      }),
    );
    expect(await screen.findByText('Slot capacity of Sector 69 saved')).toBeInTheDocument();
  });
});
