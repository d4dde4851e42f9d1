import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, invoices, payments, riders, trips } from '../../db/schema/index.js';
import { createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { nextDocumentNumber, type InvoiceSnapshot } from './invoices.js';

describe('tax invoices', () => {
  const ctx = useTestApp();

  /** Orders out for delivery with `riderId`, paid in cash at the door: only the handover code is left. */
  async function paidAtTheDoor(count: number, riderId: string, address?: string) {
    const customer = await createCustomer(ctx.app, `97900${String(count).padStart(5, '0')}`, 'Rekha Sharma');
    const made = [];
    for (let i = 0; i < count; i++) {
      const booking = await insertBooking(ctx.app, customer.id);
      const at = ctx.clock.now();
      await ctx.database.db
        .update(bookings)
        .set({
          status: 'in_progress',
          vendorId: 'vendor-sector-14',
          vendorStage: 'ready',
          riderId,
          riderStatus: 'picked_up',
          billFinalAt: at,
          ...(address ? { address } : {}),
        })
        .where(eq(bookings.id, booking.id));
      await ctx.database.db.insert(trips).values([
        {
          bookingId: booking.id,
          kind: 'pickup',
          riderId,
          status: 'completed',
          assignedAt: at,
          completedAt: at,
          itemsCollected: 1,
        },
        { bookingId: booking.id, kind: 'delivery', riderId, status: 'picked_up', assignedAt: at, pickedUpAt: at },
      ]);
      await ctx.database.db.insert(payments).values({
        bookingId: booking.id,
        method: 'cash',
        amountPaise: 2000,
        status: 'captured',
        collectedByRiderId: riderId,
        capturedAt: at,
      });
      made.push(booking);
    }
    return made;
  }

  it('numbers 50 orders completed at once consecutively, with no gap and no twin', async () => {
    const rider = await createRider(ctx.app, '9790100001', 'approved');
    await ctx.database.db.update(riders).set({ isActive: true }).where(eq(riders.id, rider.id));
    const headers = bearer(await tokenFor(ctx.app, 'rider', rider.id));
    const orders = await paidAtTheDoor(50, rider.id);
    const answers = await Promise.all(
      orders.map((o) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/riders/order-action',
          headers,
          payload: { orderId: o.id, action: 'complete', handoverCode: o.handoverCode },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const issued = await ctx.database.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.bookingId,
          orders.map((o) => o.id),
        ),
      );
    expect(issued).toHaveLength(50);
    const sequences = issued.map((i) => i.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => sequences[0]! + i));
    expect(new Set(issued.map((i) => i.number)).size).toBe(50);
    expect(issued.every((i) => /^WD\/26-27\/\d{6}$/.test(i.number) && i.number.length <= 16)).toBe(true);
    // Sector 45, Gurugram, Haryana 122003: the supplier's state, so CGST and SGST (₹20 → ₹16.95 + ₹1.53 + ₹1.52).
    expect(issued[0]).toMatchObject({
      placeOfSupplyCode: '06',
      totalPaise: 2000,
      taxablePaise: 1695,
      cgstPaise: 153,
      sgstPaise: 152,
      igstPaise: 0,
    });
  });

  it('charges IGST to an address in Delhi and keeps what it printed', async () => {
    const rider = await createRider(ctx.app, '9790100002', 'approved');
    await ctx.database.db.update(riders).set({ isActive: true }).where(eq(riders.id, rider.id));
    const [order] = await paidAtTheDoor(1, rider.id, '12 Janpath, Connaught Place, New Delhi 110001');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/riders/order-action',
      headers: bearer(await tokenFor(ctx.app, 'rider', rider.id)),
      payload: { orderId: order!.id, action: 'complete', handoverCode: order!.handoverCode },
    });
    expect(res.statusCode).toBe(200);
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.bookingId, order!.id));
    expect(invoice).toMatchObject({ placeOfSupplyCode: '07', cgstPaise: 0, sgstPaise: 0, igstPaise: 305, taxablePaise: 1695 });
    const snapshot = invoice!.snapshot as InvoiceSnapshot;
    expect(snapshot).toMatchObject({
      placeOfSupply: { code: '07', state: 'Delhi' },
      supplier: { gstin: expect.stringMatching(/^06/) },
      lines: [{ description: 'Regular Iron', sac: '999712', quantity: 1, amountPaise: 2000 }],
      payments: [{ method: 'cash', amountPaise: 2000 }],
    });
  });

  it('starts a new series with the financial year on 1 April, India time', async () => {
    const lastOfMarch = new Date('2027-03-31T18:29:59Z'); // 23:59:59 in India
    const firstOfApril = new Date('2027-03-31T18:30:00Z');
    const numbers = await ctx.database.db.transaction(async (tx) => [
      (await nextDocumentNumber(tx, 'invoice', lastOfMarch)).number,
      (await nextDocumentNumber(tx, 'invoice', firstOfApril)).number,
      (await nextDocumentNumber(tx, 'invoice', firstOfApril)).number,
      (await nextDocumentNumber(tx, 'creditNote', firstOfApril)).number,
    ]);
    expect(numbers[0]).toMatch(/^WD\/26-27\/0000\d\d$/);
    expect(numbers.slice(1)).toEqual(['WD/27-28/000001', 'WD/27-28/000002', 'CN/27-28/000001']);
  });
});
