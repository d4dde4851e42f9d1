import { PAYMENT_MESSAGES, formatRupees, type PaymentRecordStatus, type PaymentStatus, type RefundStatus } from '@washday/core';
import { z } from 'zod';
import { PAYMENT_RECORD_STATUS_LABEL, PAYMENT_STATUS_LABEL, REFUND_STATUS_LABEL } from '@/lib/payment-labels';
import type { Tone } from './booking-format';

// The money of one order in the admin's words (docs/decisions/0033-money.md).

export const PAYMENT_STATUS_META: Record<PaymentStatus, { label: string; tone: Tone }> = {
  pending: { label: PAYMENT_STATUS_LABEL.pending, tone: 'amber' },
  paid: { label: PAYMENT_STATUS_LABEL.paid, tone: 'green' },
  partially_refunded: { label: PAYMENT_STATUS_LABEL.partially_refunded, tone: 'violet' },
  refunded: { label: PAYMENT_STATUS_LABEL.refunded, tone: 'grey' },
};

/** A payment's own state; a captured one is simply received. */
export const PAYMENT_RECORD_LABEL: Record<PaymentRecordStatus, { label: string; tone: Tone }> = {
  created: { label: PAYMENT_RECORD_STATUS_LABEL.created, tone: 'amber' },
  captured: { label: PAYMENT_RECORD_STATUS_LABEL.captured, tone: 'green' },
  failed: { label: PAYMENT_RECORD_STATUS_LABEL.failed, tone: 'grey' },
  partially_refunded: { label: PAYMENT_RECORD_STATUS_LABEL.partially_refunded, tone: 'violet' },
  refunded: { label: PAYMENT_RECORD_STATUS_LABEL.refunded, tone: 'grey' },
};

export const REFUND_STATUS_META: Record<RefundStatus, { label: string; tone: Tone }> = {
  pending: { label: REFUND_STATUS_LABEL.pending, tone: 'amber' },
  processed: { label: REFUND_STATUS_LABEL.processed, tone: 'green' },
  failed: { label: REFUND_STATUS_LABEL.failed, tone: 'grey' },
};

const paise = (rupees: number) => Math.round(rupees * 100);

/** What may still be refunded: paid and not yet refunded. */
export const refundableOf = (bill: { paid: number; refunded: number }) =>
  Math.max(0, paise(bill.paid) - paise(bill.refunded)) / 100;

/** An amount as the form shows it: 120, or 99.50 when it has paise. */
export const amountText = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

const reason = (message: string) => z.string().trim().min(1, message).max(300, 'Keep the reason under 300 characters');

/**
 * The refund form: rupees and paise above ₹0 and no more than is refundable, and a reason; the server checks the same
 * (and answers 409 when the order's refundable amount changed meanwhile).
 */
export function refundFormSchema(refundable: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0, PAYMENT_MESSAGES.refundAmountInvalid)
      .refine((v) => paise(Number(v)) <= paise(refundable), PAYMENT_MESSAGES.refundTooMuch(formatRupees(refundable)))
      .transform(Number),
    reason: reason(PAYMENT_MESSAGES.refundReasonRequired),
  });
}
export type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>;

export const collectLaterFormSchema = z.object({ reason: reason(PAYMENT_MESSAGES.collectLaterReasonRequired) });
export type CollectLaterFormInput = z.input<typeof collectLaterFormSchema>;

/** A booking's payment status in words; one the screen does not know is shown as it is. */
export function paymentStatusMeta(status: string): { label: string; tone: Tone } {
  return PAYMENT_STATUS_META[status as PaymentStatus] ?? { label: status.replace(/_/g, ' '), tone: 'neutral' };
}
