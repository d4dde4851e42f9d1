// Ratings, feedback and tips (docs/decisions/0041-ratings-and-tips.md): the customer's rating of a completed order and
// its rider, the tip paid through the money module's provider, the rider's feedback, operations' view. Amounts in
// rupees; a checkout's amount is paise as the provider's script takes it.
import { z } from 'zod';
import { FOLLOW_UP_STATUSES, RATING_TAGS, TIP_STATUSES, ratingBodySchema, tipAmountSchema } from '../ratings/rating-rules.js';
import { defineEndpoint } from './define-endpoint.js';
import { checkoutResultSchema, checkoutSchema } from './payments.contract.js';

const idParams = z.object({ id: z.uuid({ error: 'Invalid booking id' }) });

export const ratingViewSchema = z.object({
  id: z.string(),
  order_stars: z.number().int(),
  rider_stars: z.number().int().nullable(),
  tags: z.array(z.enum(RATING_TAGS)),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The last moment it may be changed (7 days from when it was first given). */
  editable_until: z.string(),
  editable: z.boolean(),
});
export type RatingView = z.infer<typeof ratingViewSchema>;

export const tipViewSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(TIP_STATUSES),
  captured_at: z.string().nullable(),
});
export type TipView = z.infer<typeof tipViewSchema>;

const orderRatingAnswer = z.object({
  success: z.literal(true),
  /** The order is completed: it can be rated (and tipped). */
  can_rate: z.boolean(),
  /** The delivery rider, by first name, to rate and tip; null when no rider delivered it. */
  rider: z.object({ name: z.string() }).nullable(),
  rating: ratingViewSchema.nullable(),
  /** The tip paid for the order, if any. */
  tip: tipViewSchema.nullable(),
});
export type OrderRating = z.infer<typeof orderRatingAnswer>;

export const riderFeedbackSchema = z.object({
  totals: z.object({
    tips: z.number(),
    tips_count: z.number().int(),
    /** Average of the rider's stars, one decimal; null before any rating. */
    rating: z.number().nullable(),
    ratings_count: z.number().int(),
  }),
  tips: z.array(z.object({ id: z.string(), order_number: z.string(), amount: z.number(), at: z.string() })),
  ratings: z.array(
    z.object({
      id: z.string(),
      /** Null for a low rating: the rider could find the customer by it. */
      order_number: z.string().nullable(),
      stars: z.number().int(),
      tags: z.array(z.enum(RATING_TAGS)),
      comment: z.string(),
      /** The customer's first name; null for a low rating (never shown to the rider). */
      customer: z.string().nullable(),
      low: z.boolean(),
      at: z.string(),
    }),
  ),
});
export type RiderFeedback = z.infer<typeof riderFeedbackSchema>;

const figure = z.object({ id: z.string().nullable(), name: z.string(), ratings: z.number().int(), average: z.number() });
export const ratingFigureSchema = figure;
export type RatingFigure = z.infer<typeof figure>;

export const lowRatingSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  order_number: z.string(),
  order_stars: z.number().int(),
  rider_stars: z.number().int().nullable(),
  tags: z.array(z.enum(RATING_TAGS)),
  comment: z.string(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  rider: z.string().nullable(),
  vendor: z.string().nullable(),
  created_at: z.string(),
  follow_up: z
    .object({ status: z.enum(FOLLOW_UP_STATUSES), note: z.string().nullable(), closed_at: z.string().nullable() })
    .nullable(),
});
export type LowRating = z.infer<typeof lowRatingSchema>;

export const adminRatingsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  totals: z.object({
    ratings: z.number().int(),
    order_average: z.number().nullable(),
    rider_average: z.number().nullable(),
    open_follow_ups: z.number().int(),
    tips: z.number(),
  }),
  /** Per week (starting Monday, India time) of the range. */
  weekly: z.array(
    z.object({
      week: z.string(),
      ratings: z.number().int(),
      order_average: z.number().nullable(),
      rider_average: z.number().nullable(),
    }),
  ),
  by_rider: z.array(figure),
  by_vendor: z.array(figure),
  by_service: z.array(figure),
  /** The lowest-rated orders of the range first (then the newest), with their follow-ups. */
  lowest: z.array(lowRatingSchema),
});
export type AdminRatings = z.infer<typeof adminRatingsSchema>;

const isoDay = (field: 'from' | 'to') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `'${field}' must be a date written YYYY-MM-DD`)
    .optional();

export const ratingsContract = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:id/rating',
    summary: 'Your rating of a completed order, whether it can still be changed, and the tip you gave',
    tags: ['ratings'],
    params: idParams,
    responses: { 200: orderRatingAnswer },
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/bookings/:id/rating',
    summary: 'Rate a completed order and its rider (one rating per order, editable for 7 days)',
    tags: ['ratings'],
    params: idParams,
    body: ratingBodySchema,
    responses: { 200: orderRatingAnswer.extend({ message: z.string() }) },
  }),
};

export const tipsContract = {
  start: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/:id/tip',
    summary: "Tip the order's delivery rider: opens a provider checkout for the amount",
    tags: ['ratings'],
    params: idParams,
    body: z.object({ amount: tipAmountSchema }),
    responses: { 200: z.object({ success: z.literal(true), checkout: checkoutSchema }) },
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/:id/tip/verify',
    summary: "The checkout's result for a tip: counted once its signature is verified",
    tags: ['ratings'],
    params: idParams,
    body: checkoutResultSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), tip: tipViewSchema }) },
  }),
};

export const riderFeedbackContract = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/riders/me/feedback',
    summary: "The signed-in rider's tips and ratings received (low ratings without the customer's name)",
    tags: ['ratings'],
    responses: { 200: z.object({ success: z.literal(true) }).extend(riderFeedbackSchema.shape) },
  }),
};

export const adminRatingsContract = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/admin/ratings',
    summary: 'Ratings per week, per rider, vendor and service, and the lowest-rated orders with their follow-ups',
    tags: ['ratings'],
    query: z.object({ from: isoDay('from'), to: isoDay('to') }),
    responses: { 200: z.object({ success: z.literal(true) }).extend(adminRatingsSchema.shape) },
  }),
  followUp: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/ratings/:id/follow-up',
    summary: "Close (or reopen) a low rating's follow-up, with a note",
    tags: ['ratings'],
    params: z.object({ id: z.uuid({ error: 'Invalid rating id' }) }),
    body: z.object({
      status: z.enum(FOLLOW_UP_STATUSES, { error: "status is 'open' or 'closed'" }),
      note: z.string().trim().max(500).default(''),
    }),
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), rating: lowRatingSchema }) },
  }),
};
