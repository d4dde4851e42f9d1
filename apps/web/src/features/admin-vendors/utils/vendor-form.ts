import { formatIndianPhone, type VendorFormInput, type VendorRecord } from '@washday/core';

/** A category a vendor can handle, as the vendors screen is given it (the area reads the catalogue). */
export interface ServiceOption {
  id: string;
  name: string;
  /** Off for customers; a vendor may still handle it. */
  enabled: boolean;
}

/** The catalogue's categories for the vendor screens: loading (undefined), or failed with a way to try again. */
export interface ServiceOptions {
  options: ServiceOption[] | undefined;
  failed: boolean;
  retry: () => void;
}

/** The form's starting values: the vendor's own, or blank for a new one (no position until the map is clicked). */
export function vendorFormDefaults(vendor: VendorRecord | null): VendorFormInput {
  if (!vendor) return { name: '', address: '', coordinates: null, services: [], contactPhone: '', rating: '' };
  return {
    name: vendor.name,
    address: vendor.address,
    coordinates: vendor.coordinates,
    services: vendor.services,
    contactPhone: formatIndianPhone(vendor.contactPhone),
    rating: vendor.rating.toFixed(1),
  };
}

/** '28.46850, 77.06350': five decimals is about a metre. */
export function formatCoordinates(point: { lat: number; lng: number }): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

/** Reads '28.4685, 77.0635' (as copied from a map app), or null. */
export function parseCoordinates(text: string): { lat: number; lng: number } | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
