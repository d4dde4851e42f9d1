import { z } from 'zod';
import { BOOKING_STATUSES, ORDER_EVENT_ACTORS } from '../enums.js';
import { TRIP_KINDS } from '../ordering/lifecycle.js';
import { isIsoDate } from '../ordering/slots.js';
import { addDaysToDate } from '../time.js';
import { defineEndpoint } from './define-endpoint.js';

// The admin's Overview and Analytics (admin-and-backend.md §2, issue 11). What each figure counts is written down in
// docs/decisions/0012-admin-stats.md.

/** A customer is active when they placed a booking within this many days. */
export const ACTIVE_CUSTOMER_DAYS = 30;
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;
export const ACTIVITY_DEFAULT_LIMIT = 20;
export const ACTIVITY_MAX_LIMIT = 100;

export const ANALYTICS_MESSAGES = {
  dateFormat: (field: 'from' | 'to') => `'${field}' must be a date written YYYY-MM-DD`,
  fromAfterTo: "'from' must be on or before 'to'",
  tooLong: `The range can be at most ${ANALYTICS_MAX_DAYS} days`,
} as const;

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export type AnalyticsRange = { from: string; to: string; days: number };
export type AnalyticsRangeCheck = ({ ok: true } & AnalyticsRange) | { ok: false; field: 'from' | 'to'; message: string };

/**
 * The range an analytics request covers: a missing `to` is today (Asia/Kolkata), a missing `from` the
 * 30 days ending on `to`. Refuses a date that does not exist, `from` after `to` and more than 366 days.
 */
export function resolveAnalyticsRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): AnalyticsRangeCheck {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isIsoDate(value)) return { ok: false, field, message: ANALYTICS_MESSAGES.dateFormat(field) };
  }
  const to = query.to ?? today;
  const from = query.from ?? addDaysToDate(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  if (from > to) return { ok: false, field: 'from', message: ANALYTICS_MESSAGES.fromAfterTo };
  const days = daysInRange(from, to);
  if (days > ANALYTICS_MAX_DAYS) return { ok: false, field: 'from', message: ANALYTICS_MESSAGES.tooLong };
  return { ok: true, from, to, days };
}

/** One card's figure this week (the last 7 days) against the week before. */
export const weekChangeSchema = z.object({
  this_week: z.number(),
  last_week: z.number(),
  /** (this − last) / last × 100, one decimal; null when last week is 0: there is nothing to compare with. */
  percent: z.number().nullable(),
});
export type WeekChange = z.infer<typeof weekChangeSchema>;

