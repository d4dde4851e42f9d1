import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessDate, contract, resolveAnalyticsRange } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { badRequest } from '../../lib/errors.js';
import { adminStats, recentActivity } from './admin-stats.service.js';
import { analytics } from './analytics.service.js';

/** The admin's Overview and Analytics (docs/decisions/0012-admin-stats.md): figures computed in SQL at the app's clock. */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.adminStats.stats),
    config: { access: 'admin' },
    handler: async () => {
      const now = app.clock.now();
      return { success: true as const, stats: await adminStats(app.database.db, now), as_of: now.toISOString() };
    },
  });

  app.route({
    ...contractRoute(contract.adminStats.activity),
    config: { access: 'admin' },
    handler: async (request) => {
      const { activity, nextBefore } = await recentActivity(app.database.db, request.query);
      return { success: true as const, activity, next_before: nextBefore };
    },
  });

  app.route({
    ...contractRoute(contract.adminStats.analytics),
    config: { access: 'admin' },
    handler: async (request) => {
      const range = resolveAnalyticsRange(request.query, businessDate(app.clock.now()));
      if (!range.ok) throw badRequest(range.message, range.field);
      const { from, to, days } = range;
      return { success: true as const, ...(await analytics(app.database.db, { from, to, days })) };
    },
  });
};
