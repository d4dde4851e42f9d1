import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOK_FOR_USER_MESSAGES, contract, type EndpointReply } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { runIdempotent } from '../bookings/idempotency.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import { queuePickupReminder } from '../reminders/pickup-reminders.service.js';
import { createAdminBooking, type AdminBookingCreated } from './admin-booking-create.service.js';
import { customerAddresses, searchCustomers } from './admin-user-search.service.js';

/** Book for User (admin-and-backend.md §5, §7): find the customer, see their addresses, book on their behalf. */
export const adminBookingCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...contractRoute(contract.adminBookForUser.searchUsers),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, users: await searchCustomers(db(), request.query.q) }),
  });

  app.route({
    ...contractRoute(contract.adminBookForUser.customerAddresses),
    config: { access: 'admin', resource: { type: 'customer', param: 'id', action: 'read' } },
    handler: async (request) => ({ success: true as const, data: await customerAddresses(db(), request.params.id) }),
  });

  app.route({
    ...contractRoute(contract.adminBookForUser.create),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const deps = {
        db: db(),
        now: () => app.clock.now(),
        geocoder: app.geocoder,
        bus: app.liveEvents.bus,
        jobs: app.jobs,
        log: app.log,
        openBookingsMax: app.env.OPEN_BOOKINGS_PER_CUSTOMER,
      };
      // Like the customer's checkout: a retry with the same Idempotency-Key answers the first result, recorded in the booking's transaction.
      const answer = (created: AdminBookingCreated) => ({
        status: 201,
        body: { success: true as const, message: BOOK_FOR_USER_MESSAGES.created, ...created },
      });
      const result = await runIdempotent(
        db(),
        { scope: `admin:${adminId}`, key: request.headers['idempotency-key'], body: request.body, now: deps.now },
        async (remember) => {
          const created = await createAdminBooking(deps, adminId, request.body, (tx, made) =>
            // The answer under the key and the pickup reminder are written in the booking's transaction.
            Promise.all([remember(tx, answer(made)), queuePickupReminder(notifyDepsOf(app), tx, made.booking.id)]),
          );
          return answer(created);
        },
      );
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result.body as EndpointReply<typeof contract.adminBookForUser.create>);
    },
  });
};
