import { contract, type EndpointReply, type GeocodedPlace } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_MESSAGES } from '@/lib/geolocation';
import { i18n, translateMessage } from '@/lib/i18n';
import { mockApi, on } from '@/test/mock-api';
import { SECTOR_45 } from '@/test/place-fixtures';
import { renderWithProviders } from '@/test/render';
import { LOCATION_STORAGE_KEY, LOCATION_TTL_MS, type StoredLocation } from '../utils/stored-location';
import { LocationLine } from './location-line';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-03-01T09:00:00.000Z').getTime();

/** Geocoding answers `place`; saving a detection (guest or signed in) answers whether it is served. */
function stubLocationApi({ available = true, place = SECTOR_45 }: { available?: boolean; place?: GeocodedPlace } = {}) {
  const saved: EndpointReply<typeof contract.locations.saveDetected> = {
    success: true,
    data: {
      id: 'loc-1',
      is_available: available,
      message: available ? 'Service available in Gurugram/Gurgaon' : 'Service currently available only in Gurugram/Gurgaon area.',
    },
  };
  return mockApi([
    on(contract.locations.geocode, { success: true, data: place }),
    on(contract.locations.saveDetected, saved),
    on(contract.locations.saveDetectedForCustomer, saved),
  ]).requests;
}

/** navigator.geolocation answering with a fix, or failing with a code. */
function stubGeolocation(answer: { accuracy: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, error: PositionErrorCallback, _options?: PositionOptions) => {
    if ('code' in answer) error({ code: answer.code, message: '' } as GeolocationPositionError);
    else success({ coords: { latitude: 28.4425, longitude: 77.064, accuracy: answer.accuracy } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

function store(location: Partial<StoredLocation> & { detectedAt: number }) {
  const full: StoredLocation = {
    status: 'detected',
    label: 'Sector 56, Gurugram',
    full_address: 'Sector 56, Gurugram, Haryana 122011, India',
    city: 'Gurugram',
    pincode: '122011',
    coordinates: { lat: 28.42, lng: 77.1 },
    is_available: true,
    ...location,
  };
  localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify(full));
}

const line = () => screen.getByRole('button', { name: /^Location: / });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false });
});

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('location line: timing', () => {
  it("shows 'Gurugram', detects 2 s after a first visit and shows the area", async () => {
    const calls = stubLocationApi();
    const geolocate = stubGeolocation({ accuracy: 40 });
    renderWithProviders(<LocationLine signedIn={false} />);
    expect(line()).toHaveTextContent('Gurugram');

    await advance(1_999);
    expect(geolocate).not.toHaveBeenCalled();
    await advance(1);
    expect(geolocate).toHaveBeenCalledTimes(1);
    expect(geolocate.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 });
    await advance(50);

    expect(line()).toHaveTextContent('Sector 45, Gurugram');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/location/geocode', 'POST /api/detected-locations']);
    expect(calls[1]?.body).toMatchObject({
      full_address: 'Sector 45, Gurugram, Haryana 122003, India',
      city: 'Gurugram',
      pincode: '122003',
      coordinates: { lat: 28.4425, lng: 77.064 },
      detection_method: 'gps',
      accuracy: 40,
    });
    const stored = JSON.parse(localStorage.getItem(LOCATION_STORAGE_KEY) ?? 'null') as StoredLocation;
    expect(stored).toMatchObject({
      status: 'detected',
      label: 'Sector 45, Gurugram',
      is_available: true,
      detectedAt: NOW + 2_000,
    });

    // And again once that is 24 h old (it was detected 50 ms ago).
    await advance(LOCATION_TTL_MS - 51);
    expect(geolocate).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(geolocate).toHaveBeenCalledTimes(2);
  });

  it('uses a stored location younger than 24 h and re-checks only when it turns 24 h old', async () => {
    store({ detectedAt: NOW - 23 * HOUR });
    stubLocationApi();
    const geolocate = stubGeolocation({ accuracy: 40 });
    renderWithProviders(<LocationLine signedIn />);
    expect(line()).toHaveTextContent('Sector 56, Gurugram');

    await advance(2_000);
    expect(geolocate).not.toHaveBeenCalled();
    await advance(HOUR - 2_001);
    expect(geolocate).not.toHaveBeenCalled();
    await advance(1);
    expect(geolocate).toHaveBeenCalledTimes(1);
  });

  it('ignores a stored location older than 24 h and detects after 2 s', async () => {
    store({ detectedAt: NOW - 25 * HOUR });
    const calls = stubLocationApi();
    const geolocate = stubGeolocation({ accuracy: 40 });
    renderWithProviders(<LocationLine signedIn />);
    expect(line()).toHaveTextContent('Gurugram');
    expect(line()).not.toHaveTextContent('Sector 56');
    await advance(2_000);
    expect(geolocate).toHaveBeenCalledTimes(1);
    await advance(50);
    // A signed-in customer's detection goes to the logged-user route.
    expect(calls.map((c) => c.path)).toContain('/api/detected-locations/logged-user');
  });
});

