// Test data for money at the door: the delivery rider's payment answer (contract.payments.riderMoney) and its parts.
import { PAYMENT_MESSAGES, type Bill, type PaymentView, type UpiQr } from '@washday/core';
import type { RiderPayment } from '../api/rider-payment-keys';

export { PAYMENT_MESSAGES };

export function makeBill(overrides: Partial<Bill> = {}): Bill {
  return {
    final: true,
    amount: 520,
    tax: 79.32,
    paid: 0,
    refunded: 0,
    due: 520,
    payment_status: 'pending',
    collect_later: false,
    invoice: null,
    ...overrides,
  };
}

/** The bill once `method` paid all of it. */
export const paidBill = (amount = 520): Bill => makeBill({ amount, paid: amount, due: 0, payment_status: 'paid' });

export function makeQr(overrides: Partial<UpiQr> = {}): UpiQr {
  return {
    id: '00000000-0000-4000-b000-000000000001',
    amount: 520,
    content: 'upi://pay?pa=washday%40localupi&pn=Washday&am=520.00&cu=INR&tr=qr_test1',
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    status: 'created',
    ...overrides,
  };
}

export function makePayment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: '00000000-0000-4000-b000-000000000002',
    method: 'cash',
    amount: 520,
    status: 'captured',
    refunded: 0,
    reference: null,
    created_at: '2030-03-14T12:00:00.000Z',
    captured_at: '2030-03-14T12:00:00.000Z',
    received: 600,
    collected_by: 'Ravi Kumar',
    ...overrides,
  };
}

export function riderPayment(overrides: Partial<Omit<RiderPayment, 'success'>> = {}): RiderPayment {
  return { success: true, bill: makeBill(), qr: null, payments: [], ...overrides };
}
