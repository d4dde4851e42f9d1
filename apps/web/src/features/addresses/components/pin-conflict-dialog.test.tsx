import { ADDRESS_PLACE_MESSAGES, contract, type AddressRecord, type GeocodedPlace } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { englishLeftIn } from '@/test/english-left';
import { fail, mockApi, on, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { HOME } from '../testing/address-test-utils';
import { AddressFormHarness } from '../testing/address-form-harness';
import { resetLeafletMock } from '../testing/react-leaflet-mock';

vi.mock('react-leaflet', () => import('../testing/react-leaflet-mock'));
vi.mock('leaflet', () => ({ default: { Icon: { Default: { prototype: {}, mergeOptions: () => {} } } } }));

// The reported case: 'Use current location' in Sector 69, then 'Connaught Place, New Delhi 110001' typed.
const SECTOR_69_POINT = { lat: 28.396, lng: 77.037 };
const SECTOR_69: GeocodedPlace = {
  full_address: 'Sector 69, Gurugram, Haryana 122101, India',
  formatted_address: 'Sector 69, Gurugram, Haryana 122101, India',
  city: 'Gurugram',
  state: 'Haryana',
  country: 'India',
  pincode: '122101',
  house_number: '',
  building_name: '',
  street_name: '',
  neighborhood: 'Sector 69',
  landmark: '',
  coordinates: SECTOR_69_POINT,
  source: 'local',
};
const NEW_DELHI: GeocodedPlace = {
  ...SECTOR_69,
  full_address: 'New Delhi, Delhi 110001, India',
  formatted_address: 'New Delhi, Delhi 110001, India',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110001',
  neighborhood: '',
  coordinates: { lat: 28.6139, lng: 77.209 },
  source: 'fallback',
};

const onSaved = vi.fn();
beforeEach(() => {
  resetLeafletMock();
  onSaved.mockClear();
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (success: PositionCallback) =>
        success({
          coords: { latitude: SECTOR_69_POINT.lat, longitude: SECTOR_69_POINT.lng, accuracy: 8 },
        } as GeolocationPosition),
    },
  });
});
afterEach(async () => {
  toast.dismiss();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function routes(extra: StubRoute[] = []) {
  return mockApi([
    on(contract.locations.geocode, { success: true, data: SECTOR_69 }),
    on(contract.locations.coordinates, { success: true, data: NEW_DELHI }),
    on(contract.locations.checkAvailability, {
      success: true,
      is_available: true,
      message: 'Service available in Gurugram/Gurgaon',
    }),
    on(contract.addresses.create, ({ body }) => ({
      success: true,
      message: 'Address saved',
      data: { ...HOME, ...(body as Partial<AddressRecord>), id: 'addr-new', _id: 'addr-new' },
    })),
    on(contract.addresses.list, { success: true, data: [] }),
    ...extra,
  ]);
}

const field = (name: RegExp | string) => screen.getByLabelText(name);
const deliveryLine = () => screen.getByText((_, element) => element?.id.endsWith('-full-address') === true);

/** Current location in Sector 69, then the New Delhi address typed over what it filled in. */
async function typeDelhiOverSector69() {
  const user = userEvent.setup();
  renderWithProviders(<AddressFormHarness onSaved={onSaved} />);
  await user.click(await screen.findByRole('button', { name: 'Use current location' }));
  await waitFor(() => expect(field(/Pincode/)).toHaveValue('122101'));
  await retype(user, /Area\/Village\/City/, 'Connaught Place');
  await retype(user, 'City', 'New Delhi');
  await retype(user, /Pincode/, '110001');
  return user;
}

/** Replaces a field's text as one paste (as fast as the machine allows; keystrokes are not what is tested). */
async function retype(user: ReturnType<typeof userEvent.setup>, label: RegExp | string, text: string) {
  await user.clear(field(label));
  await user.paste(text);
}

async function askedToChoose(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  return screen.findByRole('dialog', { name: 'Which address is right?' });
}

describe('the pin and the typed address disagree', () => {
  it('asks which is right before saving anything, and never pairs New Delhi with the pin’s Haryana', async () => {
    const api = routes();
    const user = await typeDelhiOverSector69();
    // The state follows what was typed, not the pin.
    expect(deliveryLine()).toHaveTextContent('Connaught Place, New Delhi, Delhi 110001');

    const dialog = await askedToChoose(user);
    expect(dialog).toHaveTextContent('Your pin is in Gurugram, Haryana 122101, but you typed New Delhi 110001.');
    expect(within(dialog).getByRole('button', { name: /Use the pin's address/ })).toHaveTextContent('Gurugram, Haryana 122101');
    expect(within(dialog).getByRole('button', { name: /Move the pin to what I typed/ })).toHaveTextContent('New Delhi 110001');
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(api.calls(contract.locations.checkAvailability)).toHaveLength(0);
    expect(api.calls(contract.addresses.create)).toHaveLength(0);
  });

  it("'Use the pin's address' saves the pin's city, state and pincode", async () => {
    const api = routes();
    const user = await typeDelhiOverSector69();
    const dialog = await askedToChoose(user);
    await user.click(within(dialog).getByRole('button', { name: /Use the pin's address/ }));

    await screen.findByText('form closed');
    expect(api.calls(contract.addresses.create)).toHaveLength(1);
    expect(api.calls(contract.addresses.create)[0]?.body).toMatchObject({
      area: 'Sector 69',
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122101',
      full_address: 'Sector 69, Gurugram, Haryana 122101',
      coordinates: SECTOR_69_POINT,
    });
  });

  it("'Move the pin to what I typed' finds the typed address, moves the pin there and checks that place", async () => {
    const api = routes([
      on(contract.locations.checkAvailability, {
        success: true,
        is_available: false,
        message: 'Service currently available only in Gurugram/Gurgaon area.',
      }),
    ]);
    const user = await typeDelhiOverSector69();
    const dialog = await askedToChoose(user);
    await user.click(within(dialog).getByRole('button', { name: /Move the pin to what I typed/ }));

    // New Delhi is not served: the not-available dialog, and nothing saved.
    expect(await screen.findByRole('dialog', { name: 'Service Not Available' })).toBeInTheDocument();
    expect(api.calls(contract.locations.coordinates)[0]?.body).toEqual({ address: 'Connaught Place, New Delhi 110001' });
    expect(screen.getByTestId('map-pin')).toHaveAttribute('data-lat', '28.6139');
    expect(api.calls(contract.locations.checkAvailability)[0]?.body).toEqual({
      city: 'New Delhi',
      pincode: '110001',
      full_address: 'Connaught Place, New Delhi, Delhi 110001',
      coordinates: NEW_DELHI.coordinates,
    });
    expect(api.calls(contract.addresses.create)).toHaveLength(0);
  });

  it('says so when the typed address cannot be found, and the pin stays', async () => {
    const api = routes([on(contract.locations.coordinates, () => fail(404, 'Address not found'))]);
    const user = await typeDelhiOverSector69();
    const dialog = await askedToChoose(user);
    await user.click(within(dialog).getByRole('button', { name: /Move the pin to what I typed/ }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We couldn't find what you typed on the map. Move the pin yourself, or edit the address.",
    );
    expect(within(dialog).getByRole('button', { name: /Move the pin to what I typed/ })).toBeDisabled();
    expect(screen.getByTestId('map-pin')).toHaveAttribute('data-lat', String(SECTOR_69_POINT.lat));
    expect(api.calls(contract.addresses.create)).toHaveLength(0);
  });

  it("'Edit' returns to the city to correct it; once it agrees with the pin, it saves without asking", async () => {
    const api = routes();
    const user = await typeDelhiOverSector69();
    const dialog = await askedToChoose(user);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Which address is right?' })).not.toBeInTheDocument());
    await waitFor(() => expect(field('City')).toHaveFocus());
    expect(api.calls(contract.addresses.create)).toHaveLength(0);

    await retype(user, 'City', 'Gurugram');
    await retype(user, /Pincode/, '122018');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('form closed');
    expect(api.calls(contract.addresses.create)[0]?.body).toMatchObject({
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122018',
    });
  });

  it("puts the server's refusal of a city and state that disagree under the city", async () => {
    routes([on(contract.addresses.create, () => fail(400, ADDRESS_PLACE_MESSAGES.cityNotInState, { field: 'city' }))]);
    const user = userEvent.setup();
    renderWithProviders(<AddressFormHarness onSaved={onSaved} />);
    await user.click(await screen.findByRole('button', { name: 'Use current location' }));
    await waitFor(() => expect(field(/Pincode/)).toHaveValue('122101'));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(ADDRESS_PLACE_MESSAGES.cityNotInState)).toBeInTheDocument();
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks in Hindi, keeping the places as data', async () => {
    await i18n.changeLanguage('hi');
    routes();
    const user = userEvent.setup();
    renderWithProviders(<AddressFormHarness onSaved={onSaved} />);
    await user.click(await screen.findByRole('button', { name: 'अभी की लोकेशन लें' }));
    await waitFor(() => expect(field(/पिनकोड/)).toHaveValue('122101'));
    await retype(user, /पिनकोड/, '110001');
    await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));

    const dialog = await screen.findByRole('dialog', { name: 'कौन-सा पता सही है?' });
    expect(dialog).toHaveTextContent('आपका पिन Gurugram, Haryana 122101 में है, लेकिन आपने Gurugram 110001 लिखा है।');
    expect(within(dialog).getByRole('button', { name: /पिन वाला पता रखें/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /पिन को मेरे लिखे पते पर ले जाएँ/ })).toBeInTheDocument();
    expect(englishLeftIn(dialog)).toEqual([]);
  });
});
