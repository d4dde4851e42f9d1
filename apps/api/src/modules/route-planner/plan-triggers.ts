import type { FastifyInstance } from 'fastify';
import type { PlanTrigger } from '@washday/core';
import type { LifecycleEvents, OrderMovedEvent } from '../orders/order-audit.js';

// Where re-plans are asked for (decision 0035), hooked where the changes already flow, after their commit: the order
// rule book's moves (its lifecycle listeners), and the few requests that change the day without an order move.

/** What an order's step means to the plan; null: nothing (the planner's own assignments among them). */
export function triggerOfStep(step: Pick<OrderMovedEvent, 'trip' | 'to' | 'actor'>): PlanTrigger | null {
  if (step.actor.role === 'planner') return null;
  if (step.trip === null && step.to === 'cancelled') return 'booking_cancelled';
  if (step.trip === null && step.to === 'ready') return 'trip_ready';
  if (step.trip !== null) return 'trip_changed';
  if (step.to === 'confirmed' || step.to === 'edited' || step.to === 'received') return 'trip_changed';
  return null;
}

/** Wraps the app's lifecycle listener: a move that matters to the plan asks for a re-plan once it has committed. */
export function withReplanOnMoves(inner: LifecycleEvents, request: (trigger: PlanTrigger) => Promise<unknown>): LifecycleEvents {
  return {
    ...inner,
    async orderMoved(event) {
      try {
        await inner.orderMoved?.(event);
      } finally {
        const trigger = triggerOfStep(event);
        if (trigger) await request(trigger);
      }
    },
  };
}

/** Requests that change the day without an order move: new bookings, riders going on or off shift, a customer's edit. */
export const REPLAN_ROUTES: Readonly<Record<string, PlanTrigger>> = {
  'POST /api/bookings': 'booking_created',
  'POST /api/admin/bookings': 'booking_created',
  'POST /api/quick-pickup': 'booking_created',
  'PUT /api/bookings/:id': 'trip_changed',
  'POST /api/riders/toggle-status': 'rider_shift',
  'POST /api/admin/riders/:id/verify': 'rider_shift',
};

/** On the root app before the routes: a successful answer of one of REPLAN_ROUTES asks for a re-plan. */
export function registerReplanTriggers(app: FastifyInstance, request: (trigger: PlanTrigger) => Promise<unknown>): void {
  app.addHook('onResponse', async (req, reply) => {
    const trigger = REPLAN_ROUTES[`${req.method} ${req.routeOptions.url ?? ''}`];
    if (trigger && reply.statusCode < 300) await request(trigger);
  });
}
