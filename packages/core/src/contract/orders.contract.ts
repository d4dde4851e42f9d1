import { z } from 'zod';
import { BOOKING_STATUSES } from '../enums.js';
import { itemPriceSchema } from '../ordering/booking-schemas.js';
import { RIDER_ORDER_ACTIONS, TRIP_KINDS, VENDOR_STAGES } from '../ordering/lifecycle.js';
import { handoverCodeSchema, orderEventSchema } from '../ordering/lifecycle-schemas.js';
import { pickupPhotoSchema } from '../riders/rider-activity.js';
import { customerVerificationSchema } from '../ordering/verifications.js';
import { adminBookingEditBodySchema } from './admin-bookings.contract.js';
import { bookingViewSchema, statusList } from './bookings.contract.js';
import { defineEndpoint } from './define-endpoint.js';

/** The spec's order types (an order's `type`). */
const ORDER_TYPES = ['Regular', 'Quick Pickup'] as const;

/** An order as its rider sees it (rider-portal.md §3): one job, the pickup or the delivery trip. Never the handover code. */
export const riderOrderSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  custom_order_id: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customer_id: z.string(),
  address: z.string(),
  address_details: z.object({ flatNo: z.string().nullable(), landmark: z.string().nullable() }),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  scheduled_date: z.string(),
  scheduled_time: z.string(),
  delivery_date: z.string(),
  delivery_time: z.string(),
  /** Which of the order's two trips this job is. */
  tripType: z.enum(TRIP_KINDS),
  type: z.enum(ORDER_TYPES),
  isQuickPickup: z.boolean(),
  service: z.string(),
  service_type: z.string(),
  services: z.array(z.string()),
  riderStatus: z.string(),
  assignedAt: z.string(),
  status: z.string(),
  payment_status: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      serviceId: z.string().nullable(),
      name: z.string(),
      price: z.number(),
      unit: z.string(),
      category: z.string().nullable(),
      quantity: z.number(),
      total: z.number(),
    }),
  ),
  item_prices: z.array(itemPriceSchema),
  charges_breakdown: bookingViewSchema.shape.charges_breakdown,
  total_price: z.number(),
  discount_amount: z.number(),
  final_amount: z.number(),
  specialInstructions: z.string().nullable(),
  additional_details: z.string().nullable(),
  provider_name: z.string(),
  itemsCollected: z.number().nullable(),
  /** Where the order is at the laundry: null until the laundry has received it from the pickup rider. */
  vendor_stage: z.enum(VENDOR_STAGES).nullable(),
  assignedVendor: z.string().nullable(),
  /** Distance from the customer's address to the vendor (km, two decimals) and the estimate of vendorEstimatedMinutes. */
  assignedVendorDetails: z
    .object({
      name: z.string(),
      address: z.string(),
      coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
      distance: z.number().nullable(),
      estimatedTime: z.number(),
    })
    .nullable(),
  /** The rider's latest change proposal on this order that is not yet saved or withdrawn (rider-portal.md §4.4). */
  verification: customerVerificationSchema.nullable(),
  /** Proof at the door: the photos attached at pickup. */
  pickup_photos: z.array(pickupPhotoSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RiderOrder = z.infer<typeof riderOrderSchema>;

const orderId = z.uuid('Invalid order id');
const bookingAnswer = z.object({ success: z.literal(true), message: z.string(), booking: bookingViewSchema });

/** The rider's jobs and the moves they make on them. */
export const riderOrdersContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/riders/orders',
    summary: "The signed-in rider's open jobs (pickups and deliveries), by pickup date and time",
    tags: ['rider orders'],
    responses: { 200: z.array(riderOrderSchema) },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/riders/orders/:orderId',
    summary: 'One of your jobs, with its items rebuilt from the booking lines',
    tags: ['rider orders'],
    params: z.object({ orderId }),
    responses: { 200: riderOrderSchema },
  }),
  action: defineEndpoint({
    method: 'POST',
    path: '/api/riders/order-action',
    summary: 'Accept, start or complete your job (complete a pickup with the item count, a delivery with the handover code)',
    tags: ['rider orders'],
    body: z.object({
      orderId,
      action: z.enum(RIDER_ORDER_ACTIONS, { error: 'Action must be accept, start or complete' }),
      // The session says who the rider is; riderId, location and timestamp are accepted for the contract.
      riderId: z.string().optional(),
      location: z.object({ lat: z.number(), lng: z.number() }).nullish(),
      timestamp: z.string().optional(),
      itemCount: z
        .number({ error: 'Item count must be a number' })
        .int('Item count must be a whole number')
        .min(1, 'At least one item must be collected')
        .max(1000)
        .optional(),
      handoverCode: handoverCodeSchema.optional(),
    }),
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), order: riderOrderSchema }) },
  }),
};

