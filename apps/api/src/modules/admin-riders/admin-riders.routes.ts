import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_RIDER_MESSAGES, contract } from '@washday/core';
import { recipientKey } from '../../events/recipients.js';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import { getRiderForVerification } from '../riders/rider-verification.service.js';
import { listActiveRiders, listTrackedOrders } from './rider-tracking.service.js';
import { listRiders, verifyRider } from './rider-verification-admin.service.js';

/** Operations' rider screens: verification, active riders and the live map (docs/decisions/0014-admin-riders.md). */
export const adminRiderRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.env.APP_SECRET;

  app.route({
    ...contractRoute(contract.adminRiders.list),
    config: { access: 'admin' },
    handler: async (request) => ({
      success: true as const,
      ...(await listRiders({ db: app.database.db, secret }, request.query)),
    }),
  });

  app.route({
    ...contractRoute(contract.adminRiders.active),
    config: { access: 'admin' },
    handler: async () => {
      const now = app.clock.now();
      return {
        success: true as const,
        riders: await listActiveRiders({ db: app.database.db, secret }, now),
        serverTime: now.toISOString(),
      };
    },
  });

  app.route({
    ...contractRoute(contract.adminRiders.get),
    config: { access: 'admin', resource: { type: 'rider', param: 'id', action: 'read' } },
    handler: async (request) => ({
      success: true as const,
      rider: await getRiderForVerification({ db: app.database.db, secret }, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(contract.adminRiders.verify),
    config: { access: 'admin', resource: { type: 'rider', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const rider = await verifyRider({ ...notifyDepsOf(app), secret }, adminId, request.params.id, request.body);
      // A rejected rider's open streams end (after their notice went out on them); they may open no more.
      if (rider.status === 'rejected')
        await app.liveEvents.endSessions({ accounts: [recipientKey({ kind: 'rider', id: request.params.id })] });
      return {
        success: true as const,
        message: rider.status === 'approved' ? ADMIN_RIDER_MESSAGES.approved : ADMIN_RIDER_MESSAGES.rejected,
        rider,
      };
    },
  });

  app.route({
    ...contractRoute(contract.adminRiders.trackingOrders),
    config: { access: 'admin' },
    handler: async () => {
      const now = app.clock.now();
      return { success: true as const, ...(await listTrackedOrders(app.database.db)), serverTime: now.toISOString() };
    },
  });
};
