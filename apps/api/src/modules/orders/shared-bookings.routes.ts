import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { pendingNear } from './pending-bookings.js';
import { acceptAsRider, listAllBookings, listRiderBookings, setStatusAs } from './shared-bookings.service.js';

/** The spec's shared booking calls (admin-and-backend.md §7); every move goes through the transition module. */
export const sharedBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const transitions = () => ({ db: app.database.db, now: () => app.clock.now(), events: app.lifecycleEvents, log: app.log });

  app.route({
    ...contractRoute(contract.sharedBookings.setStatus),
    config: { access: 'customer-or-admin', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const [customer, admin] = await Promise.all([request.auth.get('customer'), request.auth.get('admin')]);
      // A browser may hold both sessions: user_type 'customer' picks the customer's, otherwise the admin's.
      const who =
        customer && (request.body.user_type === 'customer' || !admin)
          ? { customerId: customer.userId }
          : { adminId: admin!.adminId };
      return { success: true as const, ...(await setStatusAs(transitions(), who, request.params.id, request.body)) };
    },
  });

  app.route({
    ...contractRoute(contract.sharedBookings.list),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, ...(await listAllBookings(app.database.db, request.query)) }),
  });

  app.route({
    ...contractRoute(contract.sharedBookings.listForRider),
    config: { access: 'approved-rider', resource: { type: 'rider', param: 'id', action: 'read' } },
    handler: async (request) => ({
      success: true as const,
      bookings: await listRiderBookings(app.database.db, request.params.id, request.query.status),
    }),
  });

  app.route({
    ...contractRoute(contract.sharedBookings.accept),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      return {
        success: true as const,
        message: ORDER_MESSAGES.actionDone('accept'),
        booking: await acceptAsRider(transitions(), riderId, request.params.id),
      };
    },
  });

  app.route({
    ...contractRoute(contract.sharedBookings.pendingNear),
    config: { access: 'approved-rider' },
    handler: async (request) => ({ success: true as const, bookings: await pendingNear(app.database.db, request.params) }),
  });
};
