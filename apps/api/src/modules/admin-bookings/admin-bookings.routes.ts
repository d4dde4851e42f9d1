import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { businessDate, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { exportAdminBookings } from './admin-bookings.export.js';
import { editBooking, listAdminBookings } from './admin-bookings.service.js';

export interface AdminBookingRoutesOptions {
  /** The most bookings one CSV export holds (ADMIN_BOOKINGS_EXPORT_MAX unless given; tests give a small one). */
  exportMax?: number | undefined;
}

/** Operations' bookings list and the admin edit dialog (the order's other admin routes are in orders.routes.ts). */
export const adminBookingRoutes: FastifyPluginAsyncZod<AdminBookingRoutesOptions> = async (app, { exportMax }) => {
  const transitions = () => ({ db: app.database.db, now: () => app.clock.now(), events: app.lifecycleEvents, log: app.log });

  app.route({
    ...contractRoute(contract.adminBookings.list),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, ...(await listAdminBookings(app.database.db, request.query)) }),
  });

  // The list as a file, streamed as it is read; a refusal (too large) is answered as JSON before any of it.
  app.route({
    ...contractRoute(contract.adminBookings.exportCsv),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const lines = await exportAdminBookings(app.database.db, request.query, exportMax);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="washday-bookings-${businessDate(app.clock.now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  });

  // The admin edit dialog: a status alone moves as /status does; slots, items and amounts are one audited move.
  app.route({
    ...contractRoute(contract.adminOrders.update),
    config: { access: 'admin', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      return { success: true as const, ...(await editBooking(transitions(), adminId, request.params.id, request.body)) };
    },
  });
};
