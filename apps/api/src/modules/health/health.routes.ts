import { contract } from '@washday/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { checkHealth } from './health.service.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const endpoint of [contract.health.root, contract.health.api, contract.health.riders]) {
    app.route({
      ...contractRoute(endpoint),
      config: { access: 'public' },
      handler: async (_request, reply) => {
        const health = await checkHealth(app.database, app.startedAt);
        return reply
          .status(health.success ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(health);
      },
    });
  }
};
