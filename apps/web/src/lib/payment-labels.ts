// The money's words on the admin's screens (English, like the rest of the console; docs/decisions/0033-money.md).
import type { PaymentRecordMethod, PaymentRecordStatus, PaymentStatus, RefundStatus } from '@washday/core';

/** A booking's payment status. */
export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

export const PAYMENT_METHOD_LABEL: Record<PaymentRecordMethod, string> = {
  cash: 'Cash',
  upi_qr: 'UPI at the door',
  online: 'Online',
};

/** One payment's own state; a captured one is simply received. */
export const PAYMENT_RECORD_STATUS_LABEL: Record<PaymentRecordStatus, string> = {
  created: 'Open',
  captured: 'Received',
  failed: 'Failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const REFUND_STATUS_LABEL: Record<RefundStatus, string> = {
  pending: 'Pending',
  processed: 'Processed',
  failed: 'Failed',
};
