import { z } from 'zod';
import { notificationSchema } from './notification-schemas.js';

/**
 * What `GET /api/events` (server-sent events) carries. Each message has `id:` (resume with Last-Event-ID),
 * `event:` (a name below) and `data:` (the JSON of that event's shape). Comment lines (`: heartbeat`) keep the
 * connection open every 20 s.
 */
export const liveEventSchemas = {
  /** A notification raised for this session's account. */
  notification: notificationSchema,
  /** A booking this account may see changed (status, rider, items); refetch it. */
  'booking.updated': z.object({ booking_id: z.string(), status: z.string().optional(), rider_status: z.string().optional() }),
  /** A rider proposed changes that wait for the customer. */
  'verification.requested': z.object({ verification_id: z.string(), booking_id: z.string() }),
  /** The customer approved or rejected a proposal. */
  'verification.decided': z.object({
    verification_id: z.string(),
    booking_id: z.string(),
    status: z.enum(['approved', 'rejected', 'expired']),
  }),
  /** Admins only: where an active rider is. */
  'rider.location': z.object({ rider_id: z.string(), lat: z.number(), lng: z.number(), at: z.string() }),
  /** Riders only: the planner changed this rider's route (issue 28); refetch it. `next` is the first stop's order. */
  'route.updated': z.object({
    rider_id: z.string(),
    stops: z.number().int().nonnegative(),
    next_order_id: z.string().nullable(),
    next_arrival: z.string().nullable(),
    computed_at: z.string(),
  }),
} as const;

export type LiveEventName = keyof typeof liveEventSchemas;
export const LIVE_EVENT_NAMES = Object.keys(liveEventSchemas) as LiveEventName[];
export type LiveEventData<N extends LiveEventName> = z.infer<(typeof liveEventSchemas)[N]>;

/** How often the server writes a heartbeat comment on an open stream. */
export const LIVE_EVENT_HEARTBEAT_MS = 20_000;

/** Which of the browser's sessions a stream speaks for, when it holds more than one. */
export const LIVE_EVENT_AUDIENCES = ['customer', 'rider', 'admin', 'vendor'] as const;
