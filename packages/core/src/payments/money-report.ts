// Operations' money views (docs/decisions/0033-money.md): the payments and refunds of a date range with the totals
// that reconcile them, and the invoice register a GST return is filed from. Dates are India's calendar days.
import { z } from 'zod';
import { addDaysToDate } from '../time.js';
import { PAYMENT_RECORD_METHODS, PAYMENT_RECORD_STATUSES, REFUND_STATUSES } from './payment-rules.js';

/** The longest range one request covers (a financial year and a day). */
export const MONEY_REPORT_MAX_DAYS = 366;
/** Rows a list answers with at most; its count says how many matched. */
export const ADMIN_PAYMENTS_LIST_MAX = 500;

export const MONEY_REPORT_MESSAGES = {
  fromAfterTo: "'from' must be on or before 'to'",
  tooLong: `The range can be at most ${MONEY_REPORT_MAX_DAYS} days`,
} as const;

export type MoneyRange = { from: string; to: string };

/**
 * The days a money view covers, both included: `to` is today (India time) unless given, `from` is `to` unless given,
 * so no dates means today. Refuses `from` after `to` and more than MONEY_REPORT_MAX_DAYS days.
 */
export function resolveMoneyRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): ({ ok: true } & MoneyRange) | { ok: false; field: 'from'; message: string } {
  const to = query.to ?? today;
  const from = query.from ?? to;
  if (from > to) return { ok: false, field: 'from', message: MONEY_REPORT_MESSAGES.fromAfterTo };
  if (addDaysToDate(from, MONEY_REPORT_MAX_DAYS - 1) < to)
    return { ok: false, field: 'from', message: MONEY_REPORT_MESSAGES.tooLong };
  return { ok: true, from, to };
}

/** A payment as operations list it: the order, the customer, who collected it. */
export const adminPaymentRowSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  method: z.enum(PAYMENT_RECORD_METHODS),
  amount: z.number(),
  /** Refunded from this payment so far (any date). */
  refunded: z.number(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  created_at: z.string(),
  captured_at: z.string().nullable(),
  /** The rider who took the cash or showed the UPI QR. */
  rider_id: z.string().nullable(),
  rider_name: z.string().nullable(),
  /** The provider's payment id. */
  reference: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminRefundRowSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  /** How the refunded payment had been made. */
  method: z.enum(PAYMENT_RECORD_METHODS),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  automatic: z.boolean(),
  credit_note_number: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type AdminRefundRow = z.infer<typeof adminRefundRowSchema>;

/** An order completed in the range with money still due. */
export const unpaidOrderSchema = z.object({
  booking_id: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  completed_at: z.string(),
  amount: z.number(),
  paid: z.number(),
  due: z.number(),
  /** An admin let the delivery complete with money due. */
  collect_later: z.boolean(),
});
export type UnpaidOrder = z.infer<typeof unpaidOrderSchema>;

export const moneyTotalsSchema = z.object({
  /** Payments captured in the range (later refunds do not lower these), by method and in all. */
  collected: z.object({ cash: z.number(), upi_qr: z.number(), online: z.number(), total: z.number() }),
  /** Refunds made in the range, pending or processed (failed ones gave the money back to the payment). */
  refunded: z.number(),
  /** collected.total − refunded. */
  net_collected: z.number(),
  /** Final amounts of the orders completed in the range. */
  booked_revenue: z.number(),
  completed_orders: z.number().int(),
  /** What those orders still owe, and how many of them owe. */
  unpaid: z.number(),
  unpaid_orders: z.number().int(),
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

/**
 * GET /api/admin/payments. The method and rider filters narrow the lists and the collected and refunded totals (a
 * rider's cash for the day); the status filter narrows the payments list only. Booked revenue and the unpaid orders
 * are the range's whatever the filters. Lists are newest first, at most ADMIN_PAYMENTS_LIST_MAX rows each.
 */
export const adminPaymentsAnswerSchema = z.object({
  success: z.literal(true),
  range: z.object({ from: z.string(), to: z.string() }),
  payments: z.array(adminPaymentRowSchema),
  /** How many payments matched (the list holds at most ADMIN_PAYMENTS_LIST_MAX). */
  payments_count: z.number().int(),
  refunds: z.array(adminRefundRowSchema),
  refunds_count: z.number().int(),
  totals: moneyTotalsSchema,
  unpaid_orders: z.array(unpaidOrderSchema),
});
export type AdminPaymentsAnswer = z.infer<typeof adminPaymentsAnswerSchema>;

/** The invoice register's columns (GET /api/admin/invoices/register.csv), in order. */
export const INVOICE_REGISTER_COLUMNS = [
  'Document type',
  'Number',
  'Date',
  'Against invoice',
  'Order number',
  'Customer',
  'Customer GSTIN',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  /** A credit note's refund: pending, processed, or failed (the money was not paid back). */
  'Refund status',
] as const;
