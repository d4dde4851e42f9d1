import { z } from 'zod';
import { TRIP_KINDS } from './lifecycle.js';

/**
 * The steps of an order as its customer follows them (GET /api/bookings/:id/events), in the order they happen.
 * Built by the server from the audit trail; never carries the trail's notes or who moved the order.
 */
export const ORDER_TIMELINE_STEPS = [
  'booked',
  'confirmed',
  'rider_assigned',
  'on_the_way',
  'picked_up',
  'at_laundry',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderTimelineStep = (typeof ORDER_TIMELINE_STEPS)[number];

export const orderTimelineEntrySchema = z.object({
  step: z.enum(ORDER_TIMELINE_STEPS),
  at: z.string(),
  /** Which trip a rider step belongs to. */
  trip: z.enum(TRIP_KINDS).nullable(),
  /** The trip's rider on rider steps (assigned, on the way, picked up, out for delivery, delivered). */
  rider: z.object({ name: z.string(), phone: z.string() }).nullable(),
  /** The item count the pickup rider confirmed, on picked_up and at_laundry once known. */
  item_count: z.number().int().nullable(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;
