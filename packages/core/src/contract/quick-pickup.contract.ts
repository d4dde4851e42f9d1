// Quick pickup (customer-app.md §3 'Quick pickup request', §5, §7 POST /quick-pickup): the request a signed-in customer
// sends, what it answers, and the form's schema, which adds the rules of the moment (dates and slots) to the body's.
import { z } from 'zod';
import { QUICK_PICKUP_MESSAGES, quickPickupProblems } from '../ordering/quick-pickup.js';
import { bookingSchema } from '../ordering/booking-schemas.js';
import { defineEndpoint } from './define-endpoint.js';

export const HOUSE_NUMBER_MAX_LENGTH = 100;
export const QUICK_PICKUP_ADDRESS_MAX_LENGTH = 500;

const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).nullish();

/**
 * The spec's quick pickup fields. Date and time are checked by the server against its clock (quickPickupProblems),
 * so here they are only text. The address is a saved one (`address_id`) or typed (`address`); a blank `address_id`
 * is none. Who asks comes from the session: customer_id, customer_name and customer_phone are accepted and ignored.
 */
export const quickPickupBodySchema = z.object({
  pickup_date: optionalText(10, QUICK_PICKUP_MESSAGES.dateRequired),
  pickup_time: optionalText(5, QUICK_PICKUP_MESSAGES.slotUnavailable),
  house_number: optionalText(
    HOUSE_NUMBER_MAX_LENGTH,
    `House or flat number can be at most ${HOUSE_NUMBER_MAX_LENGTH} characters`,
  ),
  address: optionalText(
    QUICK_PICKUP_ADDRESS_MAX_LENGTH,
    `The address can be at most ${QUICK_PICKUP_ADDRESS_MAX_LENGTH} characters`,
  ),
  address_id: z
    .union([z.literal(''), z.uuid(QUICK_PICKUP_MESSAGES.addressNotSaved)], { error: QUICK_PICKUP_MESSAGES.addressNotSaved })
    .nullish()
    .transform((id) => id || null),
  customer_id: z.unknown().optional(),
  customer_name: z.unknown().optional(),
  customer_phone: z.unknown().optional(),
});
export type QuickPickupBody = z.input<typeof quickPickupBodySchema>;

/** The dialog's schema at `now`: the body's checks, then every date, slot and address rule, each under its field. */
export function quickPickupFormSchema(now: Date) {
  return quickPickupBodySchema.superRefine((body, ctx) => {
    for (const problem of quickPickupProblems(body, now))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

/** The request as the spec names it (§3), with the booking it made; its status is the booking's (pending when made). */
export const quickPickupRequestSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  /** 10 digits. */
  customer_phone: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  house_number: z.string().nullable(),
  address: z.string(),
  status: z.literal('pending'),
  created_at: z.string(),
  booking_id: z.string(),
  custom_order_id: z.string(),
});
export type QuickPickupRequest = z.infer<typeof quickPickupRequestSchema>;

export const quickPickupContract = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/quick-pickup',
    summary:
      'Ask for a rider to collect clothes (items are counted and priced at the door): a pending express booking with no items. Send Idempotency-Key to make retries safe.',
    tags: ['quick pickup'],
    headers: z.object({ 'idempotency-key': z.string().optional() }),
    body: quickPickupBodySchema,
    responses: {
      201: z.object({ success: z.literal(true), message: z.string(), data: quickPickupRequestSchema, booking: bookingSchema }),
    },
  }),
};
