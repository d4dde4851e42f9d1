import type { FastifyInstance } from 'fastify';
import { DEMO_BUSINESS_SETTINGS, gstIncluded } from '@washday/core';
import { writeInvoice, type InvoiceSnapshot } from '../modules/payments/invoices.js';

/**
 * An issued tax invoice of ₹20 (one Regular Iron, paid online, Haryana) for a booking, written straight to the
 * database with the next number, so a test can reach the invoice without taking the order through its life.
 */
export async function insertInvoice(app: FastifyInstance, bookingId: string, at = new Date('2026-11-22T05:30:00Z')) {
  const split = gstIncluded(2000, 18, true);
  const snapshot: InvoiceSnapshot = {
    supplier: DEMO_BUSINESS_SETTINGS,
    customer: { name: 'Customer A', phone: '919876543210', address: 'B-204, Palm Court, Sector 45, Gurugram', gstin: null },
    placeOfSupply: { code: '06', state: 'Haryana' },
    orderNumber: 'WD-TEST01',
    lines: [{ description: 'Regular Iron', sac: '999712', quantity: 1, unit: 'PC', unitPricePaise: 2000, amountPaise: 2000 }],
    subtotalPaise: 2000,
    discountPaise: 0,
    couponCode: null,
    split,
    totalPaise: 2000,
    payments: [{ method: 'online', amountPaise: 2000, at: at.toISOString(), reference: 'pay_Test01' }],
  };
  return app.database.db.transaction((tx) => writeInvoice(tx, bookingId, snapshot, at));
}
