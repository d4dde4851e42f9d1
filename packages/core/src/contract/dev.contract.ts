import { z } from 'zod';
import { defineEndpoint } from './define-endpoint.js';

const outboxEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'whatsapp']),
  to: z.string(),
  code: z.string(),
  text: z.string(),
  sentAt: z.string(),
});

/** An order update or other notice: a title instead of a code. */
const outboxNoticeSchema = outboxEntrySchema.omit({ code: true }).extend({
  title: z.string(),
  /** The notification it is a copy of. */
  reference: z.string().optional(),
});

const outboxEmailSchema = z.object({
  id: z.string(),
  channel: z.literal('email'),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** A password reset's link; a customer's copy of a notification has none. */
  link: z.string().optional(),
  /** Files sent with it (a customer's tax invoice), by name; each downloads at `url`. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number(), url: z.string() })).optional(),
  sentAt: z.string(),
});

/** Development only (never registered in production) and left out of the published document. */
export const devContract = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox.json',
    summary: 'Codes, notices and emails the development providers would have sent, newest first',
    tags: ['dev'],
    hide: true,
    /** Only what went to this number (91 and ten digits): a simulator signing thousands in reads its own code. */
    query: z.object({
      to: z
        .string()
        .regex(/^\d{10,12}$/, 'to must be a phone number')
        .optional(),
    }),
    responses: {
      200: z.object({
        messages: z.array(outboxEntrySchema),
        notices: z.array(outboxNoticeSchema),
        emails: z.array(outboxEmailSchema),
      }),
    },
  }),
  /** A file sent with an outbox email (a customer's tax invoice), as sent; 404 when the outbox no longer holds it. */
  outboxAttachment: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox/emails/:emailId/attachments/:index',
    summary: 'A file sent with an email in the development outbox',
    tags: ['dev'],
    hide: true,
    params: z.object({ emailId: z.string().min(1).max(80), index: z.string().regex(/^\d{1,2}$/) }),
    responses: {},
  }),
  /** The local payment provider's checkout: the customer pays (or the bank declines) the order in the browser. */
  localCheckout: defineEndpoint({
    method: 'POST',
    path: '/dev/payments/checkout/:providerOrderId/:outcome',
    summary: "The local provider's checkout: pay or fail an order, answering as Razorpay's checkout does",
    tags: ['dev'],
    hide: true,
    params: z.object({ providerOrderId: z.string().min(1).max(80), outcome: z.enum(['pay', 'fail']) }),
    responses: {
      200: z.object({
        outcome: z.enum(['paid', 'failed']),
        razorpay_order_id: z.string(),
        razorpay_payment_id: z.string(),
        razorpay_signature: z.string().nullable(),
      }),
    },
  }),
  /** Pays or fails an open order or QR code by sending the server a signed webhook, as the provider would. */
  localWebhook: defineEndpoint({
    method: 'POST',
    path: '/dev/payments/:paymentId/:outcome',
    summary: 'Pays or fails an open local payment with a signed webhook',
    tags: ['dev'],
    hide: true,
    params: z.object({ paymentId: z.uuid(), outcome: z.enum(['pay', 'fail']) }),
    responses: { 200: z.object({ success: z.literal(true), handled: z.boolean() }) },
  }),
};
