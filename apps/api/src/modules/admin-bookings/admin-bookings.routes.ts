import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { listAdminBookings } from './admin-bookings.service.js';

/** Operations' bookings list (the edit is PUT /api/admin/bookings/:id with the other order routes). */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.adminBookings.list),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, ...(await listAdminBookings(app.database.db, request.query)) }),
  });
};
