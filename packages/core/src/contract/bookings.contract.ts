import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, RIDER_ORDER_STATUSES } from '../enums.js';
import { TRIP_STATUSES, VENDOR_STAGES } from '../ordering/lifecycle.js';
import { bookingSchema, createBookingBodySchema, tripSchema, updateBookingBodySchema } from '../ordering/booking-schemas.js';
import { orderTimelineEntrySchema } from '../ordering/order-timeline.js';
import { isIsoDate } from '../ordering/slots.js';
import { defineEndpoint } from './define-endpoint.js';

/** Text that has known values today; clients show any other value in a neutral style (customer-app.md §4). */
const openText = (known: readonly string[]) => z.string().describe(`Known values: ${known.join(', ')}; others may follow`);

/**
 * A booking as the API answers it once it exists. Status fields are open text, so a client that does not know a newer
 * status still shows the booking (the spec: "others show a neutral style") instead of failing the whole list.
 */
export const bookingViewSchema = bookingSchema.extend({
  status: openText(BOOKING_STATUSES),
  payment_status: openText(PAYMENT_STATUSES),
  payment_method: openText(PAYMENT_METHODS),
  rider_status: openText(RIDER_ORDER_STATUSES),
  riderStatus: openText(RIDER_ORDER_STATUSES),
  vendor_stage: openText(VENDOR_STAGES).nullable(),
  trips: z.array(tripSchema.extend({ status: openText(TRIP_STATUSES) })),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

const bookingAnswer = <B extends z.ZodType>(booking: B) =>
  z.object({ success: z.literal(true), message: z.string().optional(), booking });
const oneBooking = bookingAnswer(bookingViewSchema);
const idParams = z.object({ id: z.uuid('Invalid booking ID') });

/** `?status=pending,in-progress` → the statuses, refusing unknown ones. */
export const statusList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const list = v.split(',').map((s) => s.trim().replace('-', '_'));
    const bad = list.find((s) => !(BOOKING_STATUSES as readonly string[]).includes(s));
    if (bad) {
      ctx.addIssue({ code: 'custom', message: `Unknown status '${bad}'` });
      return z.NEVER;
    }
    return list as (typeof BOOKING_STATUSES)[number][];
  });

// user_id and user_type are accepted for the contract; the session decides who is asking.
const cancelBody = z.object({ user_id: z.string().optional(), user_type: z.string().optional() }).nullish();

/** A customer's orders: placing, reading, changing and cancelling them. */
export const bookingsContract = {
  /** A booking just placed is pending with its payment pending, so its answer is checked strictly. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/bookings',
    summary: 'Place an order; prices come from the catalogue. Send Idempotency-Key to make retries safe.',
    tags: ['bookings'],
    headers: z.object({ 'idempotency-key': z.string().optional() }),
    body: createBookingBodySchema,
    responses: { 201: bookingAnswer(bookingSchema) },
  }),
  listForCustomer: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/customer/:id',
    summary: "A customer's own bookings, newest first, by page or after the previous page's next_cursor",
    tags: ['bookings'],
    params: z.object({ id: z.string().min(1) }),
    query: z.object({
      status: statusList,
      page: z.coerce.number<number | string>().int().min(1).default(1),
      limit: z.coerce.number<number | string>().int().min(1).max(50).default(20),
      /** The previous page's next_cursor: the page after it (keyset paging; `page` is then not used). */
      cursor: z.string().max(200, 'The cursor is not one this list gave').optional(),
    }),
    responses: {
      200: z.object({
        success: z.literal(true),
        bookings: z.array(bookingViewSchema),
        pagination: z.object({
          page: z.number(),
          limit: z.number(),
          total: z.number(),
          hasMore: z.boolean(),
          /** Where the next page starts (null on the last page). */
          next_cursor: z.string().nullable().optional(),
        }),
      }),
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:id',
    summary: 'One of your bookings',
    tags: ['bookings'],
    params: idParams,
    responses: { 200: oneBooking },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/bookings/:id',
    summary: 'Change date, time, instructions or services while pending or confirmed (re-priced)',
    tags: ['bookings'],
    params: idParams,
    body: updateBookingBodySchema,
    responses: { 200: oneBooking },
  }),
  cancel: defineEndpoint({
    method: 'PUT',
    path: '/api/bookings/:id/cancel',
    summary: 'Cancel a booking before it is completed',
    tags: ['bookings'],
    params: idParams,
    body: cancelBody,
    responses: { 200: oneBooking },
  }),
  /** Bookings are records of money and work, so "delete" cancels and keeps the record. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/bookings/:id',
    summary: 'Cancel a booking (records are kept)',
    tags: ['bookings'],
    params: idParams,
    body: cancelBody,
    responses: { 200: oneBooking },
  }),
  /** Slot capacity (beyond the spec): the pickup slots of a date that are full for one of the customer's addresses. */
  slotAvailability: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/slot-availability',
    summary: "The pickup slots ('HH:00') of a date that are full at one of your saved addresses",
    tags: ['bookings'],
    query: z.object({
      address_id: z.uuid({ error: 'Invalid address ID' }),
      date: z.string({ error: 'Date must be YYYY-MM-DD' }).refine(isIsoDate, 'Date must be YYYY-MM-DD'),
    }),
    responses: { 200: z.object({ success: z.literal(true), date: z.string(), full: z.array(z.string()) }) },
  }),
  /** The customer's order tracking: the steps so far, oldest first (admins read the full trail at /api/admin/bookings/:id/events). */
  events: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:id/events',
    summary: "One of your bookings' steps so far (booked, confirmed, rider assigned, picked up, ...), oldest first",
    tags: ['bookings'],
    params: idParams,
    responses: { 200: z.object({ success: z.literal(true), events: z.array(orderTimelineEntrySchema) }) },
  }),
};
