import { contract, type AddressRecord } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { HOME, SECTOR_45 } from '../testing/address-test-utils';
import { AddressFormHarness } from '../testing/address-form-harness';
import { leafletMock, resetLeafletMock } from '../testing/react-leaflet-mock';
import { SEARCH_DEBOUNCE_MS } from './address-search';

vi.mock('react-leaflet', () => import('../testing/react-leaflet-mock'));
vi.mock('leaflet', () => ({ default: { Icon: { Default: { prototype: {}, mergeOptions: () => {} } } } }));

beforeEach(() => {
  resetLeafletMock();
  onSaved.mockClear();
});
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const onSaved = vi.fn();

const saved = (body: unknown): AddressRecord => ({
  ...HOME,
  ...(body as Partial<AddressRecord>),
  id: 'addr-new',
  _id: 'addr-new',
  is_default: false,
});

function routes(extra: StubRoute[] = []) {
  return mockApi([
    on(contract.locations.geocode, { success: true, data: SECTOR_45 }),
    on(contract.locations.checkAvailability, {
      success: true,
      is_available: true,
      message: 'Service available in Gurugram/Gurgaon',
    }),
    on(contract.addresses.create, ({ body }) => ({ success: true, message: 'Address saved', data: saved(body) })),
    on(contract.addresses.list, { success: true, data: [] }),
    ...extra,
  ]);
}

function renderForm(initial?: AddressRecord, options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  renderWithProviders(<AddressFormHarness initial={initial} onSaved={onSaved} />);
  return user;
}

const saveButton = () => screen.getByRole('button', { name: 'Save address' });
const deliveryLine = () => screen.getByText((_, element) => element?.id.endsWith('-full-address') === true);

