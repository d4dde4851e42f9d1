import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportContactResponseSchema } from '@washday/core';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config/support',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary: "Customer support's phone and WhatsApp numbers (null when not configured)",
        response: { 200: supportContactResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, phone: app.env.SUPPORT_PHONE, whatsapp: app.env.SUPPORT_WHATSAPP };
    },
  );
};
