import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_SETTINGS, PAYMENT_MESSAGES, gstIncluded } from '@washday/core';
import { bookings } from '../../db/schema/index.js';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder } from '../../test/order-journey.js';
import { pdfText } from '../../test/pdf-text.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceSnapshot } from './invoices.js';

const snapshot = (over: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot => ({
  supplier: DEMO_BUSINESS_SETTINGS,
  customer: { name: 'Asha Verma', phone: '919876543210', address: '12 Janpath, New Delhi 110001', gstin: '07AAACR5055K1Z6' },
  placeOfSupply: { code: '07', state: 'Delhi' },
  orderNumber: 'WD-7K3M9Q',
  lines: [{ description: 'Regular Iron', sac: '999712', quantity: 1, unit: 'PC', unitPricePaise: 2000, amountPaise: 2000 }],
  subtotalPaise: 2000,
  discountPaise: 0,
  couponCode: null,
  split: { taxablePaise: 1695, cgstPaise: 0, sgstPaise: 0, igstPaise: 305, ratePercent: 18, intraState: false },
  totalPaise: 2000,
  payments: [{ method: 'online', amountPaise: 2000, at: '2026-11-22T05:30:00.000Z', reference: 'pay_Local123' }],
  ...over,
});

describe('the tax invoice PDF', () => {
  const ctx = useTestApp();

  it('is issued to its customer and admins once the order is completed and paid, with the Hindi name as typed', async () => {
    const crew = await tripCrew(ctx.app, '9610000001', '9610000002');
    const rekha = await createCustomer(ctx.app, '9610000003', 'रेखा शर्मा');
    const headers = bearer(await tokenFor(ctx.app, 'customer', rekha.id));
    const booking = await insertBooking(ctx.app, rekha.id);
    await ctx.database.db.update(bookings).set({ contactName: 'रेखा शर्मा' }).where(eq(bookings.id, booking.id));
    const url = `/api/bookings/${booking.id}/invoice.pdf`;

    const early = await ctx.app.inject({ method: 'GET', url, headers });
    expect([early.statusCode, early.json().message]).toEqual([404, PAYMENT_MESSAGES.invoiceNotIssued]);

    await driveOrder(ctx.app, booking.id, crew, headers, 'delivered');
    const money = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/payments`, headers });
    const number = money.json<{ bill: { invoice: { number: string } } }>().bill.invoice.number;
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number.replaceAll('/', '-')}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [page = '', ...more] = await pdfText(res.rawPayload);
    expect(more).toEqual([]);
    for (const text of [
      'Tax Invoice',
      `Invoice no.: ${number}`,
      `Order no.: ${booking.customOrderId}`,
      DEMO_BUSINESS_SETTINGS.legalName,
      `GSTIN: ${DEMO_BUSINESS_SETTINGS.gstin}`,
      'Haryana (06)',
      'Intra-state supply: CGST + SGST',
      // ₹20 with the GST inside: ₹16.95 taxable, ₹1.53 CGST and ₹1.52 SGST.
      'Taxable value ₹16.95',
      'CGST @ 9% ₹1.53',
      'SGST @ 9% ₹1.52',
      'Total (GST included) ₹20.00',
      'Rupees Twenty Only',
      'Cash ₹20.00',
      'This is a computer-generated invoice.',
    ])
      expect(page, text).toContain(text);
    expect(page).not.toContain('IGST');
    // Drawn in visual order (the reph after its consonant), read back as typed.
    expect(page.split('\n')).toContain('रेखा शर्मा');

    const admin = await ctx.app.inject({ method: 'GET', url, headers: crew.as.admin });
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.equals(res.rawPayload)).toBe(true);
    const other = await createCustomer(ctx.app, '9610000004', 'Asha Verma');
    const refused = await ctx.app.inject({ method: 'GET', url, headers: bearer(await tokenFor(ctx.app, 'customer', other.id)) });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/00000000-0000-4000-8000-000000000000/invoice.pdf',
      headers,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([404, missing.json().message]);
  });

  it('prints IGST for another state, the customer’s GSTIN, a discount, and continues on a second page', async () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({
      description: `Dry Clean — Kurta ${i + 1}`,
      sac: '999712',
      quantity: 1,
      unit: 'PC',
      unitPricePaise: 2000,
      amountPaise: 2000,
    }));
    const pdf = await renderInvoicePdf({
      number: 'WD/26-27/000042',
      issuedAt: new Date('2026-11-22T18:45:00Z'), // 23 Nov, 00:15 in India
      snapshot: snapshot({
        lines,
        subtotalPaise: 90_000,
        discountPaise: 10_000,
        couponCode: 'FIRST100',
        totalPaise: 80_000,
        split: gstIncluded(80_000, 18, false),
      }),
    });
    const pages = await pdfText(pdf);
    expect(pages).toHaveLength(2);
    const all = pages.join('\n');
    for (const text of [
      'Invoice date: 23 Nov 2026',
      'Delhi (07)',
      'Inter-state supply: IGST',
      'GSTIN: 07AAACR5055K1Z6',
      // ₹800 × 18/118 = ₹122.03 inside the total.
      'Taxable value ₹677.97',
      'IGST @ 18% ₹122.03',
      'Discount (coupon FIRST100) −₹100.00',
      'Total (GST included) ₹800.00',
      'Rupees Eight Hundred Only',
      'Dry Clean — Kurta 45',
    ])
      expect(all, text).toContain(text);
    expect(all).not.toContain('CGST');
    for (const page of pages) expect(page).toContain('This is a computer-generated invoice.');
  });

  it('names the file after the invoice number', () => {
    expect(invoiceFileName('WD/26-27/000123')).toBe('WD-26-27-000123.pdf');
  });
});
