import { contract } from '@washday/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTOR_45 as place } from '@/test/place-fixtures';
import { jsonResponse } from '@/test/render';
import { ApiError } from './api-client';
import { callEndpoint } from './api-endpoint';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callEndpoint', () => {
  it("sends the endpoint's method to its path with the parameters filled in and encoded", async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, data: place }));
    const answer = await callEndpoint(contract.locations.place, { params: { id: 'local:sector 45/a' } });
    expect(answer.data.city).toBe('Gurugram');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/location/place/local%3Asector%2045%2Fa');
    expect(init?.method).toBe('GET');
  });

  it('sends the query, the JSON body and the headers the endpoint takes', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ success: true, bookings: [], pagination: { page: 2, limit: 5, total: 0, hasMore: false } }),
    );
    await callEndpoint(contract.bookings.listForCustomer, {
      params: { id: 'user-1' },
      query: { status: 'pending', page: 2, limit: 5 },
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/bookings/customer/user-1?status=pending&page=2&limit=5');

    stubFetch(() => jsonResponse({ success: true, message: 'Logged out successfully' }));
    await callEndpoint(contract.auth.logout, { body: { role: 'rider' }, headers: { 'x-test': '1' } });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ role: 'rider' }));
    expect(new Headers(init?.headers).get('x-test')).toBe('1');
  });

  it("refuses an answer that does not match the endpoint's schema", async () => {
    stubFetch(() => jsonResponse({ success: true, data: { ...place, coordinates: null } }));
    const error = await callEndpoint(contract.locations.geocode, { body: { lat: 28.44, lng: 77.06 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
  });
});
