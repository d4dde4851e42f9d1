import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { badRequest } from '../../lib/errors.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import { getRiderOrder } from '../orders/orders.service.js';
import {
  decideVerification,
  listVerifications,
  loadVerificationView,
  verificationOfNotification,
  type VerificationDeps,
} from './verifications.service.js';
import { riderOrderUpdate } from './verification-proposals.js';

/** Customer approval of a rider's item changes (rider-portal.md §4.4, customer-app.md §7 Verifications). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): VerificationDeps => ({ ...notifyDepsOf(app), events: app.lifecycleEvents });

  app.route({
    ...contractRoute(contract.riderOrders.update),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'update' } },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      const { message, verificationId } = await riderOrderUpdate(deps(), riderId, request.params.orderId, request.body);
      const verification = verificationId ? await loadVerificationView(app.database.db, verificationId, app.clock.now()) : null;
      const order = await getRiderOrder(app.database.db, riderId, request.params.orderId, app.clock.now());
      return { success: true as const, message, order, verification, price_change: verification?.orderData.priceChange ?? 0 };
    },
  });

  // The spec's path; a customer lists their own, an admin anyone's (the access policy decides by :userId).
  app.route({
    ...contractRoute(contract.customerVerifications.list),
    config: { access: 'signed-in', resource: { type: 'customer', param: 'userId', action: 'read' } },
    handler: async (request) => ({
      success: true as const,
      verifications: await listVerifications(app.database.db, request.params.userId, app.clock.now()),
    }),
  });

  app.route({
    ...contractRoute(contract.customerVerifications.respond),
    config: { access: 'customer', resource: { type: 'verification', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const { approved, reason, verificationId } = request.body;
      if (verificationId !== undefined && verificationId !== request.params.id)
        throw badRequest('verificationId does not match the verification in the URL', 'verificationId');
      return { success: true as const, ...(await decideVerification(deps(), userId, request.params.id, { approved, reason })) };
    },
  });

  app.route({
    ...contractRoute(contract.customerVerifications.approveNotification),
    config: { access: 'customer', resource: { type: 'notification', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const verificationId = await verificationOfNotification(app.database.db, request.params.id);
      return { success: true as const, ...(await decideVerification(deps(), userId, verificationId, request.body)) };
    },
  });
};
