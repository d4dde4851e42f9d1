import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, okJson } from './api';
import { doorScansThroughApi, laundryScansThroughApi } from './garments';
import { codeFor } from './outbox';
import { tagPickupThroughApi } from './tags';

// The demo seed's accounts (apps/api/src/db/seed/seed-demo.ts): the admin, an approved rider and the vendor.
export { DEMO_ADMIN, okJson } from './api';
export const DEMO_RIDER_PHONE = '9810000002';
/** The demo's second approved rider (Anil Yadav): a journey next to one that signs the first in uses this one. */
export const SECOND_DEMO_RIDER_PHONE = '9810000003';
export const DEMO_VENDOR_ID = 'vendor-sector-14';
// Where the rider says they are when going active: near the demo addresses in Sector 69, Gurugram.
const RIDER_POSITION = { lat: 28.3985, lng: 77.0401 };

/**
 * Signs a rider in through the API. A rider may ask for one code a minute, and journeys share the demo riders, so a
 * refusal that says when to ask again is waited out once, as the portal's own countdown would.
 */
export async function signInRiderThroughApi(
  rider: APIRequestContext,
  outbox: APIRequestContext,
  phone: string,
): Promise<{ token: string; rider: { _id: string } }> {
  let asked = await rider.post('/api/riders/request-otp', { data: { phone } });
  if (asked.status() === 429) {
    const { retryAfterSeconds } = (await asked.json()) as { retryAfterSeconds?: number };
    await new Promise((resolve) => setTimeout(resolve, ((retryAfterSeconds ?? 60) + 1) * 1000));
    asked = await rider.post('/api/riders/request-otp', { data: { phone } });
  }
  await okJson(asked);
  return okJson(await rider.post('/api/riders/verify-otp', { data: { phone, otp: await codeFor(outbox, phone) } }));
}

/** Operations confirm a pending booking and give its pickup to a rider, as the demo admin through the API. */
export async function assignPickupThroughApi(baseURL: string, bookingId: string, riderId: string): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const { data: login } = await okJson<{ data: { token: string } }>(await admin.post('/api/auth/login', { data: DEMO_ADMIN }));
    const headers = { Authorization: `Bearer ${login.token}` };
    await okJson(await admin.put(`/api/admin/bookings/${bookingId}/status`, { headers, data: { status: 'confirmed' } }));
    await okJson(
      await admin.post('/api/admin/orders/assign', { headers, data: { orderId: bookingId, riderId, orderType: 'pickup' } }),
    );
  } finally {
    await admin.dispose();
  }
}

export interface CompleteOrderOptions {
  /** The rider who does both trips (the demo rider unless given). */
  riderPhone?: string;
  vendorId?: string;
  /** What the pickup rider counts at the door. */
  itemCount?: number;
}

/** A rider signed in through the API: their request context, its Authorization header and their id. */
export interface RiderApiSession {
  request: APIRequestContext;
  headers: { Authorization: string };
  riderId: string;
}

/**
 * Takes a customer's booking from pending to a started delivery the way operations and a rider would, through the API
 * (docs/decisions/0008-order-lifecycle.md): the admin confirms and assigns the pickup, the rider goes active, accepts,
 * starts and completes it with the item count, the vendor stages run received → processing → ready (the laundry
 * scanning the tags in and packing them), the rider accepts and starts the delivery. `rider` is the request context the rider signs in with (a browser context's `request`
 * signs its pages in too); `outbox` reads the rider's sign-in code.
 */
