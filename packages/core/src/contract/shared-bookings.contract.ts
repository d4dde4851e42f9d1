import { z } from 'zod';
import { BOOKING_STATUSES } from '../enums.js';
import { VENDOR_STAGES } from '../ordering/lifecycle.js';
import { bookingViewSchema, statusList } from './bookings.contract.js';
import { defineEndpoint } from './define-endpoint.js';
import { limitQuery, pageQuery, pagingSchema } from './paging.js';

/** The spec's shared booking calls (admin-and-backend.md §7): operations, riders and customers on one booking API. */
const idParams = z.object({ id: z.uuid('Invalid booking ID') });
const bookingAnswer = z.object({ success: z.literal(true), message: z.string(), booking: bookingViewSchema });
const bookingList = z.object({ success: z.literal(true), bookings: z.array(bookingViewSchema) });
// A path parameter is text; the number it must hold is checked after.
const coordinate = (name: string, max: number) =>
  z.string().pipe(
    z.coerce
      .number<string>({ error: `${name} must be a number` })
      .min(-max, `${name} must be between -${max} and ${max}`)
      .max(max, `${name} must be between -${max} and ${max}`),
  );

/** Where an order is, as a rider may know it before a trip of it is theirs: its locality (a sector, say) and city. */
export const bookingAreaSchema = z.object({ locality: z.string().nullable(), city: z.string().nullable() });

/**
 * An order offered to riders before a trip of it is theirs (docs/decisions/0008): the area, a point rounded to about a
 * kilometre, the slot, the distance and the services. The customer's id, phone, address and notes are null; they
 * appear once the rider is assigned a trip of it (GET /api/riders/orders, GET /api/bookings/rider/:id).
 */
export const pendingBookingSchema = bookingViewSchema.extend({
  customer_id: z.string().nullable(),
  address: z.string().nullable(),
  contact_phone: z.string().nullable(),
  area: bookingAreaSchema,
  /** From the asking point to the rounded point, in km; null when either is unknown (0/0). */
  distance_km: z.number().nullable(),
});
export type PendingBooking = z.infer<typeof pendingBookingSchema>;

export const SHARED_BOOKING_MESSAGES = {
  customerOnlyCancels: 'Customers can only cancel a booking',
} as const;

export const sharedBookingsContract = {
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/bookings/:id/status',
    summary:
      "Move a booking by the rules: an admin confirms, sets a vendor stage or cancels; a customer only cancels. user_type 'customer' picks the customer's session when the browser holds both",
    tags: ['bookings'],
    params: idParams,
    body: z.object({
      status: z.enum([...BOOKING_STATUSES, ...VENDOR_STAGES], {
        error: `Status must be one of ${[...BOOKING_STATUSES, ...VENDOR_STAGES].join(', ')}`,
      }),
      reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
      // The session says who is asking; these are accepted for the contract.
      rider_id: z.string().optional(),
      user_id: z.string().optional(),
      user_type: z.enum(['customer', 'admin'], { error: 'user_type must be customer or admin' }).optional(),
    }),
    responses: { 200: bookingAnswer },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/bookings',
    summary:
      'Every booking for operations, newest first, paged (page or offset, limit), by status and a search of order number, name, phone or address',
    tags: ['bookings'],
    query: z.object({
      status: statusList,
      search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
      page: pageQuery,
      limit: limitQuery(20),
      offset: z.coerce
        .number<number | string>()
        .int('Offset must be a whole number')
        .min(0, 'Offset must be 0 or more')
        .optional(),
    }),
    responses: {
      200: bookingList.extend({
        pagination: pagingSchema,
      }),
    },
  }),
  listForRider: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/rider/:id',
    summary:
      'The bookings a rider has a trip on (pickup or delivery), by pickup date; only the rider themself. Never the handover code',
    tags: ['bookings'],
    params: z.object({ id: z.uuid('Invalid rider id') }),
    query: z.object({ status: statusList }),
    responses: { 200: bookingList },
  }),
  accept: defineEndpoint({
    method: 'PUT',
    path: '/api/bookings/:id/accept',
    summary: 'The assigned rider accepts their trip on this booking (as POST /api/riders/order-action accept)',
    tags: ['bookings'],
    params: idParams,
    body: z.object({ rider_id: z.string().optional() }).nullish(),
    responses: { 200: bookingAnswer },
  }),
  pendingNear: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/pending/:lat/:lng',
    summary:
      "Approved riders: pending or confirmed bookings whose pickup has no rider yet, nearest first (0/0: by pickup time); distance_km from the point. Only the area, a point rounded to about 1 km, the slot and the services: the customer's id, phone, address and notes come once a trip is the rider's",
    tags: ['bookings'],
    params: z.object({ lat: coordinate('Latitude', 90), lng: coordinate('Longitude', 180) }),
    responses: {
      200: z.object({
        success: z.literal(true),
        bookings: z.array(pendingBookingSchema),
      }),
    },
  }),
};
