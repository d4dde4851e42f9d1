import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUICK_PICKUP_MESSAGES, contract, type EndpointReply } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { runIdempotent } from '../bookings/idempotency.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import { queuePickupReminder } from '../reminders/pickup-reminders.service.js';
import { createQuickPickup, type QuickPickupCreated } from './quick-pickup.service.js';

/** POST /api/quick-pickup (customer-app.md §7): the signed-in customer's own request; who asks is the session's. */
export const quickPickupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.quickPickup.create),
    config: { access: 'customer' },
    // Per customer, shared with checkout (plugins/rate-limits.ts); the open-bookings limit is the writer's.
    onRequest: app.limits.bookingCreates,
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const db = app.database.db;
      const deps = {
        db,
        now: () => app.clock.now(),
        geocoder: app.geocoder,
        bus: app.liveEvents.bus,
        log: app.log,
        openBookingsMax: app.env.OPEN_BOOKINGS_PER_CUSTOMER,
      };
      const answer = (created: QuickPickupCreated) => ({
        status: 201,
        body: { success: true as const, message: QUICK_PICKUP_MESSAGES.created, ...created },
      });
      // A double tap or a retry with the same Idempotency-Key answers the first result; it is recorded in the booking's transaction.
      const result = await runIdempotent(
        db,
        { scope: `quick-pickup:${userId}`, key: request.headers['idempotency-key'], body: request.body, now: deps.now },
        async (remember) => {
          const created = await createQuickPickup(deps, userId, request.body, (tx, made) =>
            // The answer under the key and the pickup reminder are written in the booking's transaction.
            Promise.all([remember(tx, answer(made)), queuePickupReminder(notifyDepsOf(app), tx, made.booking.id)]),
          );
          return answer(created);
        },
      );
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result.body as EndpointReply<typeof contract.quickPickup.create>);
    },
  });
};
