import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { riderRoute } from './rider-route.service.js';

/** The signed-in rider's planned route (decision 0035): no id in the path, only their own stops. */
export const riderRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.riderRoute.route),
    config: { access: 'approved-rider' },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      return { success: true as const, route: await riderRoute(app.database.db, riderId, app.clock.now()) };
    },
  });
};
