import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, DEMO_RIDER_PHONE, DEMO_VENDOR_ID, okJson, riderAction, signInRiderThroughApi } from './lifecycle';

// The laundry's journeys (decision 0034): an order brought to the demo vendor by the demo rider, through the API.
export { DEMO_LAUNDRY_PHONE } from './garments';
const RIDER_POSITION = { lat: 28.3985, lng: 77.0401 };

/**
 * Takes a customer's booking to 'on its way to the laundry' as operations and the pickup rider would: confirmed, the
 * pickup given to the demo rider, who goes active, accepts, starts, tags `itemCount` printed labels at the door and
 * completes it; then the demo vendor is assigned. Answers nothing: the laundry's board shows the order.
 */
export async function bringToLaundryThroughApi(
  baseURL: string,
  outbox: APIRequestContext,
  bookingId: string,
  itemCount = 2,
): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const rider = await playwrightRequest.newContext({ baseURL });
  try {
    const { data: login } = await okJson<{ data: { token: string } }>(await admin.post('/api/auth/login', { data: DEMO_ADMIN }));
    const asAdmin = { Authorization: `Bearer ${login.token}` };
    const riderLogin = await signInRiderThroughApi(rider, outbox, DEMO_RIDER_PHONE);
    const session = { request: rider, headers: { Authorization: `Bearer ${riderLogin.token}` }, riderId: riderLogin.rider._id };
    await okJson(
      await rider.post('/api/riders/toggle-status', {
        headers: session.headers,
        data: { isActive: true, location: RIDER_POSITION },
      }),
    );
    await okJson(await admin.put(`/api/admin/bookings/${bookingId}/status`, { headers: asAdmin, data: { status: 'confirmed' } }));
    await okJson(
      await admin.post('/api/admin/orders/assign', {
        headers: asAdmin,
        data: { orderId: bookingId, riderId: session.riderId, orderType: 'pickup' },
      }),
    );
    await riderAction(session, bookingId, 'accept');
    await riderAction(session, bookingId, 'start');
    // Every item is tagged at the door before the pickup completes: labels from a freshly printed sheet.
    const { sheets } = await okJson<{ sheets: Array<{ code: string }> }>(
      await admin.post('/api/admin/tag-sheets', { headers: asAdmin, data: { layout: 'A4-24', sheets: 1 } }),
    );
    for (let place = 1; place <= itemCount; place++) {
      const code = `WD-${sheets[0]!.code}-${String(place).padStart(2, '0')}`;
      await okJson(await rider.post(`/api/riders/orders/${bookingId}/tags`, { headers: session.headers, data: { code } }));
    }
    await riderAction(session, bookingId, 'complete', { itemCount });
    await okJson(
      await admin.post('/api/admin/orders/assign-vendor', {
        headers: asAdmin,
        data: { orderId: bookingId, vendorData: { vendorId: DEMO_VENDOR_ID } },
      }),
    );
  } finally {
    await admin.dispose();
    await rider.dispose();
  }
}
