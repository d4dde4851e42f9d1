import { contract } from '@washday/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { sendPrepared } from '../../lib/prepared-body.js';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.catalogue.list),
    config: { access: 'public' },
    // The answer is compressed once per catalogue version (lib/prepared-body.ts), not per request.
    compress: false,
    handler: async (request, reply) => {
      // From memory: JSON, ETag and compressed copies are made once per catalogue change (catalogue-cache.ts).
      const snapshot = app.catalogue.current ?? (await app.catalogue.get());
      return sendPrepared(request, reply, snapshot.response);
    },
  });
};
