import { healthResponseSchema } from '@washday/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/health', '/api/health']) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthResponseSchema, 503: healthResponseSchema } },
      },
      async (_request, reply) => {
        const health = await checkHealth(app.database, app.startedAt);
        return reply.status(health.success ? 200 : 503).header('cache-control', 'no-store').send(health);
      },
    );
  }
};
