import { beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, gstinCheckCharacter } from '@washday/core';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder, type Crew } from '../../test/order-journey.js';
import { pdfText } from '../../test/pdf-text.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';

// Issue 26: a customer may add their GSTIN in their profile; invoices issued while it is set carry it (the PDF and
// the register), and keep it when the customer later changes it.

const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const GSTIN = withCheck('07AAACR5055K1Z');
const LATER_GSTIN = withCheck('06AAACR5055K1Z');

describe("a customer's GSTIN", () => {
  const ctx = useTestApp();
  let crew: Crew;
  let headers: Record<string, string>;
  let customerId = '';
  const profile = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload });

  beforeAll(async () => {
    ctx.clock.set(new Date('2026-11-22T06:00:00Z'));
    crew = await tripCrew(ctx.app, '9630100001', '9630100002');
    const customer = await createCustomer(ctx.app, '9630100003', 'Asha Verma');
    customerId = customer.id;
    headers = bearer(await tokenFor(ctx.app, 'customer', customer.id));
  });

  it('is added trimmed and in capitals, kept when left out, and removed when emptied', async () => {
    const added = await profile({ name: 'Asha Verma', email: 'asha@example.com', gstin: ` ${GSTIN.toLowerCase()} ` });
    expect([added.statusCode, added.json().user.gstin]).toEqual([200, GSTIN]);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(read.json().user.gstin).toBe(GSTIN);

    const nameOnly = await profile({ name: 'Asha V', email: 'asha@example.com' });
    expect([nameOnly.statusCode, nameOnly.json().user.gstin]).toEqual([200, GSTIN]);

    const removed = await profile({ name: 'Asha Verma', email: 'asha@example.com', gstin: '' });
    expect([removed.statusCode, removed.json().user.gstin]).toEqual([200, null]);
  });

  it('is refused with 400 saying what is wrong: the shape, or the check character', async () => {
    const short = await profile({ name: 'Asha Verma', gstin: '07AAACR5055K1' });
    expect([short.statusCode, short.json().message]).toEqual([400, GSTIN_MESSAGES.shape]);
    const typo = `${GSTIN.slice(0, 14)}${GSTIN.endsWith('A') ? 'B' : 'A'}`;
    const checksum = await profile({ name: 'Asha Verma', gstin: typo });
    expect([checksum.statusCode, checksum.json().message]).toEqual([400, GSTIN_MESSAGES.checksum]);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(read.json().user.gstin).toBeNull();
  });

  it('is printed on an invoice issued after it was added, in the PDF and the register, and stays when changed later', async () => {
    expect((await profile({ name: 'Asha Verma', gstin: GSTIN })).statusCode).toBe(200);
    const booking = await insertBooking(ctx.app, customerId);
    await driveOrder(ctx.app, booking.id, crew, headers, 'delivered');
    const money = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/payments`, headers });
    const number = money.json<{ bill: { invoice: { number: string } } }>().bill.invoice.number;
    const pdf = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/invoice.pdf`, headers })).rawPayload;
    const register = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/invoices/register.csv', headers: crew.as.admin })).body
        .trimEnd()
        .split('\r\n');

    const [page = ''] = await pdfText(await pdf());
    expect(page).toContain(`Invoice no.: ${number}`);
    expect(page).toContain(`GSTIN: ${GSTIN}`);
    const [heading = '', ...rows] = await register();
    const gstinColumn = heading.split(',').findIndex((h) => /gstin/i.test(h));
    expect(gstinColumn).toBeGreaterThan(-1);
    const row = rows.find((r) => r.includes(number));
    expect(row?.split(',')[gstinColumn]).toBe(GSTIN);

    // The invoice keeps the GSTIN it was issued with.
    expect((await profile({ name: 'Asha Verma', gstin: LATER_GSTIN })).statusCode).toBe(200);
    const [again = ''] = await pdfText(await pdf());
    expect(again).toContain(`GSTIN: ${GSTIN}`);
    expect(again).not.toContain(LATER_GSTIN);
    expect((await register()).find((r) => r.includes(number))?.split(',')[gstinColumn]).toBe(GSTIN);
  });
});
