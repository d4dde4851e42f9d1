// Operations' view of the customers' recurring pickups (decision 0040): a list filtered by status, and a pause or resume
// with a reason the customer is told (a recurring_paused or recurring_resumed notice).
import { z } from 'zod';
import { RECURRING_FREQUENCIES } from '../ordering/recurring-schedule.js';
import { defineEndpoint } from './define-endpoint.js';
import { RECURRING_PAUSE_REASONS, RECURRING_STATUSES } from './recurring-pickups.contract.js';

export const ADMIN_RECURRING_MESSAGES = {
  notFound: 'Recurring pickup not found',
  reason: 'Give a reason the customer will read (3-200 characters)',
  notActive: 'Only an active recurring pickup can be paused',
  notPaused: 'Only a paused recurring pickup can be resumed',
  noAddress: 'This recurring pickup has no served address; the customer must choose one',
  paused: 'Recurring pickup paused; the customer is told',
  resumed: 'Recurring pickup resumed; the customer is told',
} as const;

export const adminRecurringRowSchema = z.object({
  id: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  frequency: z.enum(RECURRING_FREQUENCIES),
  weekday: z.number().nullable(),
  day_of_month: z.number().nullable(),
  pickup_time: z.string(),
  status: z.enum(RECURRING_STATUSES),
  paused_reason: z.enum(RECURRING_PAUSE_REASONS).nullable(),
  /** The address's area (sector), not the full address. */
  area: z.string().nullable(),
  /** The next pickup still ahead that is not skipped (null when stopped or none). */
  next_pickup: z.object({ date: z.string(), time: z.string(), status: z.string() }).nullable(),
  created_at: z.string(),
});
export type AdminRecurringRow = z.infer<typeof adminRecurringRowSchema>;

const page = z.coerce.number<number | string>().int().min(1, 'page must be a whole number of at least 1').default(1);
const idParams = z.object({ id: z.string() });
const reasonBody = z.object({
  reason: z
    .string({ error: ADMIN_RECURRING_MESSAGES.reason })
    .trim()
    .min(3, ADMIN_RECURRING_MESSAGES.reason)
    .max(200, ADMIN_RECURRING_MESSAGES.reason),
});
const rowAnswer = z.object({ success: z.literal(true), message: z.string(), series: adminRecurringRowSchema });
const tags = ['admin recurring pickups'];

export const adminRecurringContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/recurring-pickups',
    summary: "Customers' recurring pickups, newest first, filtered by status, with their next pickup and area",
    tags,
    query: z.object({
      status: z.enum(['all', ...RECURRING_STATUSES], { error: 'Unknown status' }).default('all'),
      page,
    }),
    responses: {
      200: z.object({
        success: z.literal(true),
        series: z.array(adminRecurringRowSchema),
        pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() }),
      }),
    },
  }),
  pause: defineEndpoint({
    method: 'POST',
    path: '/api/admin/recurring-pickups/:id/pause',
    summary: 'Pause an active recurring pickup with a reason the customer is told',
    tags,
    params: idParams,
    body: reasonBody,
    responses: { 200: rowAnswer },
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/admin/recurring-pickups/:id/resume',
    summary: 'Resume a paused recurring pickup (its address still served) with a reason the customer is told',
    tags,
    params: idParams,
    body: reasonBody,
    responses: { 200: rowAnswer },
  }),
};
