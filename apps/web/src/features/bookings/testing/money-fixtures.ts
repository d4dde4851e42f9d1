// Test data for a booking's money: the answer of GET /api/bookings/:id/payments.
import type { Bill, BookingMoney, RefundView } from '@washday/core';

export function makeBill(overrides: Partial<Bill> = {}): Bill {
  return {
    final: true,
    amount: 570,
    tax: 86.95,
    paid: 0,
    refunded: 0,
    due: 570,
    payment_status: 'pending',
    collect_later: false,
    invoice: null,
    ...overrides,
  };
}

export function makeMoney(bill: Partial<Bill> = {}, refunds: RefundView[] = []): BookingMoney {
  return { success: true, bill: makeBill(bill), payments: [], refunds };
}

export function makeRefund(overrides: Partial<RefundView> = {}): RefundView {
  return {
    id: `refund-${overrides.status ?? 'processed'}`,
    amount: 100,
    status: 'processed',
    reason: 'Shirt returned with a stain',
    automatic: false,
    credit_note_number: 'CN/26-27/000001',
    created_at: '2026-11-27T06:00:00.000Z',
    processed_at: '2026-11-27T06:00:00.000Z',
    ...overrides,
  };
}
