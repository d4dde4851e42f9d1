import { z } from 'zod';
import { TAG_KINDS } from '../garments/tag-kind.js';
import { SCAN_OUTCOMES, VENDOR_SCAN_STAGES, stageScanSchema } from '../garments/garment-scans.js';
import { inspectionBodySchema, inspectionDecisionBodySchema, inspectionViewSchema } from '../garments/inspection.js';
import { tagCodeInput } from './garments.contract.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * A garment's way after the pickup (docs/decisions/0034): the laundry's intake, inspection and packing, the delivery
 * rider's check at the door, and the customer's view of each garment's trail.
 */

const orderParams = z.object({ id: z.uuid({ error: 'Invalid order id' }) });
const riderOrderParams = z.object({ orderId: z.uuid('Invalid order id') });
const stageAnswer = z.object({ success: z.literal(true), scan: stageScanSchema });
const scanAnswer = stageAnswer.extend({ message: z.string(), outcome: z.enum(SCAN_OUTCOMES) });
const inspectionsAnswer = z.object({ success: z.literal(true), inspections: z.array(inspectionViewSchema) });
const oneInspection = z.object({ success: z.literal(true), message: z.string(), inspection: inspectionViewSchema });

export const vendorScansContract = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/orders/:id/scans',
    summary: "The order's tags at intake or packing: which are scanned, which are missing, what else was scanned",
    tags: ['vendor'],
    params: orderParams,
    query: z.object({ stage: z.enum(VENDOR_SCAN_STAGES, { error: 'Stage must be intake or packing' }) }),
    responses: { 200: stageAnswer },
  }),
  scan: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/orders/:id/scans',
    summary:
      'Scan a tag in (intake, before received) or into the bag (packing, while processing). Another order’s tag is flagged at once: operations and the pickup rider are told',
    tags: ['vendor'],
    params: orderParams,
    body: z.object({
      stage: z.enum(VENDOR_SCAN_STAGES, { error: 'Stage must be intake or packing' }),
      code: tagCodeInput,
    }),
    responses: { 200: scanAnswer },
  }),
};

export const vendorInspectionsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/orders/:id/inspections',
    summary: "The order's inspection notes, per garment",
    tags: ['vendor'],
    params: orderParams,
    responses: { 200: inspectionsAnswer },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/orders/:id/inspections',
    summary:
      'Note what a garment has before cleaning (received, before processing). askCustomer: it should not be cleaned as booked, so the customer approves or declines first',
    tags: ['vendor'],
    params: orderParams,
    body: inspectionBodySchema,
    responses: { 201: oneInspection },
  }),
  addPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/inspections/:inspectionId/photos',
    summary: 'Attach a photo to an inspection note (multipart field photo; JPEG, PNG or WebP under 5MB; at most 4)',
    tags: ['vendor'],
    params: z.object({ inspectionId: z.uuid('Invalid inspection id') }),
    consumes: ['multipart/form-data'],
    responses: { 201: oneInspection },
  }),
};

export const riderDoorScansContract = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/riders/orders/:orderId/door-scans',
    summary: "Your delivery's tags at the door: the handover code is asked only when every one is scanned",
    tags: ['rider orders'],
    params: riderOrderParams,
    responses: { 200: stageAnswer },
  }),
  scan: defineEndpoint({
    method: 'POST',
    path: '/api/riders/orders/:orderId/door-scans',
    summary: 'Scan a tag at the door, on your started delivery',
    tags: ['rider orders'],
    params: riderOrderParams,
    body: z.object({ code: tagCodeInput }),
    responses: { 200: scanAnswer },
  }),
  reportMissing: defineEndpoint({
    method: 'POST',
    path: '/api/riders/orders/:orderId/door-scans/missing',
    summary:
      'Report the tags you cannot find at the door: they are recorded missing, the delivery stops and operations are alerted',
    tags: ['rider orders'],
    params: riderOrderParams,
    responses: { 200: stageAnswer.extend({ message: z.string() }) },
  }),
};

export const garmentStepSchema = z.object({
  stage: z.enum(['pickup', 'intake', 'packing', 'delivery']),
  outcome: z.enum(['ok', 'unexpected', 'missing']),
  at: z.string(),
});
export const customerGarmentSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(TAG_KINDS),
  steps: z.array(garmentStepSchema),
  inspections: z.array(inspectionViewSchema),
});
export type CustomerGarment = z.infer<typeof customerGarmentSchema>;

export const customerGarmentsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:orderId/garments',
    summary: "Your order's tagged garments or bags, each with its trail (scans) and the laundry's inspection notes",
    tags: ['garments'],
    params: riderOrderParams,
    responses: { 200: z.object({ success: z.literal(true), garments: z.array(customerGarmentSchema) }) },
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/:orderId/inspections/:inspectionId/decision',
    summary: 'Approve cleaning a garment the laundry asked about, or decline (it comes back uncleaned)',
    tags: ['garments'],
    params: riderOrderParams.extend({ inspectionId: z.uuid('Invalid inspection id') }),
    body: inspectionDecisionBodySchema,
    responses: { 200: oneInspection },
  }),
  /** Answers the photo's bytes (its own content type); the order's customer, operations and the vendor's staff. */
  photo: defineEndpoint({
    method: 'GET',
    path: '/api/inspections/:inspectionId/photos/:photoId',
    summary: 'An inspection photo (private: the order’s customer, admins and the vendor’s staff)',
    tags: ['garments'],
    params: z.object({ inspectionId: z.uuid('Invalid inspection id'), photoId: z.uuid('Invalid photo id') }),
    responses: {},
  }),
};
