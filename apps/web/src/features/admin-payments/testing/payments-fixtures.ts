import type { AdminPaymentRow, AdminPaymentsAnswer, AdminRefundRow, AdminRider, UnpaidOrder } from '@washday/core';

export const RAVI_ID = '2b7c1a7e-6f0e-4b7a-9a55-0c1f9d1c0a01';
export const ANIL_ID = '2b7c1a7e-6f0e-4b7a-9a55-0c1f9d1c0a02';

export function paymentRow(over: Partial<AdminPaymentRow> = {}): AdminPaymentRow {
  return {
    id: 'pay-1',
    booking_id: 'b-1',
    order_number: 'WD-CASH22',
    customer_name: 'Asha Verma',
    method: 'cash',
    amount: 240,
    refunded: 0,
    status: 'captured',
    created_at: '2026-11-29T06:00:00.000Z',
    captured_at: '2026-11-29T06:01:00.000Z',
    rider_id: RAVI_ID,
    rider_name: 'Ravi Kumar',
    reference: null,
    ...over,
  };
}

export function refundRow(over: Partial<AdminRefundRow> = {}): AdminRefundRow {
  return {
    id: 'rf-1',
    booking_id: 'b-2',
    order_number: 'WD-ONLN33',
    customer_name: 'Kavya Iyer',
    method: 'online',
    amount: 20,
    status: 'pending',
    reason: 'One towel came back damp',
    automatic: false,
    credit_note_number: 'CN/26-27/000004',
    created_at: '2026-11-29T09:30:00.000Z',
    processed_at: null,
    ...over,
  };
}

export function unpaidOrder(over: Partial<UnpaidOrder> = {}): UnpaidOrder {
  return {
    booking_id: 'b-3',
    order_number: 'WD-OWES44',
    customer_name: 'Rohan Mehta',
    customer_phone: '9876500011',
    completed_at: '2026-11-29T12:00:00.000Z',
    amount: 300,
    paid: 100,
    due: 200,
    collect_later: true,
    ...over,
  };
}

/** 29 Nov 2026: ₹240 cash and ₹140 online collected, ₹20 refunded, ₹680 booked over 3 orders, one owing ₹200. */
export function paymentsAnswer(over: Partial<AdminPaymentsAnswer> = {}): AdminPaymentsAnswer {
  return {
    success: true,
    range: { from: '2026-11-29', to: '2026-11-29' },
    payments: [
      paymentRow(),
      paymentRow({
        id: 'pay-2',
        booking_id: 'b-2',
        order_number: 'WD-ONLN33',
        customer_name: 'Kavya Iyer',
        method: 'online',
        amount: 140,
        refunded: 20,
        status: 'partially_refunded',
        rider_id: null,
        rider_name: null,
        reference: 'pay_a946904d5dcc4b',
      }),
    ],
    payments_count: 2,
    refunds: [refundRow()],
    refunds_count: 1,
    totals: {
      collected: { cash: 240, upi_qr: 0, online: 140, total: 380 },
      refunded: 20,
      net_collected: 360,
      booked_revenue: 680,
      completed_orders: 3,
      unpaid: 200,
      unpaid_orders: 1,
    },
    unpaid_orders: [unpaidOrder()],
    ...over,
  };
}

export function approvedRider(id: string, name: string): AdminRider {
  return {
    _id: id,
    name,
    phone: '9810000002',
    aadharNumber: 'XXXX XXXX 1234',
    aadharImageUrl: null,
    selfieImageUrl: null,
    status: 'approved',
    rejectionReason: null,
    isActive: false,
    location: null,
    lastLocationUpdate: null,
    createdAt: '2026-10-01T04:30:00.000Z',
    verifiedAt: '2026-10-02T04:30:00.000Z',
    verifiedBy: 'admin',
  };
}
