import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { customerTimeline } from './order-timeline.js';
import {
  adminMove,
  getRiderOrder,
  listAdminOrders,
  listOrderEvents,
  listRiderOrders,
  riderActionMessage,
  riderOrderAction,
  statusMove,
} from './orders.service.js';

/** The routes that move an order through its life (docs/decisions/0008-order-lifecycle.md): the rider's and the admin's. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const transitions = () => ({ db: app.database.db, now: () => app.clock.now(), events: app.lifecycleEvents, log: app.log });

  app.route({
    ...contractRoute(contract.riderOrders.list),
    config: { access: 'approved-rider' },
    handler: async (request) =>
      listRiderOrders(app.database.db, (await requirePrincipal(request, 'rider')).riderId, app.clock.now()),
  });

  app.route({
    ...contractRoute(contract.riderOrders.get),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'read' } },
    handler: async (request) =>
      getRiderOrder(app.database.db, (await requirePrincipal(request, 'rider')).riderId, request.params.orderId, app.clock.now()),
  });

  // Any signed-in rider reaches it, so a pending one hears the spec's reason; the order comes in the body, so the service asks the access policy.
  app.route({
    ...contractRoute(contract.riderOrders.action),
    config: { access: 'rider' },
    handler: async (request) => {
      const order = await riderOrderAction(transitions(), await requirePrincipal(request, 'rider'), request.body);
      return { success: true as const, message: riderActionMessage(request.body.action, order), order };
    },
  });

  app.route({
    ...contractRoute(contract.adminOrders.list),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, orders: await listAdminOrders(app.database.db, request.query) }),
  });

  app.route({
    ...contractRoute(contract.adminOrders.assign),
    config: { access: 'admin' },
    handler: async (request) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const { orderId, riderId, orderType, currentRiderId } = request.body;
      const booking = await adminMove(transitions(), adminId, orderId, {
        type: 'assign',
        trip: orderType === 'pickup' || orderType === 'delivery' ? orderType : 'next',
        riderId,
        currentRiderId,
      });
      return { success: true as const, message: ORDER_MESSAGES.assigned, booking };
    },
  });

  app.route({
    ...contractRoute(contract.adminOrders.assignVendor),
    config: { access: 'admin' },
    handler: async (request) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const booking = await adminMove(transitions(), adminId, request.body.orderId, {
        type: 'assignVendor',
        vendorId: request.body.vendorData.vendorId,
      });
      return { success: true as const, message: ORDER_MESSAGES.vendorAssigned, booking };
    },
  });

  app.route({
    ...contractRoute(contract.adminOrders.setStatus),
    config: { access: 'admin', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const booking = await adminMove(
        transitions(),
        adminId,
        request.params.id,
        statusMove(request.body.status, request.body.reason),
      );
      return { success: true as const, message: ORDER_MESSAGES.statusUpdated, booking };
    },
  });

  app.route({
    ...contractRoute(contract.adminOrders.events),
    config: { access: 'admin', resource: { type: 'booking', param: 'id', action: 'read' } },
    handler: async (request) => ({ success: true as const, events: await listOrderEvents(app.database.db, request.params.id) }),
  });

  app.route({
    ...contractRoute(contract.bookings.events),
    config: { access: 'customer-or-admin', resource: { type: 'booking', param: 'id', action: 'read' } },
    handler: async (request) => ({ success: true as const, events: await customerTimeline(app.database.db, request.params.id) }),
  });
};