describe('location line: outcomes', () => {
  it('shows the not-in-your-area dialog when the place is not served', async () => {
    stubLocationApi({
      available: false,
      place: { ...SECTOR_45, neighborhood: 'Colaba', city: 'Mumbai', full_address: 'Colaba, Mumbai, Maharashtra 400005, India' },
    });
    stubGeolocation({ accuracy: 40 });
    renderWithProviders(<LocationLine signedIn={false} />);
    await advance(2_100);
    // The dialog hides the page from assistive tech, so read the line's text directly.
    expect(screen.getByText('Colaba, Mumbai')).toBeInTheDocument();
    vi.useRealTimers();

    const dialog = await screen.findByRole('dialog', { name: 'Not in your area yet' });
    expect(within(dialog).getByText('Service currently available only in Gurugram/Gurgaon area.')).toBeInTheDocument();
    expect(within(dialog).getByText('Colaba, Mumbai, Maharashtra 400005, India')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Explore services' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("quietly keeps 'Gurugram' when location is refused, and explains on a tap", async () => {
    const calls = stubLocationApi();
    stubGeolocation({ code: 1 });
    renderWithProviders(
      <>
        <LocationLine signedIn={false} />
        <Toaster />
      </>,
    );
    await advance(2_100);
    expect(line()).toHaveTextContent('Gurugram');
    expect(calls).toHaveLength(0);
    expect(screen.queryByText('Please enable location access in your browser settings')).not.toBeInTheDocument();
    // The refusal is remembered so the next visit does not ask again.
    expect(JSON.parse(localStorage.getItem(LOCATION_STORAGE_KEY) ?? 'null')).toMatchObject({ status: 'failed' });

    vi.useRealTimers();
    await userEvent.click(line());
    expect(await screen.findByText('Location access denied')).toBeInTheDocument();
    expect(screen.getByText('Please enable location access in your browser settings')).toBeInTheDocument();
  });

  it("names a position the browser cannot find 'Location unavailable' on a tap", async () => {
    stubLocationApi();
    stubGeolocation({ code: 2 });
    vi.useRealTimers();
    renderWithProviders(
      <>
        <LocationLine signedIn={false} autoDetect={false} />
        <Toaster />
      </>,
    );
    await userEvent.click(line());
    expect(await screen.findByText('Location unavailable')).toBeInTheDocument();
    expect(screen.getByText('Your location could not be determined. Please try again.')).toBeInTheDocument();
  });

  it('words a timeout as the spec does', async () => {
    stubLocationApi();
    stubGeolocation({ code: 3 });
    vi.useRealTimers();
    renderWithProviders(
      <>
        <LocationLine signedIn={false} />
        <Toaster />
      </>,
    );
    await userEvent.click(line());
    expect(await screen.findByText('Location request timed out. Please try again.')).toBeInTheDocument();
  });
});

describe('location line: in Hindi', () => {
  it("says 'Gurugram' in Hindi, a detected place as the geocoder names it, and the dialog in Hindi", async () => {
    await i18n.changeLanguage('hi');
    stubLocationApi({
      available: false,
      place: { ...SECTOR_45, neighborhood: 'Colaba', city: 'Mumbai', full_address: 'Colaba, Mumbai, Maharashtra 400005, India' },
    });
    stubGeolocation({ accuracy: 40 });
    renderWithProviders(<LocationLine signedIn={false} />);
    const before = screen.getByRole('button', { name: 'लोकेशन: गुरुग्राम। अपनी लोकेशन पता करने के लिए टैप करें' });
    expect(before).toHaveAttribute('title', 'अपनी लोकेशन पता करने के लिए टैप करें');
    expect(within(before).getByText('गुरुग्राम')).not.toHaveAttribute('translate');

    await advance(2_100);
    expect(screen.getByText('Colaba, Mumbai')).toHaveAttribute('translate', 'no');
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'आपके इलाके में अभी नहीं' });
    const unavailable = translateMessage('Service currently available only in Gurugram/Gurgaon area.');
    expect(unavailable).not.toMatch(/[A-Za-z]/);
    expect(within(dialog).getByText(unavailable)).toBeInTheDocument();
    expect(within(dialog).getByText('Colaba, Mumbai, Maharashtra 400005, India')).toHaveAttribute('translate', 'no');
    expect(within(dialog).getByText('पता चली लोकेशन:')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'सेवाएँ देखें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'होम पर जाएँ' })).toBeInTheDocument();
  });

  it('explains a refused location in Hindi on a tap', async () => {
    await i18n.changeLanguage('hi');
    stubLocationApi();
    stubGeolocation({ code: 1 });
    vi.useRealTimers();
    renderWithProviders(
      <>
        <LocationLine signedIn={false} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /^लोकेशन: / }));
    const hindi = translateMessage(GEOLOCATION_MESSAGES.denied);
    expect(hindi).not.toBe(GEOLOCATION_MESSAGES.denied);
    expect(await screen.findByText(hindi)).toBeInTheDocument();
    expect(screen.getByText('लोकेशन की अनुमति नहीं मिली')).toBeInTheDocument();
  });
});
