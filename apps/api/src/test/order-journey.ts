import type { FastifyInstance, InjectOptions } from 'fastify';
import { scanAllTags, scanAtDoor, tagPickup } from './tag-fixtures.js';
import type { LocalPaymentProvider } from '../modules/payments/local-provider.js';

/** A trip's crew as tripCrew gives it: the two riders' ids and everyone's bearer headers. */
export interface Crew {
  pickupRider: { id: string };
  deliveryRider: { id: string };
  as: { admin: Record<string, string>; pickup: Record<string, string>; delivery: Record<string, string> };
}

/** How far to take the order: its items collected, out for delivery, or handed over with its code. */
export type JourneyStop = 'collected' | 'out_for_delivery' | 'delivered';

async function ok(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json<Record<string, unknown>>();
}

/**
 * Drives a booking through the real lifecycle by the API, as its riders and an admin would: the pickup (with
 * `itemCount` collected, each tagged first), the laundry's stages, the delivery; when delivered, the customer pays the
 * rider in cash at the door (what is due, exactly) before the handover code, as a delivery must be paid to complete.
 */
export async function driveOrder(
  app: FastifyInstance,
  bookingId: string,
  crew: Crew,
  customerHeaders: Record<string, string>,
  stop: JourneyStop,
  itemCount = 4,
): Promise<void> {
  const act = (who: Record<string, string>, action: string, extra: object = {}) =>
    ok(app, 'POST', '/api/riders/order-action', who, { orderId: bookingId, action, ...extra });
  const assign = (riderId: string, orderType: string) =>
    ok(app, 'POST', '/api/admin/orders/assign', crew.as.admin, { orderId: bookingId, riderId, orderType });
  await assign(crew.pickupRider.id, 'pickup');
  await act(crew.as.pickup, 'accept');
  await act(crew.as.pickup, 'start');
  await tagPickup(app, bookingId, crew.as.pickup, itemCount);
  await act(crew.as.pickup, 'complete', { itemCount });
  if (stop === 'collected') return;
  await ok(app, 'POST', '/api/admin/orders/assign-vendor', crew.as.admin, {
    orderId: bookingId,
    vendorData: { vendorId: 'vendor-sector-14' },
  });
  // The laundry scans every tag in and, while processing, into the bag (decision 0034).
  await scanAllTags(app, bookingId, 'intake');
  for (const status of ['received', 'processing', 'ready']) {
    if (status === 'ready') await scanAllTags(app, bookingId, 'packing');
    await ok(app, 'PUT', `/api/admin/bookings/${bookingId}/status`, crew.as.admin, { status });
  }
  await assign(crew.deliveryRider.id, 'delivery');
  await act(crew.as.delivery, 'accept');
  await act(crew.as.delivery, 'start');
  // Out for delivery with every tag scanned at the door: the handover code is asked next.
  await scanAtDoor(app, bookingId, crew.as.delivery);
  if (stop === 'out_for_delivery') return;
  const money = await ok(app, 'GET', `/api/riders/orders/${bookingId}/payment`, crew.as.delivery);
  const due = (money.bill as { due: number }).due;
  if (due > 0) await ok(app, 'POST', `/api/riders/orders/${bookingId}/payments/cash`, crew.as.delivery, { received: due });
  const { booking } = (await ok(app, 'GET', `/api/bookings/${bookingId}`, customerHeaders)) as {
    booking: { handover_code: string };
  };
  await act(crew.as.delivery, 'complete', { handoverCode: booking.handover_code });
}

/** The customer pays what is due online, as the checkout would: a provider order, paid, its signature verified. */
export async function payOnline(app: FastifyInstance, bookingId: string, customerHeaders: Record<string, string>) {
  const { checkout } = (await ok(app, 'POST', `/api/bookings/${bookingId}/payments/online`, customerHeaders)) as {
    checkout: { order_id: string };
  };
  const { payment, signature } = (app.paymentProvider as LocalPaymentProvider).payOrder(checkout.order_id);
  await ok(app, 'POST', `/api/bookings/${bookingId}/payments/online/verify`, customerHeaders, {
    razorpay_order_id: checkout.order_id,
    razorpay_payment_id: payment.id,
    razorpay_signature: signature,
  });
}
