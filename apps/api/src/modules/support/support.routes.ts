import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.support.contact),
    config: { access: 'public' },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, phone: app.env.SUPPORT_PHONE, whatsapp: app.env.SUPPORT_WHATSAPP };
    },
  });
};
