import { describe, expect, it } from 'vitest';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder } from '../../test/order-journey.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import type { LocalPaymentProvider } from './local-provider.js';

// Two instances share one database; the local stand-in, like Razorpay, must know what the other one made.
describe('the local payment stand-in across instances', () => {
  const ctx = useTestApp();

  it('pays at its checkout an order another process made, and refunds a payment another process captured', async () => {
    const crew = await tripCrew(ctx.app, '9600000101', '9600000102');
    const me = await createCustomer(ctx.app, '9700000101', 'Asha Verma');
    const headers = bearer(await tokenFor(ctx.app, 'customer', me.id));
    const booking = await insertBooking(ctx.app, me.id);
    await driveOrder(ctx.app, booking.id, crew, headers, 'collected');
    const local = ctx.app.paymentProvider as LocalPaymentProvider;
    const call = (method: 'POST', url: string, h: Record<string, string> = {}, payload?: object) =>
      ctx.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });

    const made = await call('POST', `/api/bookings/${booking.id}/payments/online`, headers);
    const orderId = made.json<{ checkout: { order_id: string } }>().checkout.order_id;
    // This process forgets it, as the instance that answers the checkout never knew it.
    local.orders.clear();
    const paid = await call('POST', `/dev/payments/checkout/${orderId}/pay`);
    expect(paid.statusCode).toBe(200);
    const result = paid.json<Record<string, string>>();
    const verified = await call('POST', `/api/bookings/${booking.id}/payments/online/verify`, headers, {
      razorpay_order_id: result.razorpay_order_id,
      razorpay_payment_id: result.razorpay_payment_id,
      razorpay_signature: result.razorpay_signature,
    });
    expect(verified.statusCode).toBe(200);

    local.payments.clear();
    const refund = await call('POST', `/api/admin/bookings/${booking.id}/refunds`, crew.as.admin, {
      amount: 5,
      reason: 'Delivered late',
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ bill: { payment_status: 'partially_refunded' } });

    // An order no process made is still unknown.
    expect((await call('POST', '/dev/payments/checkout/order_unknown/pay')).statusCode).toBe(404);
  });
});
