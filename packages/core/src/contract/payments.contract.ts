// Money (docs/decisions/0033-money.md): the bill, payments online and at the door, refunds, the business's invoice
// details. Amounts in answers are rupees like the rest of the contract; a provider checkout's amount is paise, as the
// provider's script takes it. A client never sends the amount to pay: the server charges what is due.
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../enums.js';
import { businessSettingsSchema, businessSettingsViewSchema } from '../payments/business-settings.js';
import { adminPaymentsAnswerSchema } from '../payments/money-report.js';
import { PAYMENT_MESSAGES, PAYMENT_RECORD_METHODS, PAYMENT_RECORD_STATUSES, REFUND_STATUSES } from '../payments/payment-rules.js';
import { defineEndpoint } from './define-endpoint.js';

const idParams = z.object({ id: z.uuid({ error: 'Invalid booking id' }) });
const orderIdParams = z.object({ orderId: z.uuid({ error: 'Invalid order id' }) });

export const billSchema = z.object({
  /** False while the bill is an estimate (before the pickup is completed). */
  final: z.boolean(),
  amount: z.number(),
  /** GST included in the amount. */
  tax: z.number(),
  paid: z.number(),
  refunded: z.number(),
  due: z.number(),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** An admin let the delivery complete with money due. */
  collect_later: z.boolean(),
  invoice: z.object({ number: z.string(), issued_at: z.string() }).nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const paymentViewSchema = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_RECORD_METHODS),
  amount: z.number(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  refunded: z.number(),
  /** The provider's payment id. */
  reference: z.string().nullable(),
  created_at: z.string(),
  captured_at: z.string().nullable(),
  /** Cash: what the customer handed over. */
  received: z.number().nullable(),
  collected_by: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const refundViewSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  automatic: z.boolean(),
  credit_note_number: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

const moneyAnswer = z.object({
  success: z.literal(true),
  bill: billSchema,
  payments: z.array(paymentViewSchema),
  refunds: z.array(refundViewSchema),
});
export type BookingMoney = z.infer<typeof moneyAnswer>;

/** What the browser opens the provider's checkout with. */
export const checkoutSchema = z.object({
  provider: z.enum(['local', 'razorpay']),
  key_id: z.string(),
  order_id: z.string(),
  /** Paise, as the provider's checkout takes it. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string() }),
});
export type Checkout = z.infer<typeof checkoutSchema>;

const signatureText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(200);
export const checkoutResultSchema = z.object({
  razorpay_order_id: signatureText('razorpay_order_id'),
  razorpay_payment_id: signatureText('razorpay_payment_id'),
  razorpay_signature: signatureText('razorpay_signature'),
});

export const upiQrSchema = z.object({
  id: z.string(),
  amount: z.number(),
  /** A upi:// intent to draw as a QR, or the provider's image address. */
  content: z.string(),
  expires_at: z.string().nullable(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
});
export type UpiQr = z.infer<typeof upiQrSchema>;

const reasonText = (message: string) => z.string({ error: message }).trim().min(1, message).max(300);
const rupeeAmount = z
  .number({ error: PAYMENT_MESSAGES.refundAmountInvalid })
  .positive(PAYMENT_MESSAGES.refundAmountInvalid)
  .max(10_000_000)
  .refine(
    (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    'Amounts are in rupees and paise (2 decimals)',
  );

export const cashInHandSchema = z.object({
  /** Cash taken at doors today (India time). */
  collected_today: z.number(),
  handed_over_today: z.number(),
  /** Everything collected less everything handed over: what the rider should hold now. */
  in_hand: z.number(),
});
export type CashInHand = z.infer<typeof cashInHandSchema>;

export const cashHandoverSchema = z.object({
  id: z.string(),
  amount: z.number(),
  expected: z.number(),
  /** amount − expected: negative is short, positive is over. */
  difference: z.number(),
  note: z.string().nullable(),
  created_at: z.string(),
});

const riderIdParams = z.object({ riderId: z.uuid({ error: 'Invalid rider id' }) });

export const paymentsContract = {
  riderCashInHand: defineEndpoint({
    method: 'GET',
    path: '/api/riders/me/cash',
    summary: "The signed-in rider's cash: collected today, handed over today, in hand now",
    tags: ['payments'],
    responses: { 200: z.object({ success: z.literal(true), cash: cashInHandSchema }) },
  }),
  adminRiderCash: defineEndpoint({
    method: 'GET',
    path: '/api/admin/riders/:riderId/cash',
    summary: "A rider's cash in hand and their handovers (newest first)",
    tags: ['payments'],
    params: riderIdParams,
    responses: { 200: z.object({ success: z.literal(true), cash: cashInHandSchema, handovers: z.array(cashHandoverSchema) }) },
  }),
  adminCashHandover: defineEndpoint({
    method: 'POST',
    path: '/api/admin/riders/:riderId/cash-handovers',
    summary: 'Records cash a rider handed over, against what they should hold',
    tags: ['payments'],
    params: riderIdParams,
    body: z.object({
      amount: z.number({ error: 'Enter the cash counted' }).min(0, 'Enter the cash counted').max(10_000_000),
      note: z.string().trim().max(300).optional(),
    }),
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), handover: cashHandoverSchema, cash: cashInHandSchema }),
    },
  }),
  bookingMoney: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:id/payments',
    summary: 'The bill of a booking, its payments and refunds',
    tags: ['payments'],
    params: idParams,
    responses: { 200: moneyAnswer },
  }),
  payOnline: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/:id/payments/online',
    summary: 'Starts paying what is due online: a provider order for exactly that amount',
    tags: ['payments'],
    params: idParams,
    responses: { 200: z.object({ success: z.literal(true), checkout: checkoutSchema }) },
  }),
  verifyOnline: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/:id/payments/online/verify',
    summary: "The provider checkout's result, verified by its signature",
    tags: ['payments'],
    params: idParams,
    body: checkoutResultSchema,
    responses: { 200: moneyAnswer.extend({ message: z.string() }) },
  }),
  riderMoney: defineEndpoint({
    method: 'GET',
    path: '/api/riders/orders/:orderId/payment',
    summary: 'What the delivery rider collects at the door, and the open UPI QR if one is shown',
    tags: ['payments'],
    params: orderIdParams,
    responses: {
      200: z.object({
        success: z.literal(true),
        bill: billSchema,
        qr: upiQrSchema.nullable(),
        /** What was paid so far (oldest first), so the rider sees how: cash, UPI or online. */
        payments: z.array(paymentViewSchema),
      }),
    },
  }),
  riderCash: defineEndpoint({
    method: 'POST',
    path: '/api/riders/orders/:orderId/payments/cash',
    summary: 'Cash received at the door',
    tags: ['payments'],
    params: orderIdParams,
    body: z.object({
      received: z
        .number({ error: PAYMENT_MESSAGES.cashRequired })
        .positive(PAYMENT_MESSAGES.cashRequired)
        .max(10_000_000, PAYMENT_MESSAGES.cashRequired),
    }),
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), change: z.number(), bill: billSchema }) },
  }),
  riderUpiQr: defineEndpoint({
    method: 'POST',
    path: '/api/riders/orders/:orderId/payments/upi-qr',
    summary: 'A single-use UPI QR for exactly the amount due',
    tags: ['payments'],
    params: orderIdParams,
    responses: { 200: z.object({ success: z.literal(true), qr: upiQrSchema, bill: billSchema }) },
  }),
  adminRefund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/refunds',
    summary: 'Refunds part or all of what was paid, with a reason; once per Idempotency-Key',
    tags: ['payments'],
    params: idParams,
    // A retry whose first attempt landed (its answer lost) answers that attempt instead of refunding again.
    headers: z.object({ 'idempotency-key': z.string().optional() }),
    body: z.object({ amount: rupeeAmount.optional(), reason: reasonText(PAYMENT_MESSAGES.refundReasonRequired) }),
    responses: { 200: moneyAnswer.extend({ message: z.string() }) },
  }),
  adminCollectLater: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/collect-later',
    summary: 'Lets the delivery complete with money still due',
    tags: ['payments'],
    params: idParams,
    body: z.object({ reason: reasonText(PAYMENT_MESSAGES.collectLaterReasonRequired) }),
    responses: { 200: moneyAnswer.extend({ message: z.string() }) },
  }),
  businessSettings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/settings/business',
    summary: "The business's details printed on invoices",
    tags: ['payments'],
    responses: { 200: z.object({ success: z.literal(true), settings: businessSettingsViewSchema, saved: z.boolean() }) },
  }),
  saveBusinessSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/settings/business',
    summary: "Saves the business's details printed on invoices",
    tags: ['payments'],
    body: businessSettingsSchema,
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), settings: businessSettingsViewSchema, saved: z.boolean() }),
    },
  }),
  /** Answers the tax invoice as a PDF (application/pdf), once issued; 404 before. Its customer and admins. */
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:id/invoice.pdf',
    summary: "The order's tax invoice as a PDF (issued when the order is completed and paid)",
    tags: ['payments'],
    params: idParams,
    responses: {},
  }),
  /** Operations' payments and refunds (filters: date range in India time, method, status, rider), with the day's totals. */
  adminPayments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/payments',
    summary: 'Payments and refunds with filters, the totals by method, collected against booked, completed but unpaid orders',
    tags: ['payments'],
    query: z.object({
      from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }).optional(),
      to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }).optional(),
      method: z.enum(PAYMENT_RECORD_METHODS).optional(),
      status: z.enum(PAYMENT_RECORD_STATUSES).optional(),
      riderId: z.uuid({ error: 'Invalid rider id' }).optional(),
    }),
    responses: { 200: adminPaymentsAnswerSchema },
  }),
  /** The invoice register as CSV: the columns a GST return needs. */
  invoiceRegisterCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoices/register.csv',
    summary:
      'Invoices and credit notes in a date range as CSV (number, date, customer, GSTIN, place of supply, taxable value, CGST, SGST, IGST, total)',
    tags: ['payments'],
    query: z.object({
      from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }).optional(),
      to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }).optional(),
    }),
    responses: {},
  }),
  razorpayWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/webhooks/razorpay',
    summary: "Razorpay's events, verified on the raw body with X-Razorpay-Signature",
    tags: ['payments'],
    consumes: ['application/json'],
    responses: { 200: z.object({ success: z.literal(true), handled: z.boolean() }) },
  }),
};
