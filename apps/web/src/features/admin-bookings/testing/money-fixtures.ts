import type { Bill, BookingMoney, PaymentView, RefundView } from '@washday/core';

/** A final bill of ₹200 (₹30.51 GST inside), nothing paid yet; override any field. */
export function makeBill(over: Partial<Bill> = {}): Bill {
  return {
    final: true,
    amount: 200,
    tax: 30.51,
    paid: 0,
    refunded: 0,
    due: 200,
    payment_status: 'pending',
    collect_later: false,
    invoice: null,
    ...over,
  };
}

export function makePayment(over: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 'pay-1',
    method: 'online',
    amount: 200,
    status: 'captured',
    refunded: 0,
    reference: 'pay_LOCAL0001',
    created_at: '2026-11-22T07:00:00.000Z',
    captured_at: '2026-11-22T07:01:00.000Z',
    received: null,
    collected_by: null,
    ...over,
  };
}

export function makeRefund(over: Partial<RefundView> = {}): RefundView {
  return {
    id: 'rf-1',
    amount: 50,
    status: 'pending',
    reason: 'One shirt came back stained',
    automatic: false,
    credit_note_number: null,
    created_at: '2026-11-23T09:00:00.000Z',
    processed_at: null,
    ...over,
  };
}

export function moneyAnswer(bill: Partial<Bill> = {}, payments: PaymentView[] = [], refunds: RefundView[] = []): BookingMoney {
  return { success: true, bill: makeBill(bill), payments, refunds };
}

/** ₹200 paid online, nothing refunded. */
export const paidOnline = () => moneyAnswer({ paid: 200, due: 0, payment_status: 'paid' }, [makePayment()]);
