import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PREFERENCES_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { readPreferences, savePreferences } from './preferences.service.js';

/** The signed-in customer's own preferences: there is no id in the path, so nobody can name another's. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.preferences.get),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, preferences: await readPreferences(app.database.db, userId) };
    },
  });

  app.route({
    ...contractRoute(contract.preferences.update),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const preferences = await savePreferences(app.database.db, userId, request.body);
      return { success: true as const, message: PREFERENCES_MESSAGES.saved, preferences };
    },
  });
};
