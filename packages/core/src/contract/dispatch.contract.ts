import { z } from 'zod';
import { TRIP_KINDS } from '../ordering/lifecycle.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * Dispatch (admin-and-backend.md §4, §9): which trips wait for a rider, which riders and vendors suit an order.
 * The moves themselves (assign, assign-vendor, vendor stages) are contract.adminOrders.
 */

/** waiting: a trip with no rider yet; assigned: a rider has it but not the items; in_hand: collected, not yet out for delivery. */
export const DISPATCH_QUEUES = ['waiting', 'assigned', 'in_hand'] as const;
export type DispatchQueue = (typeof DISPATCH_QUEUES)[number];
export const DISPATCH_ORDER_TYPES = ['all', 'quick', 'regular'] as const;
export const DISPATCH_PAGE_SIZE = 25;

const latLng = z.object({ lat: z.number(), lng: z.number() });
const person = z.object({ id: z.string(), name: z.string(), phone: z.string() });
const slot = z.object({ date: z.string(), time: z.string() });
const tripSide = slot.extend({ status: z.string().nullable(), rider: person.nullable() });
const orderId = z.uuid('Invalid order id');

/** One order as dispatch sees it, about one of its trips (`trip`). */
export const dispatchTripSchema = z.object({
  orderId: z.string(),
  custom_order_id: z.string(),
  /** The trip this row is about: the one waiting, the one assigned, or the pickup that brought the order in. */
  trip: z.enum(TRIP_KINDS),
  /** That trip's date and time: the pickup slot, or the delivery slot. */
  slot,
  pickup: tripSide,
  delivery: tripSide,
  status: z.string(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  address: z.string(),
  coordinates: latLng.nullable(),
  /** '4 × Wash & Fold, 10 × Regular Iron'; empty for a quick pickup whose items are counted at the door. */
  items_summary: z.string(),
  item_count: z.number(),
  /** The count the pickup rider confirmed at the vendor. */
  items_collected: z.number().nullable(),
  final_amount: z.number(),
  type: z.enum(['Regular', 'Quick Pickup']),
  isQuickPickup: z.boolean(),
  vendor: z.object({ id: z.string(), name: z.string() }).nullable(),
  vendor_stage: z.string().nullable(),
  created_at: z.string(),
});
export type DispatchTrip = z.infer<typeof dispatchTripSchema>;

const FRESHNESS = ['live', 'recent', 'stale', 'old'] as const;

/** An approved, active rider who could take a trip. */
export const dispatchRiderSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  location: latLng.nullable(),
  lastLocationUpdate: z.string().nullable(),
  freshness: z.enum(FRESHNESS),
  /** Straight-line km from the trip's starting point, two decimals; null without a position on either side. */
  distance_km: z.number().nullable(),
  /** Trips the rider has not completed on open orders. */
  open_trips: z.number(),
  /** The rider the trip has now. */
  isCurrent: z.boolean(),
});
export type DispatchRider = z.infer<typeof dispatchRiderSchema>;

/** A vendor that handles everything the order needs. */
export const dispatchVendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  coordinates: latLng,
  services: z.array(z.string()),
  contactPhone: z.string(),
  rating: z.number(),
  /** Straight-line km from the customer's address, two decimals; null when the order has no position. */
  distance: z.number().nullable(),
  /** Minutes: 30 plus there and back at 20 km/h, rounded; 60 when the distance is unknown. */
  estimatedTime: z.number(),
  isCurrent: z.boolean(),
});
export type DispatchVendor = z.infer<typeof dispatchVendorSchema>;

const category = z.object({ id: z.string(), name: z.string() });

export const dispatchContract = {
  trips: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dispatch/trips',
    summary:
      'Dispatch queues, earliest trip first: trips waiting for a rider (pickups of pending or confirmed orders, deliveries of orders ready at the vendor), trips assigned but not yet collected, and orders in hand (collected, at the vendor)',
    tags: ['admin dispatch'],
    query: z.object({
      queue: z.enum(DISPATCH_QUEUES, { error: `queue must be one of ${DISPATCH_QUEUES.join(', ')}` }).default('waiting'),
      type: z.enum(DISPATCH_ORDER_TYPES, { error: `type must be one of ${DISPATCH_ORDER_TYPES.join(', ')}` }).default('all'),
      search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
      page: z.coerce.number<number | string>().int('Page must be a whole number').min(1, 'Page must be 1 or more').default(1),
      limit: z.coerce
        .number<number | string>()
        .int('Limit must be a whole number')
        .min(1, 'Limit must be 1 or more')
        .max(100, 'Limit must be at most 100')
        .default(DISPATCH_PAGE_SIZE),
    }),
    responses: {
      200: z.object({
        success: z.literal(true),
        trips: z.array(dispatchTripSchema),
        pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() }),
        /** Every queue's size under the same type and search, for the queue switcher. */
        counts: z.object({ waiting: z.number(), assigned: z.number(), in_hand: z.number() }),
      }),
    },
  }),
  riders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dispatch/riders',
    summary:
      "Approved active riders for one trip, nearest first from where it starts (pickup: the customer's address; delivery: the vendor), with distance, position freshness and open trips; riders without a position last",
    tags: ['admin dispatch'],
    query: z.object({
      orderId,
      trip: z.enum(TRIP_KINDS, { error: 'trip must be pickup or delivery' }).default('pickup'),
    }),
    responses: {
      200: z.object({
        success: z.literal(true),
        trip: z.object({
          orderId: z.string(),
          custom_order_id: z.string(),
          kind: z.enum(TRIP_KINDS),
          /** The trip's status, null while it has no rider. */
          status: z.string().nullable(),
          rider: person.nullable(),
          origin: latLng.nullable(),
          /** 'Customer address' or the vendor's name. */
          origin_label: z.string(),
        }),
        riders: z.array(dispatchRiderSchema),
      }),
    },
  }),
  vendors: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dispatch/vendors',
    summary:
      "Active vendors that handle every service category the order needs, nearest first from the customer's address, with distance and estimated time; the others with what they lack",
    tags: ['admin dispatch'],
    query: z.object({ orderId }),
    responses: {
      200: z.object({
        success: z.literal(true),
        order: z.object({
          orderId: z.string(),
          custom_order_id: z.string(),
          coordinates: latLng.nullable(),
          vendorId: z.string().nullable(),
          vendor_stage: z.string().nullable(),
          isQuickPickup: z.boolean(),
          /** The categories of the order's lines (none yet for a quick pickup: every active vendor qualifies). */
          needs: z.array(category),
        }),
        vendors: z.array(dispatchVendorSchema),
        /** Active vendors left out, with the categories they do not handle. */
        excluded: z.array(z.object({ id: z.string(), name: z.string(), missing: z.array(category) })),
      }),
    },
  }),
};
