import type { contract, EndpointResponse } from '@washday/core';

/** What the delivery rider reads at the door: the bill, the open UPI QR and the payments made. */
export type RiderPayment = EndpointResponse<typeof contract.payments.riderMoney>;

/** Under the rider's data key, so the rider's logout clears it with the rest. */
export const riderPaymentKeys = {
  all: ['rider', 'payments'] as const,
  order: (orderId: string) => [...riderPaymentKeys.all, 'order', orderId] as const,
};

/** One order's money: the spec's limit for one order (rider-portal.md §9). */
export const RIDER_PAYMENT_TIMEOUT_MS = 8_000;
/** Recording cash or asking for a QR: the spec's limit for saves. */
export const RIDER_PAYMENT_SAVE_TIMEOUT_MS = 15_000;
/** The payment is asked again this often only while the live stream is down (its 'booking.updated' refetches sooner). */
export const RIDER_PAYMENT_POLL_MS = 10_000;
