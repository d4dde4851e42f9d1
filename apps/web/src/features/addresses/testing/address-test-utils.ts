// Test helpers for the address screens: fixtures, a fetch mock by route, and a stand-in for react-leaflet.
import type { AddressRecord, GeocodedPlace } from '@washday/core';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/render';

export const HOME: AddressRecord = {
  _id: 'addr-home',
  id: 'addr-home',
  title: 'Home',
  full_address: 'B-204, Palm Court, Near Huda Market, Sector 45, Gurugram, Haryana 122003',
  flat_no: 'B-204',
  street: 'Palm Court',
  area: 'Sector 45',
  landmark: 'Huda Market',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122003',
  coordinates: { lat: 28.4425, lng: 77.064 },
  address_type: 'home',
  contact_person: 'Asha Verma',
  contact_phone: '9876543210',
  is_default: true,
  status: 'active',
  created_at: '2026-01-15T10:00:00.000Z',
  updated_at: '2026-01-15T10:00:00.000Z',
};

export const WORK: AddressRecord = {
  ...HOME,
  _id: 'addr-work',
  id: 'addr-work',
  title: 'Work',
  full_address: 'Tower 8, DLF Cyber City, DLF Phase 2, Gurugram, Haryana 122002',
  flat_no: 'Tower 8',
  street: 'DLF Cyber City',
  area: 'DLF Phase 2',
  landmark: null,
  pincode: '122002',
  coordinates: { lat: 28.4949, lng: 77.0887 },
  address_type: 'office',
  is_default: false,
};

export const SECTOR_45: GeocodedPlace = {
  full_address: 'Sector 45, Gurugram, Haryana 122003, India',
  formatted_address: 'Sector 45, Gurugram, Haryana 122003, India',
  city: 'Gurugram',
  state: 'Haryana',
  country: 'India',
  pincode: '122003',
  house_number: '',
  building_name: '',
  street_name: '',
  neighborhood: 'Sector 45',
  landmark: '',
  coordinates: { lat: 28.4425, lng: 77.064 },
  source: 'local',
};

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type RouteHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** 'METHOD /path' → handler (a path ending in '*' matches by prefix); anything else answers 404. */
export function mockApi(routes: Record<string, RouteHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, search: url.searchParams, body };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const handler =
      routes[key] ?? Object.entries(routes).find(([route]) => route.endsWith('*') && key.startsWith(route.slice(0, -1)))?.[1];
    if (!handler) return jsonResponse({ success: false, error: 'NOT_FOUND', message: 'Route not found' }, 404, 'Not Found');
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    calls: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}

export const ok =
  (body: unknown, status = 200) =>
  () =>
    jsonResponse(body, status);
export const fail =
  (status: number, message: string, extra: Record<string, unknown> = {}) =>
  () =>
    jsonResponse({ success: false, error: 'ERROR', message, ...extra }, status);

/** Radix menus measure their trigger with ResizeObserver, which jsdom lacks. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
