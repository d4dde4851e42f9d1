import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { listDispatchTrips, tripCandidates, vendorCandidates } from './dispatch.service.js';

/**
 * Dispatch reads for operations. The moves they lead to are the order routes:
 * POST /api/admin/orders/assign, /assign-vendor and PUT /api/admin/bookings/:id/status.
 */
export const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.dispatch.trips),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, ...(await listDispatchTrips(app.database.db, request.query)) }),
  });

  app.route({
    ...contractRoute(contract.dispatch.riders),
    config: { access: 'admin' },
    handler: async (request) => ({
      success: true as const,
      ...(await tripCandidates(app.database.db, request.query.orderId, request.query.trip, app.clock.now())),
    }),
  });

  app.route({
    ...contractRoute(contract.dispatch.vendors),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, ...(await vendorCandidates(app.database.db, request.query.orderId)) }),
  });
};
