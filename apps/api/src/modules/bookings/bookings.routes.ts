import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_MESSAGES, BOOKING_STATUSES, bookingSchema, createBookingBodySchema, updateBookingBodySchema } from '@washday/core';
import { requirePrincipal } from '../../plugins/authentication.js';
import { cancelBooking, createBooking, getCustomerBooking, listCustomerBookings, updateBooking } from './bookings.service.js';
import { runIdempotent } from './idempotency.js';

const idParams = z.object({ id: z.uuid('Invalid booking ID') });
const one = z.object({ success: z.literal(true), message: z.string().optional(), booking: bookingSchema });
const statusList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const list = v.split(',').map((s) => s.trim().replace('-', '_'));
    const bad = list.find((s) => !(BOOKING_STATUSES as readonly string[]).includes(s));
    if (bad) {
      ctx.addIssue({ code: 'custom', message: `Unknown status '${bad}'` });
      return z.NEVER;
    }
    return list as (typeof BOOKING_STATUSES)[number][];
  });

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.post(
    '/api/bookings',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['bookings'],
        summary: 'Place an order; prices come from the catalogue. Send Idempotency-Key to make retries safe.',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: createBookingBodySchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
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
      return reply.status(result.status as 201).send(result.body as z.infer<typeof one>);
    },
  );

  app.get(
    '/api/bookings/customer/:id',
    {
      config: { access: 'customer', resource: { type: 'customer', param: 'id', action: 'read' } },
      schema: {
        tags: ['bookings'],
        summary: "A customer's own bookings, newest first",
        params: z.object({ id: z.string().min(1) }),
        querystring: z.object({
          status: statusList,
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            bookings: z.array(bookingSchema),
            pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() }),
          }),
        },
      },
    },
    async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, ...(await listCustomerBookings(db(), userId, request.query)) };
    },
  );

  app.get(
    '/api/bookings/:id',
    { config: { access: 'customer', resource: { type: 'booking', param: 'id', action: 'read' } }, schema: { tags: ['bookings'], summary: 'One of your bookings', params: idParams, response: { 200: one } } },
    async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, booking: await getCustomerBooking(db(), userId, request.params.id) };
    },
  );

  app.put(
    '/api/bookings/:id',
    {
      config: { access: 'customer', resource: { type: 'booking', param: 'id', action: 'update' } },
      schema: {
        tags: ['bookings'],
        summary: 'Change date, time, instructions or services while pending or confirmed (re-priced)',
        params: idParams,
        body: updateBookingBodySchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const booking = await updateBooking(db(), now, userId, request.params.id, request.body);
      return { success: true as const, message: BOOKING_MESSAGES.updated, booking };
    },
  );

  const cancel = {
    config: { access: 'customer' as const, resource: { type: 'booking' as const, param: 'id', action: 'update' as const } },
    schema: {
      tags: ['bookings'],
      params: idParams,
      // user_id and user_type are accepted for the contract; the session decides who is asking.
      body: z.object({ user_id: z.string().optional(), user_type: z.string().optional() }).nullish(),
      response: { 200: one },
    },
  };
  app.put('/api/bookings/:id/cancel', { ...cancel, schema: { ...cancel.schema, summary: 'Cancel a booking before it is completed' } }, async (request) => {
    const { userId } = await requirePrincipal(request, 'customer');
    return { success: true as const, message: BOOKING_MESSAGES.cancelled, booking: await cancelBooking(db(), now, userId, request.params.id) };
  });
  // Bookings are records of money and work, so "delete" cancels and keeps the record.
  app.delete('/api/bookings/:id', { ...cancel, schema: { ...cancel.schema, summary: 'Cancel a booking (records are kept)' } }, async (request) => {
    const { userId } = await requirePrincipal(request, 'customer');
    return { success: true as const, message: BOOKING_MESSAGES.cancelled, booking: await cancelBooking(db(), now, userId, request.params.id) };
  });
};
