import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { bookingArrival } from './arrival.service.js';

/** The customer's arrival window for their booking (decision 0035); another customer's booking reads as missing. */
export const arrivalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.customerArrival.arrival),
    config: { access: 'customer', resource: { type: 'booking', param: 'id', action: 'read' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, arrival: await bookingArrival(app.database.db, userId, request.params.id) };
    },
  });
};
