import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, type SupportContactResponse } from '@washday/core';
import type { Env } from '../../config/env.js';
import { contractRoute } from '../../lib/contract-route.js';

/** GET /api/config/support's answer (the web app's page carries it too: plugins/web-app.ts). */
export function supportContact(env: Pick<Env, 'SUPPORT_PHONE' | 'SUPPORT_WHATSAPP'>): SupportContactResponse {
  return { success: true, phone: env.SUPPORT_PHONE, whatsapp: env.SUPPORT_WHATSAPP };
}

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.support.contact),
    config: { access: 'public' },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return supportContact(app.env);
    },
  });
};
