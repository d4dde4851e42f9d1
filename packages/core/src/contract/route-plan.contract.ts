import { z } from 'zod';
import { TRIP_KINDS } from '../ordering/lifecycle.js';
import { plannedStopSchema, routePlanSchema } from '../dispatch/route-plan.js';
import { defineEndpoint } from './define-endpoint.js';

/** The route planner (issue 28): operators' plan and its controls, a rider's route, a customer's arrival window. */

const orderId = z.uuid('Invalid order id');
const tripKind = z.enum(TRIP_KINDS, { error: 'trip must be pickup or delivery' });
const message = z.object({ success: z.literal(true), message: z.string() });

export const lockTripBodySchema = z.object({
  orderId,
  trip: tripKind,
  riderId: z.uuid('Invalid rider id'),
});
export type LockTripBody = z.infer<typeof lockTripBodySchema>;

export const autoDispatchBodySchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

export const riderRouteSchema = z.object({
  computed_at: z.string(),
  shift_end: z.string(),
  /** In route order; the first one not done is the next. */
  stops: z.array(plannedStopSchema),
});
export type RiderRoute = z.infer<typeof riderRouteSchema>;

export const arrivalSchema = z.object({
  trip: tripKind,
  /** planned: a window from the plan; on_the_way: the rider started the trip. */
  status: z.enum(['planned', 'on_the_way']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  rider_name: z.string().nullable(),
});
export type Arrival = z.infer<typeof arrivalSchema>;

export const adminRoutePlanContract = {
  plan: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dispatch/plan',
    summary:
      "The latest plan: each active rider's route (stops in order with arrival times, load, lateness), the trips it could not place and why, and each service area's auto-dispatch switch",
    tags: ['admin dispatch'],
    responses: { 200: routePlanSchema.extend({ success: z.literal(true) }) },
  }),
  replan: defineEndpoint({
    method: 'POST',
    path: '/api/admin/dispatch/plan',
    summary: 'Re-plan now: solve the open trips again and apply the assignments in auto-dispatch areas',
    tags: ['admin dispatch'],
    responses: { 200: routePlanSchema.extend({ success: z.literal(true), message: z.string() }) },
  }),
  autoDispatch: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/dispatch/areas/:areaId/auto-dispatch',
    summary: "Turn auto-dispatch on or off for a service area: when on, the planner assigns the area's open trips itself",
    tags: ['admin dispatch'],
    params: z.object({ areaId: z.uuid('Invalid service area id') }),
    body: autoDispatchBodySchema,
    responses: { 200: message.extend({ area: z.object({ id: z.string(), name: z.string(), auto_dispatch: z.boolean() }) }) },
  }),
  lock: defineEndpoint({
    method: 'POST',
    path: '/api/admin/dispatch/locks',
    summary:
      'Lock a trip to a rider (assigning or moving it there through the order rule book first): the planner never moves a locked trip',
    tags: ['admin dispatch'],
    body: lockTripBodySchema,
    responses: { 200: message },
  }),
  unlock: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/dispatch/locks/:orderId/:trip',
    summary: 'Unlock a trip: it stays with its rider until the planner finds a better route for it',
    tags: ['admin dispatch'],
    params: z.object({ orderId, trip: tripKind }),
    responses: { 200: message },
  }),
};

export const riderRouteContract = {
  route: defineEndpoint({
    method: 'GET',
    path: '/api/riders/route',
    summary: "The signed-in rider's planned route: stops in order with arrival times, the next one first; null when none",
    tags: ['rider orders'],
    responses: { 200: z.object({ success: z.literal(true), route: riderRouteSchema.nullable() }) },
  }),
};

export const customerArrivalContract = {
  arrival: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:id/arrival',
    summary:
      "When the rider is expected at the customer's door for the order's open trip: a planned window, or 'on the way' once the rider started; null when no rider is planned",
    tags: ['bookings'],
    params: z.object({ id: orderId }),
    responses: { 200: z.object({ success: z.literal(true), arrival: arrivalSchema.nullable() }) },
  }),
};
