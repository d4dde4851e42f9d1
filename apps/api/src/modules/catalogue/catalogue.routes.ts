import { catalogueResponseSchema } from '@washday/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getEnabledCatalogue } from './catalogue.service.js';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/services',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'The enabled service catalogue, grouped by category (prices in rupees)',
        response: { 200: catalogueResponseSchema },
      },
    },
    async (_request, reply) => {
      const categories = await getEnabledCatalogue(app.database.db);
      // Clients revalidate with If-None-Match (the ETag plugin answers 304) instead of refetching.
      return reply.header('cache-control', 'no-cache').send({ success: true as const, categories });
    },
  );
};
