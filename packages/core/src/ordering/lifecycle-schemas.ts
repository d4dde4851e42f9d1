// The zod schemas of an order's lifecycle, apart from its plain states and messages (lifecycle.ts), which the home
// screen imports without zod.
import { z } from 'zod';
import { TRIP_KINDS } from './lifecycle.js';

/** The 4-digit code the customer gives the delivery rider; the delivery completes only with it. */
export const handoverCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'The handover code is 4 digits');

/** One step of an order's audit trail. */
export const orderEventSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  trip: z.enum(TRIP_KINDS).nullable(),
  actor_id: z.string().nullable(),
  actor_role: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
