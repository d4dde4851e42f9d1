import { contract } from '@washday/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { getEnabledCatalogue } from './catalogue.service.js';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.catalogue.list),
    config: { access: 'public' },
    handler: async (_request, reply) => {
      const categories = await getEnabledCatalogue(app.database.db);
      // Clients revalidate with If-None-Match (the ETag plugin answers 304) instead of refetching.
      return reply.header('cache-control', 'no-cache').send({ success: true as const, categories });
    },
  });
};