const photoParams = z.object({ orderId, photoId: z.uuid('Invalid photo id') });

/** Proof at the door: photos of what was collected, attached by the pickup rider (multipart, one image per request). */
export const pickupPhotosContract = {
  add: defineEndpoint({
    method: 'POST',
    path: '/api/riders/orders/:orderId/photos',
    summary:
      'Attach a photo of the collected items to your pickup (multipart field photo; JPEG, PNG or WebP under 5MB; at most 3)',
    tags: ['rider orders'],
    params: z.object({ orderId }),
    consumes: ['multipart/form-data'],
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), photo: pickupPhotoSchema }) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/riders/orders/:orderId/photos/:photoId',
    summary: 'Remove a photo you attached, before the pickup is completed',
    tags: ['rider orders'],
    params: photoParams,
    responses: { 200: z.object({ success: z.literal(true), message: z.string() }) },
  }),
  /** Answers the image itself: the order's customer, its riders and admins. */
  file: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:orderId/photos/:photoId',
    summary: 'A pickup photo of an order (its customer, its riders, admins)',
    tags: ['bookings'],
    params: photoParams,
    responses: {},
  }),
};

/** Operations: confirming, assigning riders and vendors, vendor stages, cancelling. */
const adminStatusBody = z.object({
  status: z.enum([...BOOKING_STATUSES, ...VENDOR_STAGES], {
    error: `Status must be one of ${[...BOOKING_STATUSES, ...VENDOR_STAGES].join(', ')}`,
  }),
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
});

export const adminOrdersContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders',
    summary: 'Orders by status, oldest pickup first; includeAssigned=false leaves out orders whose pickup is assigned',
    tags: ['admin orders'],
    query: z.object({
      status: statusList,
      includeAssigned: z
        .enum(['true', 'false'])
        .default('true')
        .transform((v) => v === 'true'),
    }),
    responses: { 200: z.object({ success: z.literal(true), orders: z.array(bookingViewSchema) }) },
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/assign',
    summary:
      "Assign an approved rider to an order's pickup or delivery; with currentRiderId, reassign it before the items are collected",
    tags: ['admin orders'],
    body: z.object({
      orderId,
      riderId: z.uuid('Invalid rider id'),
      /**
       * The trip to assign. The spec's order types 'Regular' and 'Quick Pickup' are accepted too and mean the order's
       * next trip without a rider: its pickup, or once the pickup has one, its delivery.
       */
      orderType: z
        .enum([...TRIP_KINDS, ...ORDER_TYPES], { error: 'orderType must be pickup, delivery, Regular or Quick Pickup' })
        .default('pickup'),
      /** To reassign a trip (before its items are collected): the rider it has now, as the admin saw it. */
      currentRiderId: z.uuid('Invalid current rider id').optional(),
    }),
    responses: { 200: bookingAnswer },
  }),
  assignVendor: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/assign-vendor',
    summary: 'Choose the vendor (laundry facility) an order goes to',
    tags: ['admin orders'],
    body: z.object({
      orderId,
      vendorData: z.object({
        vendorId: z.string().trim().min(1, 'Vendor id is required'),
        // Shown by the admin portal; the server reads the vendor's own record.
        vendorName: z.string().optional(),
        vendorAddress: z.string().optional(),
        distance: z.union([z.number(), z.string()]).optional(),
        estimatedTime: z.union([z.number(), z.string()]).optional(),
      }),
      orderType: z.string().optional(),
    }),
    responses: { 200: bookingAnswer },
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/bookings/:id/status',
    summary:
      'Move an order by the rules: confirm, the vendor stages (received, processing, ready), or cancel (with a reason once collected)',
    tags: ['admin orders'],
    params: z.object({ id: z.uuid('Invalid booking ID') }),
    body: adminStatusBody,
    responses: { 200: bookingAnswer },
  }),
  // The spec's admin edit path (admin-and-backend.md §7): status by the rules (as /status), the pickup and delivery
  // slots, the items (catalogue lines priced by the server, custom lines admin-set) and the amounts, in one move of the
  // rule book; any other field is refused by name rather than ignored.
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/bookings/:id',
    summary:
      'Edit an order by the rules: status (as /status), pickup and delivery dates and times, items (catalogue lines priced by the server; custom lines with an admin-set price), discount and final amount (never below 0). Audited; other fields are refused',
    tags: ['admin orders'],
    params: z.object({ id: z.uuid('Invalid booking ID') }),
    body: adminBookingEditBodySchema,
    responses: { 200: bookingAnswer },
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/api/admin/bookings/:id/events',
    summary: "An order's audit trail, oldest first",
    tags: ['admin orders'],
    params: z.object({ id: z.uuid('Invalid booking ID') }),
    responses: { 200: z.object({ success: z.literal(true), events: z.array(orderEventSchema) }) },
  }),
};
