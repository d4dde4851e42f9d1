import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, okJson } from './api';
import { indiaDay } from './customer';
import { codeFor, PNG } from './outbox';

/** An admin signed in through the API: the request context and its Authorization header. */
export interface AdminApi {
  request: APIRequestContext;
  headers: { Authorization: string };
}

export async function adminThroughApi(baseURL: string): Promise<AdminApi> {
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const { data } = await okJson<{ data: { token: string } }>(await request.post('/api/auth/login', { data: DEMO_ADMIN }));
  return { request, headers: { Authorization: `Bearer ${data.token}` } };
}

/** A rectangle [south, west, north, east] as a closed GeoJSON ring of [lng, lat]. */
export function ringOf([south, west, north, east]: readonly [number, number, number, number]): [number, number][] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/** A service area with an outline, created by the admin; answers its id. */
export async function createAreaThroughApi(
  admin: AdminApi,
  area: string,
  box: readonly [number, number, number, number],
): Promise<string> {
  const { area: created } = await okJson<{ area: { id: string } }>(
    await admin.request.post('/api/admin/service-areas', {
      headers: admin.headers,
      data: { city: 'Gurugram', area, pincode: null, outline: { type: 'Polygon', coordinates: [ringOf(box)] } },
    }),
  );
  return created.id;
}

/** A pickup tomorrow at `time` from a new saved address at `point`; answers the booking. */
export async function bookPickupAt(
  customer: APIRequestContext,
  baseURL: string,
  phone: string,
  name: string,
  flatNo: string,
  point: { lat: number; lng: number },
  time: string,
): Promise<{ id: string; custom_order_id: string }> {
  const { data: address } = await okJson<{ data: { id: string } }>(
    await customer.post('/api/addresses', {
      headers: { Origin: baseURL },
      data: {
        flat_no: flatNo,
        area: 'Sector 45',
        city: 'Gurugram',
        pincode: '122003',
        coordinates: point,
        address_type: 'home',
        contact_person: name,
        contact_phone: phone,
      },
    }),
  );
  const { booking } = await okJson<{ booking: { id: string; custom_order_id: string } }>(
    await customer.post('/api/bookings', {
      headers: { Origin: baseURL },
      data: {
        services: [{ id: 'laundry-fold', quantity: 2 }],
        pickupDate: indiaDay(1),
        pickupTime: time,
        deliveryDate: indiaDay(4),
        deliveryTime: '18:00',
        address_id: address.id,
        phone,
      },
    }),
  );
  return booking;
}

/** A rider registers through the API with both documents and the admin approves them; answers the rider's id. */
export async function registeredRiderThroughApi(admin: AdminApi, phone: string, name: string): Promise<string> {
  const api = admin.request;
  await okJson(await api.post('/api/riders/register/request-otp', { data: { phone } }));
  const { rider } = await okJson<{ rider: { _id: string } }>(
    await api.post('/api/riders/register', {
      multipart: {
        name,
        phone,
        aadharNumber: '456789012345',
        otp: await codeFor(api, phone),
        aadharImage: { name: 'aadhar.png', mimeType: 'image/png', buffer: PNG },
        selfieImage: { name: 'selfie.png', mimeType: 'image/png', buffer: PNG },
      },
    }),
  );
  await okJson(await api.post(`/api/admin/riders/${rider._id}/verify`, { headers: admin.headers, data: { status: 'approved' } }));
  return rider._id;
}
