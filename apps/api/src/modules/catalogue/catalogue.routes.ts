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
    // From memory: JSON, ETag and compressed copies are made once per catalogue change (catalogue-cache.ts). Answered
    // synchronously while the snapshot is fresh; only a rebuild is awaited.
    handler: (request, reply) => {
      const snapshot = app.catalogue.current;
      if (snapshot) {
        sendPrepared(request, reply, snapshot.response);
        return;
      }
      return app.catalogue.get().then((built) => {
        sendPrepared(request, reply, built.response);
      });
    },
  });
};