export const adminStatsSchema = z.object({
  bookings: z.object({
    /** Every booking ever placed, cancelled ones included. */
    total: z.number().int(),
    /** Waiting for confirmation now. */
    pending: z.number().int(),
    /** Bookings placed in each week. */
    change: weekChangeSchema,
    /** Pending now against pending at this moment a week ago. */
    pending_change: weekChangeSchema,
  }),
  users: z.object({
    /** Customers with a booking placed in the last 30 days. */
    active: z.number().int(),
    /** Active now against active a week ago (the 30 days ending then). */
    change: weekChangeSchema,
  }),
  revenue: z.object({
    /** Final amounts of completed orders, in rupees. */
    total: z.number(),
    /** Completed in each week, by completion time, in rupees. */
    change: weekChangeSchema,
    /** Collected in each week, in rupees: payments captured less refunds made (as Analytics' collected revenue). */
    collected: weekChangeSchema,
  }),
  /** Claims (decision 0034), beside the spec's cards: open now, and compensation paid this India month, in rupees. */
  claims: z.object({ open: z.number().int(), compensated_this_month: z.number() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** One step of the audit trail as the activity feed tells it. */
export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  booking_id: z.string(),
  custom_order_id: z.string(),
  customer_name: z.string(),
  trip: z.enum(TRIP_KINDS).nullable(),
  from: z.string().nullable(),
  to: z.string(),
  /** The move in words, e.g. 'Pickup assigned to Ravi Kumar'. */
  summary: z.string(),
  note: z.string().nullable(),
  /** Who made the move: the admin's username, the rider's or the customer's name. */
  actor: z.object({ role: z.enum(ORDER_EVENT_ACTORS), id: z.string().nullable(), name: z.string() }),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const isoDay = (field: 'from' | 'to') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_MESSAGES.dateFormat(field))
    .optional();

const serviceFigureSchema = z.object({
  service_id: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  /** Line totals in rupees, before order discounts. */
  revenue: z.number(),
  orders: z.number().int(),
});

/** A percentage (one decimal); null when there is nothing to share. */
const share = z.number().nullable();

export const analyticsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  totals: z.object({
    /** Placed in the range (by booking date). */
    bookings: z.number().int(),
    cancelled: z.number().int(),
    /** Completed in the range (by completion date) and their final amounts in rupees: booked revenue. */
    completed: z.number().int(),
    revenue: z.number(),
    /**
     * Collected revenue in rupees: payments taken (cash, UPI QR, online) by the day they were captured, less refunds
     * (pending or processed) by the day they were made; the Payments tab's net collected. Negative on a day that
     * refunded more than it took.
     */
    collected: z.number(),
    average_order_value: z.number().nullable(),
  }),
  /** Every day of the range, zeros included: bookings placed, orders completed, their revenue (booked) and collected. */
  daily: z.array(
    z.object({
      date: z.string(),
      bookings: z.number().int(),
      completed: z.number().int(),
      revenue: z.number(),
      collected: z.number(),
    }),
  ),
  /** Bookings placed in the range by their status now; every status, zeros included. */
  by_status: z.array(z.object({ status: z.enum(BOOKING_STATUSES), count: z.number().int() })),
  /** Lines of the range's bookings that were not cancelled; the top 10 each way. */
  top_services: z.object({ by_quantity: z.array(serviceFigureSchema), by_revenue: z.array(serviceFigureSchema) }),
  /** Orders delivered in the range: from the items leaving the door to the delivery, against what was promised. */
  turnaround: z.object({
    delivered: z.number().int(),
    average_hours: z.number().nullable(),
    promised_hours: z.number().nullable(),
    /** Delivered after the end of the promised delivery slot. */
    late: z.number().int(),
    late_share: share,
  }),
  /** Riders with trips completed in the range, most trips first. */
  riders: z.array(
    z.object({
      rider_id: z.string(),
      name: z.string(),
      phone: z.string(),
      trips: z.number().int(),
      pickups: z.number().int(),
      deliveries: z.number().int(),
      on_time: z.number().int(),
      on_time_share: share,
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const adminStatsContract = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stats',
    summary: 'The Overview cards: bookings, pending orders, active customers and revenue, each with this week against last week',
    tags: ['admin stats'],
    responses: { 200: z.object({ success: z.literal(true), stats: adminStatsSchema, as_of: z.string() }) },
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/api/admin/activity',
    summary: "Recent activity: the orders' audit trail, newest first; `before` (an entry id) pages back",
    tags: ['admin stats'],
    query: z.object({
      limit: z.coerce
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(ACTIVITY_MAX_LIMIT, `limit can be at most ${ACTIVITY_MAX_LIMIT}`)
        .default(ACTIVITY_DEFAULT_LIMIT),
      before: z
        .string()
        .regex(/^\d{1,18}$/, 'before must be an activity entry id')
        .optional(),
    }),
    responses: {
      200: z.object({ success: z.literal(true), activity: z.array(activityEntrySchema), next_before: z.string().nullable() }),
    },
  }),
  analytics: defineEndpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    summary:
      'Bookings, revenue collected and booked, statuses, top services, turnaround and riders for a range of days (default the last 30, at most 366)',
    tags: ['admin stats'],
    query: z.object({ from: isoDay('from'), to: isoDay('to') }),
    responses: { 200: z.object({ success: z.literal(true) }).extend(analyticsSchema.shape) },
  }),
};
