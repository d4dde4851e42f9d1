import { z } from 'zod';
import { customerVerificationSchema } from '../ordering/verifications.js';
import { riderOrderSchema } from './orders.contract.js';
import { defineEndpoint } from './define-endpoint.js';

const reason = z.string().trim().max(500, 'Reason can be at most 500 characters').optional();

/** The customer's decision; the spec's body (customer-app.md §7 Verifications). orderId and verificationId are accepted and checked. */
export const verificationDecisionSchema = z.object({
  approved: z.boolean({ error: 'Say whether you approve the changes (approved: true or false)' }),
  reason,
  orderId: z.string().optional(),
  verificationId: z.string().optional(),
});
export const verificationDecidedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  verification: customerVerificationSchema,
});

/** A proposed item: a catalogue service and a quantity. Names and prices a client sends are ignored; the server prices from the catalogue. */
const proposedItem = z
  .object({
    serviceId: z.string().min(1).optional(),
    id: z.string().min(1).optional(),
    quantity: z
      .number({ error: 'Please enter a valid quantity' })
      .int('Please enter a valid quantity')
      .min(1, 'Please enter a valid quantity'),
  })
  .refine((item) => item.serviceId ?? item.id, { message: 'Please select a service', path: ['serviceId'] });

/**
 * PUT /api/riders/orders/:orderId/update (rider-portal.md §7): requiresVerification true (the default) sends
 * the items to the customer; false saves the approved proposal to the order; verificationStatus 'cancelled'
 * withdraws the pending one ('Cancelled by rider').
 */
export const riderOrderUpdateBodySchema = z.object({
  items: z.array(proposedItem).max(40, 'An order can have at most 40 different services').optional(),
  updatedBy: z.literal('rider').optional(),
  notes: z.string().trim().max(500, 'Notes can be at most 500 characters').optional(),
  requiresVerification: z.boolean().optional(),
  verificationStatus: z.string().optional(),
  // The spec's client sends its own copy of the change; the server builds the customer's from the priced proposal.
  notificationData: z.unknown().optional(),
});

export const riderOrderUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/riders/orders/:orderId/update',
  summary: 'Propose items for the customer to verify, save the approved proposal, or withdraw the pending one',
  tags: ['rider orders', 'verifications'],
  params: z.object({ orderId: z.uuid('Invalid order id') }),
  body: riderOrderUpdateBodySchema,
  responses: {
    200: z.object({
      success: z.literal(true),
      message: z.string(),
      order: riderOrderSchema,
      verification: customerVerificationSchema.nullable(),
      /** New total minus the order's total, in rupees (0 when nothing is proposed). */
      price_change: z.number(),
    }),
  },
});

/** The customer's verifications (the spec's admin-prefixed paths; own only, admins any). */
export const customerVerificationsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customer-verifications/:userId',
    summary: "A customer's verifications of rider changes, newest first (pending past expiry read expired)",
    tags: ['verifications'],
    params: z.object({ userId: z.uuid('Invalid user id') }),
    responses: { 200: z.object({ success: z.literal(true), verifications: z.array(customerVerificationSchema) }) },
  }),
  respond: defineEndpoint({
    method: 'POST',
    path: '/api/admin/customer-verifications/:id/respond',
    summary: "Approve or reject the rider's changes; a decision is final",
    tags: ['verifications'],
    params: z.object({ id: z.uuid('Invalid verification id') }),
    body: verificationDecisionSchema,
    responses: { 200: verificationDecidedSchema },
  }),
  approveNotification: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/approve',
    summary: "Approve or reject the rider's changes from their notification",
    tags: ['notifications', 'verifications'],
    params: z.object({ id: z.uuid('Invalid notification id') }),
    body: verificationDecisionSchema.pick({ approved: true, reason: true }),
    responses: { 200: verificationDecidedSchema },
  }),
};
