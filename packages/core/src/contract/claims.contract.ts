import { z } from 'zod';
import { claimRuleSchema } from '../claims/claim-cap.js';
import { CLAIM_STATUSES, claimBodySchema, claimDecisionSchema, claimViewSchema } from '../claims/claim-schema.js';
import { defineEndpoint } from './define-endpoint.js';

const orderId = z.uuid('Invalid order id');
const id = z.uuid('Invalid claim id');

/** A garment the customer may claim for: a tag of the order, else one of its lines. */
export const claimableGarmentSchema = z.object({
  tag_code: z.string().nullable(),
  line_id: z.string().nullable(),
  label: z.string(),
});

/** One step of a garment's trail as the review shows it: a tag scan, or an order step when the order has no tags. */
export const claimTrailStepSchema = z.object({
  at: z.string(),
  label: z.string(),
  note: z.string().nullable(),
  /** The laundry's inspection photos of the garment, from before cleaning (private URLs). */
  photos: z.array(z.string()),
});

export const adminClaimSchema = claimViewSchema.extend({
  customer: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  paid: z.number(),
  trail: z.array(claimTrailStepSchema),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

export const claimsContract = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/:orderId/claims',
    summary: 'Report a garment of your delivered order damaged or missing (within 7 days of delivery)',
    tags: ['claims'],
    params: z.object({ orderId }),
    body: claimBodySchema,
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), claim: claimViewSchema }) },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:orderId/claims',
    summary: "Your claims on an order, whether one can still be made, and the order's garments to choose from",
    tags: ['claims'],
    params: z.object({ orderId }),
    responses: {
      200: z.object({
        success: z.literal(true),
        claims: z.array(claimViewSchema),
        can_claim: z.boolean(),
        window_ends_at: z.string().nullable(),
        garments: z.array(claimableGarmentSchema),
      }),
    },
  }),
  addPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/claims/:id/photos',
    summary: 'Attach a photo to your open claim (multipart field photo; JPEG, PNG or WebP under 5MB; at most 5)',
    tags: ['claims'],
    params: z.object({ id }),
    consumes: ['multipart/form-data'],
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), claim: claimViewSchema }) },
  }),
  /** Answers the image itself: the claim's customer and admins. */
  photo: defineEndpoint({
    method: 'GET',
    path: '/api/claims/:id/photos/:photoId',
    summary: "A claim's photo (its customer, admins)",
    tags: ['claims'],
    params: z.object({ id, photoId: z.uuid('Invalid photo id') }),
    responses: {},
  }),
};

export const adminClaimsContract = {
  rule: defineEndpoint({
    method: 'GET',
    path: '/api/admin/claims/rule',
    summary: 'The compensation rule: up to multiplier × the garment’s processing charge, at most max_rupees',
    tags: ['claims'],
    responses: { 200: z.object({ success: z.literal(true), rule: claimRuleSchema }) },
  }),
  setRule: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/claims/rule',
    summary: 'Set the compensation rule for claims decided from now on',
    tags: ['claims'],
    body: claimRuleSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), rule: claimRuleSchema }) },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/claims',
    summary: 'Claims, newest first, by status and the India day they were made, with each garment’s trail',
    tags: ['claims'],
    query: z.object({
      status: z.enum(CLAIM_STATUSES, { error: `Status must be one of ${CLAIM_STATUSES.join(', ')}` }).optional(),
      from: z.iso.date('From must be a date (YYYY-MM-DD)').optional(),
      to: z.iso.date('To must be a date (YYYY-MM-DD)').optional(),
    }),
    responses: { 200: z.object({ success: z.literal(true), claims: z.array(adminClaimSchema) }) },
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/admin/claims/:id/decision',
    summary: 'Reject a claim with a reason, or compensate it (as a refund or a coupon) up to its cap; once only',
    tags: ['claims'],
    params: z.object({ id }),
    body: claimDecisionSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), claim: adminClaimSchema }) },
  }),
};
