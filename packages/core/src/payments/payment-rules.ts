// What a booking's payments add up to (docs/decisions/0033-money.md). The booking's payment_status is derived from
// its payment records by these rules, never set by hand.
import type { Paise } from '../money.js';

export const PAYMENT_RECORD_METHODS = ['cash', 'upi_qr', 'online'] as const;
export type PaymentRecordMethod = (typeof PAYMENT_RECORD_METHODS)[number];
export const PAYMENT_RECORD_STATUSES = ['created', 'captured', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The booking's payment status: the spec's pending and paid, plus the two a refund leads to. */
export function derivePaymentStatus(billPaise: Paise, capturedPaise: Paise, refundedPaise: Paise) {
  if (capturedPaise <= 0) return 'pending' as const;
  if (refundedPaise >= capturedPaise) return 'refunded' as const;
  if (refundedPaise > 0) return 'partially_refunded' as const;
  return capturedPaise >= billPaise ? ('paid' as const) : ('pending' as const);
}

/** What is still to pay on a bill: never negative. */
export function amountDue(billPaise: Paise, capturedPaise: Paise): Paise {
  return Math.max(0, billPaise - capturedPaise);
}

/** The change a rider hands back for cash received. */
export function changeOwed(duePaise: Paise, receivedPaise: Paise): Paise {
  return Math.max(0, receivedPaise - duePaise);
}

export const PAYMENT_MESSAGES = {
  billNotFinal: 'The bill is final once the rider has collected your items. You can pay then.',
  nothingDue: 'Nothing is due on this order.',
  orderCancelled: 'This order was cancelled.',
  signatureInvalid: 'The payment could not be verified.',
  paymentNotFound: 'Payment not found',
  cashTooLittle: (due: string) => `The cash received is less than the amount due (${due}).`,
  cashRequired: 'Enter the cash received',
  notYourDelivery: 'Only the rider delivering this order can collect its payment.',
  deliveryNotStarted: 'Start the delivery before collecting the payment.',
  moneyDue: (due: string) => `Collect ${due} before completing the delivery.`,
  refundTooMuch: (left: string) => `A refund can be at most what was paid and not yet refunded (${left}).`,
  refundReasonRequired: 'Give a reason for the refund',
  refundAmountInvalid: 'Enter a refund amount above ₹0',
  notPaid: 'This order has no payment to refund.',
  collectLaterReasonRequired: 'Give a reason for collecting later',
  webhookUnsigned: 'Webhook signature missing or invalid',
  invoiceNotIssued: 'The invoice is issued when the order is completed and paid.',
} as const;
