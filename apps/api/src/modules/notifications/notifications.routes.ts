import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import type { NotificationOwner } from './notifications.repository.js';
import {
  clearNotifications,
  notificationList,
  readAllNotifications,
  readNotification,
  removeNotification,
  unreadCount,
} from './notifications.service.js';

const customer = async (request: FastifyRequest): Promise<NotificationOwner> => ({
  userId: (await requirePrincipal(request, 'customer')).userId,
});
const rider = async (request: FastifyRequest): Promise<NotificationOwner> => ({
  riderId: (await requirePrincipal(request, 'rider')).riderId,
});

/** Customers' and riders' own notifications; the access policy keeps each to its owner. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();
  const own = (action: 'read' | 'update') => ({ type: 'notification' as const, param: 'id', action });

  app.route({
    ...contractRoute(contract.notifications.list),
    config: { access: 'customer' },
    handler: async (request) => notificationList(db(), await customer(request), now(), { unreadOnly: false }),
  });
  app.route({
    ...contractRoute(contract.notifications.count),
    config: { access: 'customer' },
    handler: async (request) => unreadCount(db(), await customer(request)),
  });
  app.route({
    ...contractRoute(contract.notifications.read),
    config: { access: 'customer', resource: own('update') },
    handler: async (request) => readNotification(db(), await customer(request), request.params.id, now()),
  });
  app.route({
    ...contractRoute(contract.notifications.markAllRead),
    config: { access: 'customer' },
    handler: async (request) => readAllNotifications(db(), await customer(request), now()),
  });
  app.route({
    ...contractRoute(contract.notifications.clearAll),
    config: { access: 'customer' },
    handler: async (request) => clearNotifications(db(), await customer(request)),
  });
  app.route({
    ...contractRoute(contract.notifications.remove),
    config: { access: 'customer', resource: own('update') },
    handler: async (request) => removeNotification(db(), await customer(request), request.params.id),
  });

  app.route({
    ...contractRoute(contract.riderNotifications.list),
    config: { access: 'rider' },
    handler: async (request) =>
      notificationList(db(), await rider(request), now(), { unreadOnly: request.query.includeRead !== 'true' }),
  });
  app.route({
    ...contractRoute(contract.riderNotifications.unreadCount),
    config: { access: 'rider' },
    handler: async (request) => unreadCount(db(), await rider(request)),
  });
  app.route({
    ...contractRoute(contract.riderNotifications.read),
    config: { access: 'rider', resource: own('update') },
    handler: async (request) => readNotification(db(), await rider(request), request.params.id, now()),
  });
  app.route({
    ...contractRoute(contract.riderNotifications.markAllRead),
    config: { access: 'rider' },
    handler: async (request) => readAllNotifications(db(), await rider(request), now()),
  });
};
