import { z } from 'zod';
import { riderSchema } from '../auth/auth-schemas.js';
import { BOOKING_STATUSES, RIDER_STATUSES } from '../enums.js';
import { TRIP_KINDS, TRIP_STATUSES, VENDOR_STAGES } from '../ordering/lifecycle.js';
import type { LocationFreshness } from '../riders/rider-activity.js';
import { defineEndpoint } from './define-endpoint.js';
import { limitQuery, pageQuery, pagingSchema } from './paging.js';

/** Rider verification, active riders and live tracking for operations (admin-and-backend.md §2, §4, §7). */
export const ADMIN_RIDER_MESSAGES = {
  reasonRequired: 'Please give a reason for rejecting this rider',
  reasonTooLong: 'The reason must be at most 500 characters',
  statusInvalid: "Status must be 'approved' or 'rejected'",
  notFound: 'Rider not found',
  approved: 'Rider approved. They can now log in and go active.',
  rejected: 'Rider rejected. They have been told the reason.',
  /** The spec's toast (admin-and-backend.md §8). */
  updateFailed: 'Failed to update rider status',
  /** Of two admins deciding at once, the second hears who decided first. */
  alreadyDecided: (status: 'approved' | 'rejected', by: string | null) =>
    `This rider was already ${status}${by ? ` by ${by}` : ''}; only a pending rider can be approved or rejected`,
} as const;

export const RIDER_DECISIONS = ['approved', 'rejected'] as const;
export type RiderDecision = (typeof RIDER_DECISIONS)[number];

/** POST /api/admin/riders/:id/verify: a reason is required to reject (the rider is told it). */
export const riderVerifyBodySchema = z
  .object({
    status: z.enum(RIDER_DECISIONS, { error: ADMIN_RIDER_MESSAGES.statusInvalid }),
    reason: z.string().trim().max(500, ADMIN_RIDER_MESSAGES.reasonTooLong).optional(),
  })
  .superRefine((body, context) => {
    if (body.status === 'rejected' && !body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: ADMIN_RIDER_MESSAGES.reasonRequired });
    }
  });
export type RiderVerifyBody = z.input<typeof riderVerifyBodySchema>;

/** A rider in the verification lists: when the decision was made and by which admin (null while pending). */
export const adminRiderSchema = riderSchema.extend({ verifiedAt: z.string().nullable(), verifiedBy: z.string().nullable() });
export type AdminRider = z.infer<typeof adminRiderSchema>;

const riderId = z.object({ id: z.uuid('Invalid rider id') });

/** Freshness of a rider's last position (core's locationFreshness). */
const FRESHNESS = ['live', 'recent', 'stale', 'old'] as const satisfies readonly LocationFreshness[];

const point = z.object({ lat: z.number(), lng: z.number() });

/** One open trip of a rider: the order, which trip, and where it stands. */
export const riderJobSchema = z.object({
  bookingId: z.string(),
  custom_order_id: z.string(),
  trip: z.enum(TRIP_KINDS),
  status: z.enum(TRIP_STATUSES),
  booking_status: z.enum(BOOKING_STATUSES),
  customerName: z.string(),
  address: z.string(),
  coordinates: point.nullable(),
  /** The trip's own day and hour: the pickup's for a pickup, the delivery's for a delivery. */
  date: z.string(),
  time: z.string(),
});
export type RiderJob = z.infer<typeof riderJobSchema>;

/** An approved, active rider as the operations console sees them (Aadhaar masked). */
export const activeRiderSchema = riderSchema.extend({
  freshness: z.enum(FRESHNESS),
  jobs: z.array(riderJobSchema),
});
export type ActiveRider = z.infer<typeof activeRiderSchema>;

/** Where an open order is in its life, for the map: waiting for (or on) its pickup, at the vendor, or on its delivery. */
export const TRACKING_PHASES = ['pickup', 'at_vendor', 'delivery'] as const;
export type TrackingPhase = (typeof TRACKING_PHASES)[number];

export const trackedOrderSchema = z.object({
  bookingId: z.string(),
  custom_order_id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  phase: z.enum(TRACKING_PHASES),
  vendor_stage: z.enum(VENDOR_STAGES).nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  address: z.string(),
  /** The customer's door: where the pickup starts and the delivery ends. */
  coordinates: point.nullable(),
  scheduled_date: z.string(),
  scheduled_time: z.string(),
  delivery_date: z.string(),
  delivery_time: z.string(),
  /** The order's current trip (the delivery once it exists, else the pickup), null while no rider is assigned. */
  trip: z
    .object({
      kind: z.enum(TRIP_KINDS),
      status: z.enum(TRIP_STATUSES),
      rider: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
    })
    .nullable(),
  vendor: z.object({ id: z.string(), name: z.string(), coordinates: point }).nullable(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** How many open orders the map shows at most (earliest pickup first). */
export const TRACKING_ORDER_LIMIT = 500;

export const adminRidersContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/riders',
    summary:
      'Riders by verification status, paged (pending: newest registration first; others: latest decision first), with the count of each status',
    tags: ['admin riders'],
    query: z.object({
      status: z.enum(RIDER_STATUSES, { error: 'Status must be pending, approved or rejected' }).default('pending'),
      page: pageQuery,
      limit: limitQuery(20),
    }),
    responses: {
      200: z.object({
        success: z.literal(true),
        riders: z.array(adminRiderSchema),
        pagination: pagingSchema,
        counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
      }),
    },
  }),
  active: defineEndpoint({
    method: 'GET',
    path: '/api/admin/riders/active',
    summary: 'Approved riders who are active: last position with its freshness, and their open trips',
    tags: ['admin riders'],
    responses: { 200: z.object({ success: z.literal(true), riders: z.array(activeRiderSchema), serverTime: z.string() }) },
  }),
  /** The verifying admin's view: the full Aadhaar number, to compare with the card image. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/riders/:id',
    summary: 'One rider for verification, with the full Aadhaar number to compare with the card',
    tags: ['admin riders'],
    params: riderId,
    responses: { 200: z.object({ success: z.literal(true), rider: riderSchema }) },
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/admin/riders/:id/verify',
    summary: 'Approve or reject a pending rider (a reason is required to reject); the rider is notified',
    tags: ['admin riders'],
    params: riderId,
    body: riderVerifyBodySchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), rider: riderSchema }) },
  }),
  trackingOrders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/tracking/orders',
    summary: "Open orders for the live map: the customer's point, status, current trip and rider, vendor; earliest pickup first",
    tags: ['admin riders'],
    responses: {
      200: z.object({ success: z.literal(true), orders: z.array(trackedOrderSchema), total: z.number(), serverTime: z.string() }),
    },
  }),
};