export async function startDeliveryThroughApi(
  baseURL: string,
  outbox: APIRequestContext,
  bookingId: string,
  rider: APIRequestContext,
  options: CompleteOrderOptions = {},
): Promise<RiderApiSession> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const { data: login } = await okJson<{ data: { token: string } }>(await admin.post('/api/auth/login', { data: DEMO_ADMIN }));
    const asAdmin = { Authorization: `Bearer ${login.token}` };
    const riderLogin = await signInRiderThroughApi(rider, outbox, options.riderPhone ?? DEMO_RIDER_PHONE);
    const session: RiderApiSession = {
      request: rider,
      headers: { Authorization: `Bearer ${riderLogin.token}` },
      riderId: riderLogin.rider._id,
    };

    const setStatus = async (status: string) =>
      okJson(await admin.put(`/api/admin/bookings/${bookingId}/status`, { headers: asAdmin, data: { status } }));
    const assign = async (orderType: 'pickup' | 'delivery') =>
      okJson(
        await admin.post('/api/admin/orders/assign', {
          headers: asAdmin,
          data: { orderId: bookingId, riderId: session.riderId, orderType },
        }),
      );
    const act = (action: 'accept' | 'start' | 'complete', extra: { itemCount?: number } = {}) =>
      riderAction(session, bookingId, action, extra);

    // Only an active rider, sharing their position, accepts jobs.
    await okJson(
      await rider.post('/api/riders/toggle-status', {
        headers: session.headers,
        data: { isActive: true, location: RIDER_POSITION },
      }),
    );
    await okJson(
      await rider.post('/api/riders/location', {
        headers: session.headers,
        data: { location: RIDER_POSITION, timestamp: new Date().toISOString(), accuracy: 15 },
      }),
    );

    await setStatus('confirmed');
    await assign('pickup');
    await act('accept');
    await act('start');
    // Photos are optional proof at the door; every item is tagged, and the count must match the tags.
    await tagPickupThroughApi(baseURL, rider, session.headers, bookingId, options.itemCount ?? 2);
    await act('complete', { itemCount: options.itemCount ?? 2 });

    await okJson(
      await admin.post('/api/admin/orders/assign-vendor', {
        headers: asAdmin,
        data: { orderId: bookingId, vendorData: { vendorId: options.vendorId ?? DEMO_VENDOR_ID } },
      }),
    );
    // The laundry scans every tag in before it is received and packs every one before it is ready (decision 0034).
    await laundryScansThroughApi(baseURL, outbox, bookingId, 'intake');
    await setStatus('received');
    await setStatus('processing');
    await laundryScansThroughApi(baseURL, outbox, bookingId, 'packing');
    await setStatus('ready');

    await assign('delivery');
    await act('accept');
    await act('start');
    return session;
  } finally {
    await admin.dispose();
  }
}

/** Accept, start or complete a trip as the rider, through the API. */
export async function riderAction(
  session: RiderApiSession,
  bookingId: string,
  action: 'accept' | 'start' | 'complete',
  extra: { itemCount?: number; handoverCode?: string } = {},
): Promise<unknown> {
  return okJson(
    await session.request.post('/api/riders/order-action', {
      headers: session.headers,
      data: { orderId: bookingId, action, location: RIDER_POSITION, ...extra },
    }),
  );
}

/**
 * The delivery rider takes what is due in cash at the door, through the API (issue 26: a delivery completes only
 * once it is paid). Answers the amount that was due.
 */
export async function payCashAtDoorThroughApi(session: RiderApiSession, bookingId: string): Promise<number> {
  const { bill } = await okJson<{ bill: { due: number } }>(
    await session.request.get(`/api/riders/orders/${bookingId}/payment`, { headers: session.headers }),
  );
  if (bill.due > 0)
    await okJson(
      await session.request.post(`/api/riders/orders/${bookingId}/payments/cash`, {
        headers: session.headers,
        data: { received: bill.due },
      }),
    );
  return bill.due;
}

/**
 * Takes a customer's booking from pending to completed (startDeliveryThroughApi), the rider taking the money in cash
 * and completing with the handover code the customer reads from their own booking.
 *
 * `outbox` reads the rider's sign-in code; `customer` is a request context signed in as the booking's customer
 * (a page's `page.request`). Answers the completed booking as its customer sees it.
 */
export async function completeOrderThroughApi(
  baseURL: string,
  outbox: APIRequestContext,
  bookingId: string,
  customer: APIRequestContext,
  options: CompleteOrderOptions = {},
): Promise<{ id: string; status: string; final_amount: number }> {
  const rider = await playwrightRequest.newContext({ baseURL });
  try {
    const session = await startDeliveryThroughApi(baseURL, outbox, bookingId, rider, options);
    const { booking } = await okJson<{ booking: { handover_code: string | null } }>(
      await customer.get(`/api/bookings/${bookingId}`),
    );
    expect(booking.handover_code, 'the customer reads their handover code').toMatch(/^\d{4}$/);
    await payCashAtDoorThroughApi(session, bookingId);
    // Every tag is checked at the door before the handover code is taken.
    await doorScansThroughApi(rider, session.headers, bookingId);
    await riderAction(session, bookingId, 'complete', { handoverCode: booking.handover_code! });

    await okJson(await rider.post('/api/riders/toggle-status', { headers: session.headers, data: { isActive: false } }));
    const done = await okJson<{ booking: { id: string; status: string; final_amount: number } }>(
      await customer.get(`/api/bookings/${bookingId}`),
    );
    expect(done.booking.status).toBe('completed');
    return done.booking;
  } finally {
    await rider.dispose();
  }
}
