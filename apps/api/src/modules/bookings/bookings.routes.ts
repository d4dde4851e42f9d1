import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_MESSAGES, contract, type EndpointReply } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { cancelBooking, createBooking, getCustomerBooking, listCustomerBookings, updateBooking } from './bookings.service.js';
import { runIdempotent } from './idempotency.js';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();
  const transitions = () => ({ db: db(), now, events: app.lifecycleEvents, log: app.log });

  app.route({
    ...contractRoute(contract.bookings.create),
    config: { access: 'customer' },
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const body = request.body;
      const result = await runIdempotent(
        db(),
        { scope: `customer:${userId}`, key: request.headers['idempotency-key'], body, now, busyMessage: BOOKING_MESSAGES.duplicate },
        async () => {
          const booking = await createBooking(db(), now, {
            customerId: userId,
            services: body.services,
            pickupDate: body.pickupDate,
            pickupTime: body.pickupTime,
            deliveryDate: body.deliveryDate,
            deliveryTime: body.deliveryTime,
            addressId: body.address_id,
            phone: body.phone,
            instructions: body.instructions,
            couponCode: body.coupon_code,
            paymentMethod: body.payment_method,
          });
          return { status: 201, body: { success: true as const, message: BOOKING_MESSAGES.created, booking } };
        },
      );
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(result.status as 201).send(result.body as EndpointReply<typeof contract.bookings.create>);
    },
  });

  app.route({
    ...contractRoute(contract.bookings.listForCustomer),
    config: { access: 'customer', resource: { type: 'customer', param: 'id', action: 'read' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, ...(await listCustomerBookings(db(), userId, request.query)) };
    },
  });

  app.route({
    ...contractRoute(contract.bookings.get),
    config: { access: 'customer', resource: { type: 'booking', param: 'id', action: 'read' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, booking: await getCustomerBooking(db(), userId, request.params.id) };
    },
  });

  app.route({
    ...contractRoute(contract.bookings.update),
    config: { access: 'customer', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const booking = await updateBooking(db(), now, userId, request.params.id, request.body);
      return { success: true as const, message: BOOKING_MESSAGES.updated, booking };
    },
  });

  // Bookings are records of money and work, so "delete" cancels and keeps the record.
  for (const endpoint of [contract.bookings.cancel, contract.bookings.remove]) {
    app.route({
      ...contractRoute(endpoint),
      config: { access: 'customer', resource: { type: 'booking', param: 'id', action: 'update' } },
      handler: async (request) => {
        const { userId } = await requirePrincipal(request, 'customer');
        return { success: true as const, message: BOOKING_MESSAGES.cancelled, booking: await cancelBooking(transitions(), userId, request.params.id) };
      },
    });
  }
};
