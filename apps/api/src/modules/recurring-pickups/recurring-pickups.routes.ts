import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_RECURRING_MESSAGES, RECURRING_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError } from '../../lib/errors.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { isLoopbackClient } from '../dev/outbox.routes.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import { adminSeriesAction, listAdminSeries } from './admin-recurring.service.js';
import { handleInboundMessage, localInboundAdapter, type InboundDeps } from './inbound-messages.js';
import type { OccurrenceDeps } from './recurring-occurrences.service.js';
import { changeOccurrence } from './recurring-occurrence-change.js';
import {
  changeSeriesStatus,
  createSeries,
  listSeries,
  skipOccurrenceView,
  updateSeries,
  type SeriesDeps,
} from './recurring-series.service.js';

// Recurring pickups (docs/decisions/0040-recurring-pickups.md): the signed-in customer's own series; another
// customer's id answers exactly like a missing one (the service reads by id and customer).

export const seriesDepsOf = (app: FastifyInstance): SeriesDeps => ({
  db: app.database.db,
  now: () => app.clock.now(),
  services: () => app.catalogue.servicesById(),
  transitions: () => ({ db: app.database.db, now: () => app.clock.now(), events: app.lifecycleEvents, log: app.log }),
});

/** The job's deps; read when it runs (the catalogue and the listeners are made after the jobs are defined). */
export const occurrenceDepsOf = (app: FastifyInstance): OccurrenceDeps & { inbound: InboundDeps } => ({
  ...notifyDepsOf(app),
  services: () => app.catalogue.servicesById(),
  openBookingsMax: app.env.OPEN_BOOKINGS_PER_CUSTOMER,
  leadHours: app.env.RECURRING_PICKUP_LEAD_HOURS,
  // The replies whose handling crashed, finished by the same job.
  inbound: { ...notifyDepsOf(app), ...seriesDepsOf(app) },
});

const own = { access: 'customer' as const, resource: 'none' as const };

export const recurringPickupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => seriesDepsOf(app);
  const c = contract.recurringPickups;

  app.route({
    ...contractRoute(c.list),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, series: await listSeries(deps(), userId) };
    },
  });

  app.route({
    ...contractRoute(c.create),
    config: { access: 'customer' },
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const series = await createSeries(deps(), userId, request.body);
      return reply.status(201).send({ success: true as const, message: RECURRING_MESSAGES.created, series });
    },
  });

  app.route({
    ...contractRoute(c.update),
    config: own,
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const series = await updateSeries(deps(), userId, request.params.id, request.body);
      return { success: true as const, message: RECURRING_MESSAGES.updated, series };
    },
  });

  for (const action of ['pause', 'resume', 'stop'] as const) {
    const message = { pause: RECURRING_MESSAGES.paused, resume: RECURRING_MESSAGES.resumed, stop: RECURRING_MESSAGES.stopped }[
      action
    ];
    app.route({
      ...contractRoute(c[action]),
      config: own,
      handler: async (request) => {
        const { userId } = await requirePrincipal(request, 'customer');
        return { success: true as const, message, series: await changeSeriesStatus(deps(), userId, request.params.id, action) };
      },
    });
  }

  app.route({
    ...contractRoute(c.skip),
    config: own,
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const series = await skipOccurrenceView(deps(), userId, request.params.id, request.params.date);
      return { success: true as const, message: RECURRING_MESSAGES.skipped, series };
    },
  });

  // Operations' view (admin only): the list, and a pause or resume with a reason the customer is told.
  const admin = contract.adminRecurring;
  app.route({
    ...contractRoute(admin.list),
    config: { access: 'admin' },
    handler: async (request) => {
      await requirePrincipal(request, 'admin');
      return { success: true as const, ...(await listAdminSeries(app.database.db, app.clock.now(), request.query)) };
    },
  });
  for (const action of ['pause', 'resume'] as const) {
    app.route({
      ...contractRoute(admin[action]),
      config: { access: 'admin', resource: 'none' },
      handler: async (request) => {
        await requirePrincipal(request, 'admin');
        const series = await adminSeriesAction(notifyDepsOf(app), request.params.id, action, request.body.reason);
        const message = action === 'pause' ? ADMIN_RECURRING_MESSAGES.paused : ADMIN_RECURRING_MESSAGES.resumed;
        return { success: true as const, message, series };
      },
    });
  }

  app.route({
    ...contractRoute(c.change),
    config: own,
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const series = await changeOccurrence(deps(), userId, request.params.id, request.params.date, request.body);
      return { success: true as const, message: RECURRING_MESSAGES.changed, series };
    },
  });
};

/**
 * The local inbound adapter's door (development and test only, loopback clients only, like the outbox): a WhatsApp
 * reply as the provider would deliver it.
 */
export const devInboundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) {
      throw new AppError(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, { code: 'NOT_FOUND' });
    }
  });
  app.route({
    ...contractRoute(contract.recurringPickups.devInbound),
    config: { access: 'public' },
    handler: async (request) => {
      const message = localInboundAdapter.parse(request.body);
      const handled = message
        ? await handleInboundMessage({ ...notifyDepsOf(app), ...seriesDepsOf(app) }, message)
        : { outcome: 'not_understood' as const, reply: null };
      return { success: true as const, ...handled };
    },
  });
};
