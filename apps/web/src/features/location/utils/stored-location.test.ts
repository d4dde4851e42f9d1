import { afterEach, describe, expect, it } from 'vitest';
import { LOCATION_STORAGE_KEY, readStoredLocation } from './stored-location';

afterEach(() => localStorage.clear());

describe('readStoredLocation', () => {
  const location = {
    status: 'detected',
    label: 'Sector 45, Gurugram',
    full_address: null,
    city: 'Gurugram',
    pincode: '122003',
    coordinates: { lat: 28.44, lng: 77.06, accuracy: 12 },
    is_available: true,
    detectedAt: 1_700_000_000_000,
  };

  it('reads a stored location, keeping only latitude and longitude of its coordinates', () => {
    localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ ...location, note: 'dropped' }));
    expect(readStoredLocation()).toEqual({ ...location, coordinates: { lat: 28.44, lng: 77.06 } });
  });

  it('ignores a stored location with coordinates off the globe, an unknown status or a missing field', () => {
    localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ ...location, coordinates: { lat: 95, lng: 77 } }));
    expect(readStoredLocation()).toBeNull();
    localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ ...location, status: 'maybe' }));
    expect(readStoredLocation()).toBeNull();
    localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ ...location, is_available: undefined }));
    expect(readStoredLocation()).toBeNull();
  });
});
