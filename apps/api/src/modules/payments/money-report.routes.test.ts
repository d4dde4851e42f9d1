import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_SETTINGS, INVOICE_REGISTER_COLUMNS, MONEY_REPORT_MESSAGES, type AdminPaymentsAnswer } from '@washday/core';
import { bookings } from '../../db/schema/index.js';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder, payOnline, type Crew } from '../../test/order-journey.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';

// Two days of money, India time: at 22:30 on 22 Nov order D is delivered and paid in cash; on the 23rd order A (in
// Delhi) is delivered and paid in cash at 00:30, then ₹5 of it refunded; B is paid online at 00:40 but not yet
// delivered; C is delivered unpaid at 00:50, an admin having let it be collected later. Each order is ₹20.

describe("operations' money: payments with their totals, the invoice register", () => {
  const ctx = useTestApp();
  let crew: Crew;
  let phone = 9_620_000_000;
  const orders = {} as Record<'a' | 'b' | 'c' | 'd', { id: string; customOrderId: string }>;

  async function order(name: string, address?: string) {
    const me = await createCustomer(ctx.app, String(++phone), name);
    const headers = bearer(await tokenFor(ctx.app, 'customer', me.id));
    const booking = await insertBooking(ctx.app, me.id);
    await ctx.database.db
      .update(bookings)
      .set({ contactName: name, ...(address ? { address } : {}) })
      .where(eq(bookings.id, booking.id));
    return { booking, headers };
  }
  async function ok(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
    const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read field by field
    return res.json<any>();
  }
  const report = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/admin/payments${query}`, headers: crew.as.admin });
  const register = (query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/invoices/register.csv${query}`, headers: crew.as.admin });

  beforeAll(async () => {
    ctx.clock.set(new Date('2026-11-22T17:00:00Z'));
    crew = await tripCrew(ctx.app, '9620100001', '9620100002');
    // A name a spreadsheet would run as a formula: the register keeps it text.
    const d = await order('=HYPERLINK("http://x.example")');
    await driveOrder(ctx.app, d.booking.id, crew, d.headers, 'delivered');
    orders.d = d.booking;

    ctx.clock.advance(2 * 3600_000); // 23 Nov, 00:30
    const a = await order('Asha Verma', '12 Janpath, Connaught Place, New Delhi 110001');
    await driveOrder(ctx.app, a.booking.id, crew, a.headers, 'delivered');
    await ok('POST', `/api/admin/bookings/${a.booking.id}/refunds`, crew.as.admin, { amount: 5, reason: 'Button missing' });
    orders.a = a.booking;

    ctx.clock.advance(10 * 60_000);
    const b = await order('Rekha Sharma');
    await driveOrder(ctx.app, b.booking.id, crew, b.headers, 'collected');
    await payOnline(ctx.app, b.booking.id, b.headers);
    orders.b = b.booking;

    ctx.clock.advance(10 * 60_000);
    const c = await order('Meena Gupta');
    await driveOrder(ctx.app, c.booking.id, crew, c.headers, 'out_for_delivery');
    await ok('POST', `/api/admin/bookings/${c.booking.id}/collect-later`, crew.as.admin, { reason: 'Pays on Monday' });
    const { booking } = await ok('GET', `/api/bookings/${c.booking.id}`, c.headers);
    await ok('POST', '/api/riders/order-action', crew.as.delivery, {
      orderId: c.booking.id,
      action: 'complete',
      handoverCode: booking.handover_code,
    });
    orders.c = c.booking;
  });

  it("answers today's payments and refunds, collected by method against booked revenue, and what completed orders owe", async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminPaymentsAnswer>();
    expect(body.range).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(body.payments).toEqual([
      expect.objectContaining({ order_number: orders.b.customOrderId, customer_name: 'Rekha Sharma', method: 'online' }),
      expect.objectContaining({
        order_number: orders.a.customOrderId,
        customer_name: 'Asha Verma',
        method: 'cash',
        amount: 20,
        refunded: 5,
        status: 'partially_refunded',
        rider_id: crew.deliveryRider.id,
        rider_name: 'Rider 0002',
        captured_at: '2026-11-22T19:00:00.000Z',
      }),
    ]);
    expect(body.payments[0]).toMatchObject({ amount: 20, status: 'captured', rider_name: null, reference: expect.any(String) });
    expect(body.payments_count).toBe(2);
    expect(body.refunds).toEqual([
      expect.objectContaining({
        order_number: orders.a.customOrderId,
        method: 'cash',
        amount: 5,
        status: 'processed',
        reason: 'Button missing',
        automatic: false,
        credit_note_number: 'CN/26-27/000001',
      }),
    ]);
    expect(body.totals).toEqual({
      collected: { cash: 20, upi_qr: 0, online: 20, total: 40 },
      refunded: 5,
      net_collected: 35,
      booked_revenue: 40,
      completed_orders: 2,
      unpaid: 20,
      unpaid_orders: 1,
    });
    expect(body.unpaid_orders).toEqual([
      {
        booking_id: orders.c.id,
        order_number: orders.c.customOrderId,
        customer_name: 'Meena Gupta',
        customer_phone: '919876543210',
        completed_at: '2026-11-22T19:20:00.000Z',
        amount: 20,
        paid: 0,
        due: 20,
        collect_later: true,
      },
    ]);

    const both = (await report('?from=2026-11-22&to=2026-11-23')).json<AdminPaymentsAnswer>();
    expect(both.payments_count).toBe(3);
    expect(both.totals).toMatchObject({
      collected: { cash: 40, total: 60 },
      net_collected: 55,
      booked_revenue: 60,
      completed_orders: 3,
    });
    const before = (await report('?from=2026-11-21&to=2026-11-21')).json<AdminPaymentsAnswer>();
    expect([before.payments, before.refunds, before.unpaid_orders, before.totals.collected.total]).toEqual([[], [], [], 0]);
  });

  it('narrows by method, status and rider; refuses a backwards or over-long range and anyone but an admin', async () => {
    const online = (await report('?method=online')).json<AdminPaymentsAnswer>();
    expect(online.payments.map((p) => p.order_number)).toEqual([orders.b.customOrderId]);
    expect(online.refunds).toEqual([]);
    expect(online.totals).toMatchObject({ collected: { cash: 0, upi_qr: 0, online: 20, total: 20 }, refunded: 0 });
    // Booked revenue is the range's, whatever the filters.
    expect(online.totals.booked_revenue).toBe(40);

    const rider = (await report(`?riderId=${crew.deliveryRider.id}&from=2026-11-22`)).json<AdminPaymentsAnswer>();
    expect(rider.payments.map((p) => p.order_number)).toEqual([orders.a.customOrderId, orders.d.customOrderId]);
    expect(rider.totals).toMatchObject({ collected: { cash: 40, online: 0, total: 40 }, refunded: 5, net_collected: 35 });

    const captured = (await report('?status=captured')).json<AdminPaymentsAnswer>();
    expect(captured.payments.map((p) => p.order_number)).toEqual([orders.b.customOrderId]);

    const backwards = await report('?from=2026-11-24&to=2026-11-23');
    expect([backwards.statusCode, backwards.json().field, backwards.json().message]).toEqual([
      400,
      'from',
      MONEY_REPORT_MESSAGES.fromAfterTo,
    ]);
    expect((await report('?from=2025-11-22&to=2026-11-23')).json().message).toBe(MONEY_REPORT_MESSAGES.tooLong);
    expect((await report('?from=2025-11-23&to=2026-11-23')).statusCode).toBe(200); // 366 days
    expect((await report('?method=cheque')).statusCode).toBe(400);
    const customer = await ctx.app.inject({ method: 'GET', url: '/api/admin/payments', headers: (await order('X')).headers });
    expect(customer.statusCode).toBe(401);
  });

  it('writes the invoice register: invoices and credit notes with the GST split, credit notes negative, text kept text', async () => {
    const res = await register('?from=2026-11-22&to=2026-11-23');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="washday-invoice-register-2026-11-22-to-2026-11-23.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = res.body.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(INVOICE_REGISTER_COLUMNS.join(','));
    expect(DEMO_BUSINESS_SETTINGS.stateCode).toBe('06');
    expect(rows).toEqual([
      // Haryana: the supplier's state, CGST + SGST (₹20 → ₹16.95 + ₹1.53 + ₹1.52).
      `Invoice,WD/26-27/000001,2026-11-22,,${orders.d.customOrderId},"'=HYPERLINK(""http://x.example"")",,06-Haryana,16.95,1.53,1.52,0,20,`,
      // Delhi: IGST.
      `Invoice,WD/26-27/000002,2026-11-23,,${orders.a.customOrderId},Asha Verma,,07-Delhi,16.95,0,0,3.05,20,`,
      // ₹5 refunded: ₹5 × 18/118 = ₹0.76 of IGST backed out, as the invoice split it.
      `Credit note,CN/26-27/000001,2026-11-23,WD/26-27/000002,${orders.a.customOrderId},Asha Verma,,07-Delhi,-4.24,0,0,-0.76,-5,processed`,
    ]);

    // Today (the 23rd) only, by default; nothing before the first invoice.
    const today = (await register()).body.trimEnd().split('\r\n');
    expect(today.slice(1).map((row) => row.split(',')[1])).toEqual(['WD/26-27/000002', 'CN/26-27/000001']);
    expect((await register('?to=2026-11-21')).body.trimEnd().split('\r\n')).toHaveLength(1);
    const customer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/invoices/register.csv',
      headers: (await order('Y')).headers,
    });
    expect(customer.statusCode).toBe(401);
  });
});
