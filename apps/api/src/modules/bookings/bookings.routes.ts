import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { raiseEvent } from '../../events/live-events.service.js';
import type { z } from 'zod';
import { BOOKING_MESSAGES, contract, type createBookingBodySchema, type EndpointReply } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import { cancelAsCustomer } from '../orders/orders.service.js';
import { queuePickupReminder } from '../reminders/pickup-reminders.service.js';
import { updateBooking } from './customer-booking-edit.js';
import { createBooking, getCustomerBooking, listCustomerBookings, type CreateBookingInput } from './customer-bookings.service.js';
import { runIdempotent } from './idempotency.js';
import type { NewBooking } from './new-booking.js';
import { fullSlotsAtAddress } from './slot-capacity.js';

/** The checkout body as the booking service takes it. */
const bookingInput = (customerId: string, body: z.output<typeof createBookingBodySchema>): CreateBookingInput => ({
  customerId,
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

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();
  const transitions = () => ({ db: db(), now, events: app.lifecycleEvents, log: app.log });
  // Prices come from the catalogue held in memory, which every admin change drops (catalogue-cache.ts).
  const bookingDeps = () => ({
    db: db(),
    now,
    services: () => app.catalogue.servicesById(),
    openBookingsMax: app.env.OPEN_BOOKINGS_PER_CUSTOMER,
    // After the commit, outside the booking's statements: stored for replay, then published.
    announce: (booking: NewBooking) =>
      raiseEvent({ db: db(), bus: app.liveEvents.bus }, { kind: 'admins' }, 'booking.updated', {
        booking_id: booking.id,
        status: booking.status,
      }).then(
        () => undefined,
        (err: unknown) => app.log.error({ err, bookingId: booking.id }, 'booking: booking.updated not published'),
      ),
  });

  app.route({
    ...contractRoute(contract.bookings.create),
    config: { access: 'customer' },
    // Per customer, shared with quick pickup (plugins/rate-limits.ts); the open-bookings limit is the writer's.
    onRequest: app.limits.bookingCreates,
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const answer = (booking: NewBooking) => ({
        status: 201,
        body: { success: true as const, message: BOOKING_MESSAGES.created, booking },
      });
      // The idempotency record and the pickup reminder are written in the booking's own transaction, sent together.
      const result = await runIdempotent(
        db(),
        { scope: `customer:${userId}`, key: request.headers['idempotency-key'], body: request.body, now },
        async (remember) => {
          const { booking } = await createBooking(bookingDeps(), bookingInput(userId, request.body), (tx, created, reminder) =>
            Promise.all([remember(tx, answer(created)), queuePickupReminder(notifyDepsOf(app), tx, created.id, reminder)]),
          );
          return answer(booking);
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
    ...contractRoute(contract.bookings.slotAvailability),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const { address_id, date } = request.query;
      return { success: true as const, date, full: await fullSlotsAtAddress(db(), userId, address_id, date) };
    },
  });

  app.route({
    ...contractRoute(contract.bookings.update),
    config: { access: 'customer', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      // Its audit step schedules a moved pickup's own reminder; the old one finds the pickup changed and sends nothing.
      const booking = await updateBooking(transitions(), userId, request.params.id, request.body);
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
        return {
          success: true as const,
          message: BOOKING_MESSAGES.cancelled,
          booking: await cancelAsCustomer(transitions(), userId, request.params.id),
        };
      },
    });
  }
};