/** Pastes rather than types where a test is about the value, not the keys: each key re-renders the whole form. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function dropPin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'simulate map click' }));
  await waitFor(() => expect(screen.getByLabelText(/Area\/Village\/City/)).toHaveValue('Sector 45'));
}

describe('address form: enablement', () => {
  it('keeps Save disabled until a location is chosen, then until every required field is right', async () => {
    routes();
    const user = renderForm();
    expect(screen.getByRole('dialog', { name: 'Add Address' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search for area, street name...')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    // Typing the area and pincode is not enough while the map works: a place must be chosen.
    await fill(user, screen.getByLabelText(/Area\/Village\/City/), 'Sector 45');
    await fill(user, screen.getByLabelText(/Pincode/), '122003');
    expect(saveButton()).toBeDisabled();

    await dropPin(user);
    expect(saveButton()).toBeEnabled();

    const pincode = screen.getByLabelText(/Pincode/);
    await user.clear(pincode);
    await user.type(pincode, '12200');
    expect(saveButton()).toBeDisabled();
    await user.type(pincode, '39');
    expect(pincode).toHaveValue('122003');
    expect(saveButton()).toBeEnabled();

    const phone = screen.getByLabelText("Receiver's phone");
    await user.clear(phone);
    await user.type(phone, '98765');
    expect(saveButton()).toBeDisabled();
    await user.type(phone, '43210');
    expect(saveButton()).toBeEnabled();

    await user.clear(screen.getByLabelText("Receiver's name"));
    expect(saveButton()).toBeDisabled();
  });

  it('rebuilds the one-line address when a part is edited by hand', async () => {
    routes();
    const user = renderForm();
    await dropPin(user);
    expect(deliveryLine()).toHaveTextContent('Sector 45, Gurugram, Haryana 122003');
    await fill(user, screen.getByLabelText('Flat / House no.'), 'B-204');
    await fill(user, screen.getByLabelText('Landmark'), 'Huda Market');
    expect(deliveryLine()).toHaveTextContent('B-204, Near Huda Market, Sector 45, Gurugram, Haryana 122003');

    // The Edit toggle lets the line itself be corrected.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Full address')).toHaveValue('B-204, Near Huda Market, Sector 45, Gurugram, Haryana 122003');
  });
});

describe('address form: saving', () => {
  it('checks availability first, then creates the address, toasts and closes', async () => {
    const api = routes();
    const user = renderForm();
    await dropPin(user);
    await fill(user, screen.getByLabelText('Flat / House no.'), 'B-204');
    await user.click(screen.getByRole('radio', { name: 'Work' }));
    await user.click(saveButton());

    await screen.findByText('form closed');
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(api.calls(contract.locations.checkAvailability)[0]?.body).toEqual({
      city: 'Gurugram',
      pincode: '122003',
      full_address: 'B-204, Sector 45, Gurugram, Haryana 122003',
      coordinates: { lat: 28.4425, lng: 77.064 },
    });
    expect(api.calls(contract.addresses.create)[0]?.body).toMatchObject({
      title: 'Work',
      full_address: 'B-204, Sector 45, Gurugram, Haryana 122003',
      flat_no: 'B-204',
      area: 'Sector 45',
      city: 'Gurugram',
      pincode: '122003',
      coordinates: { lat: 28.4425, lng: 77.064 },
      address_type: 'office',
      contact_person: 'Asha Verma',
      contact_phone: '9876543210',
    });
    const order = api.requests.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('POST /api/detected-locations/check-availability')).toBeLessThan(order.indexOf('POST /api/addresses'));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'addr-new' }));
  });

  it('shows the Service Not Available dialog and saves nothing when the place is not served', async () => {
    const api = routes([
      on(contract.locations.checkAvailability, {
        success: true,
        is_available: false,
        message: 'Service currently available only in Gurugram/Gurgaon area.',
      }),
    ]);
    const user = renderForm();
    await dropPin(user);
    await user.click(saveButton());

    const dialog = await screen.findByRole('dialog', { name: 'Service Not Available' });
    expect(within(dialog).getByText("We're not available in your location yet, but we're expanding soon!")).toBeInTheDocument();
    expect(within(dialog).getByText('Sector 45, Gurugram, Haryana 122003')).toBeInTheDocument();
    expect(within(dialog).getByText("We'll notify you when we reach your area")).toBeInTheDocument();
    expect(api.calls(contract.addresses.create)).toHaveLength(0);

    // 'Maybe Later' keeps the form and what was typed.
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(screen.getByText('form open')).toBeInTheDocument();
    expect(screen.getByLabelText(/Area\/Village\/City/)).toHaveValue('Sector 45');
  });

  it('saves anyway when the availability check itself fails, and shows the dialog on the server refusal', async () => {
    const api = routes([
      on(contract.locations.checkAvailability, () => fail(500, 'Internal error')),
      on(contract.addresses.create, () =>
        fail(422, 'Service currently available only in Gurugram/Gurgaon area.', { error: 'SERVICE_NOT_AVAILABLE' }),
      ),
    ]);
    const user = renderForm();
    await dropPin(user);
    await user.click(saveButton());
    expect(await screen.findByRole('dialog', { name: 'Service Not Available' })).toBeInTheDocument();
    expect(api.calls(contract.addresses.create)).toHaveLength(1);
    expect(screen.getByText('form open')).toBeInTheDocument();
  });

  it('shows a duplicate address refusal inline and keeps the form', async () => {
    routes([on(contract.addresses.create, () => fail(409, 'This address is already saved'))]);
    const user = renderForm();
    await dropPin(user);
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This address is already saved');
    expect(screen.getByText('form open')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts a validation error under its field', async () => {
    routes([
      on(contract.addresses.create, () => fail(400, 'Please enter a valid 10-digit mobile number', { field: 'contact_phone' })),
    ]);
    const user = renderForm();
    await dropPin(user);
    await user.click(saveButton());
    expect(await screen.findByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText("Receiver's phone")).toHaveAttribute('aria-invalid', 'true');
  });

  it('updates an existing address with PUT', async () => {
    const api = routes([
      on(contract.addresses.update, ({ body }) => ({ success: true, data: { ...HOME, ...(body as object) } })),
    ]);
    const user = renderForm(HOME);
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Flat / House no.')).toHaveValue('B-204');
    expect(saveButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('Flat / House no.'));
    await fill(user, screen.getByLabelText('Flat / House no.'), 'C-12');
    await user.click(saveButton());
    await screen.findByText('form closed');
    expect(api.calls(contract.addresses.update)[0]?.body).toMatchObject({ flat_no: 'C-12', coordinates: HOME.coordinates });
    expect(api.calls(contract.addresses.create)).toHaveLength(0);
  });
});

describe('address form: search', () => {
  it('suggests places from 2 characters after a pause, navigable by keyboard, and fills the form from the pick', async () => {
    const api = routes([
      on(contract.locations.autocomplete, {
        success: true,
        suggestions: [
          {
            description: 'Sector 4, Gurugram',
            main_text: 'Sector 4',
            secondary_text: 'Gurugram, Haryana 122001',
            place_id: 'local:sector-4',
            coordinates: { lat: 28.47, lng: 77.01 },
            source: 'local',
          },
          {
            description: 'Sector 45, Gurugram',
            main_text: 'Sector 45',
            secondary_text: 'Gurugram, Haryana 122003',
            place_id: 'local:sector-45',
            coordinates: { lat: 28.44, lng: 77.06 },
            source: 'local',
          },
        ],
      }),
      on(contract.locations.place, { success: true, data: SECTOR_45 }),
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderForm(undefined, { advanceTimers: vi.advanceTimersByTime });
    const search = screen.getByRole('combobox');
    await user.type(search, 's');
    // Well past the pause after the last keystroke: 1 character is never searched.
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 1_000));
    expect(api.calls(contract.locations.autocomplete)).toHaveLength(0);

    await user.type(search, 'ector');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    // One request for the settled text, biased to the map centre.
    expect(api.calls(contract.locations.autocomplete)).toHaveLength(1);
    expect(api.calls(contract.locations.autocomplete)[0]?.search.get('input')).toBe('sector');
    expect(api.calls(contract.locations.autocomplete)[0]?.search.get('location')).toBe('28.45950,77.02660');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText(/Area\/Village\/City/)).toHaveValue('Sector 45'));
    expect(screen.getByLabelText(/Pincode/)).toHaveValue('122003');
    expect(search).toHaveValue('Sector 45');
    expect(screen.getByTestId('map-pin')).toHaveAttribute('data-lat', '28.4425');
    expect(saveButton()).toBeEnabled();
    expect(api.calls(contract.locations.geocode)).toHaveLength(0);
  });
});

describe('address form: a search that finds nothing', () => {
  it("says 'No addresses found' and how to go on", async () => {
    const api = routes([on(contract.locations.autocomplete, { success: true, suggestions: [] })]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderForm(undefined, { advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('combobox'), 'zzqx');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 100));
    await waitFor(() => expect(api.calls(contract.locations.autocomplete)).toHaveLength(1));
    expect(await screen.findByText('No addresses found')).toBeInTheDocument();
    expect(screen.getByText('Try another name or type the address below.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

describe('address form: without a map', () => {
  it("shows 'Current Location (Map unavailable)' when the tiles fail and saves by the typed address", async () => {
    leafletMock.tiles = 'error';
    const api = routes();
    const user = renderForm();
    expect(await screen.findAllByText('Current Location (Map unavailable)')).not.toHaveLength(0);
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await fill(user, screen.getByLabelText(/Area\/Village\/City/), 'Sector 45');
    await fill(user, screen.getByLabelText('City'), 'Gurugram');
    await fill(user, screen.getByLabelText(/Pincode/), '122003');
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    await screen.findByText('form closed');
    expect(api.calls(contract.addresses.create)[0]?.body).toMatchObject({
      area: 'Sector 45',
      coordinates: null,
      full_address: 'Sector 45, Gurugram 122003',
    });
  });

  it('falls back when no tile arrives within 8 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    leafletMock.tiles = 'none';
    routes();
    renderForm();
    expect(await screen.findByText('Loading map...')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8_000);
    });
    expect(screen.getAllByText('Current Location (Map unavailable)').length).toBeGreaterThan(0);
  });
});

describe('address form: current location', () => {
  it("shows 'Detecting...', moves the pin and fills the fields", async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 28.4425, longitude: 77.064, accuracy: 6 } } as GeolocationPosition),
      },
    });
    routes();
    const user = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Use current location' }));
    await waitFor(() => expect(screen.getByLabelText(/Area\/Village\/City/)).toHaveValue('Sector 45'));
    expect(screen.getByText('Location accurate to ±6 m')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('says why when location is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, error: PositionErrorCallback) =>
          error({ code: 1 } as GeolocationPositionError),
      },
    });
    routes();
    const user = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Use current location' }));
    expect(
      await screen.findByText('Failed to detect location. Please enter address manually or check location permissions.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enable location access in your browser settings')).toBeInTheDocument();
  });
});
