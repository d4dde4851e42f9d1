import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, VENDOR_STAFF_MESSAGES, contract } from '@washday/core';
import { raiseEvent } from '../../events/live-events.service.js';
import { contractRoute } from '../../lib/contract-route.js';
import { SESSION_COOKIES, SESSION_TTL_MS, cookieOptions, requirePrincipal } from '../../plugins/authentication.js';
import { phoneCodeDeps } from '../auth/phone-code.service.js';
import { revokeSessionByToken } from '../auth/session.service.js';
import { requestVendorCode, signInVendorStaff } from './vendor-auth.service.js';
import { setRackPosition, setVendorStage, vendorBoard } from './vendor-orders.service.js';
import { createStaff, getStaff, listStaff, setStaffActive } from './vendor-staff.service.js';

/**
 * The laundry's staff (docs/decisions/0034-garment-tags-and-vendor-staff.md). Admins keep the accounts: a vendor is
 * operations' own record, so its routes declare `resource: 'none'`. The staff sign in by phone code, as riders do, and
 * reach their vendor's orders only: the booking policy's 'its vendor' answers 404 for another vendor's.
 */
export const vendorStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const transitions = () => ({ db: db(), now: () => app.clock.now(), events: app.lifecycleEvents, log: app.log });

  app.route({
    ...contractRoute(contract.adminVendorStaff.list),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => ({ success: true as const, staff: await listStaff(db(), request.params.id) }),
  });

  app.route({
    ...contractRoute(contract.adminVendorStaff.create),
    config: { access: 'admin', resource: 'none' },
    handler: async (request, reply) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const staff = await createStaff(db(), { vendorId: request.params.id, ...request.body, adminId, now: app.clock.now() });
      return reply.status(201).send({ success: true as const, message: VENDOR_STAFF_MESSAGES.created(staff.name), staff });
    },
  });

  app.route({
    ...contractRoute(contract.adminVendorStaff.setStatus),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const { staff, endedSessionIds } = await setStaffActive(db(), {
        vendorId: request.params.id,
        staffId: request.params.staffId,
        isActive: request.body.isActive,
        now: app.clock.now(),
      });
      // A deactivated member's open boards stop at once, on every instance.
      if (endedSessionIds.length) await app.liveEvents.endSessions({ sessionIds: endedSessionIds });
      const message = staff.isActive
        ? VENDOR_STAFF_MESSAGES.reactivated(staff.name)
        : VENDOR_STAFF_MESSAGES.deactivated(staff.name);
      return { success: true as const, message, staff };
    },
  });

  app.route({
    ...contractRoute(contract.vendor.requestOtp),
    config: { access: 'public' },
    onRequest: app.limits.codeSends,
    handler: async (request) => ({
      success: true as const,
      message: AUTH_MESSAGES.otpSent,
      ...(await requestVendorCode(phoneCodeDeps(app), { phone: request.body.phone, ip: request.ip })),
    }),
  });

  app.route({
    ...contractRoute(contract.vendor.verifyOtp),
    config: { access: 'public' },
    onRequest: app.limits.codeChecks,
    handler: async (request, reply) => {
      const { staff, token } = await signInVendorStaff(phoneCodeDeps(app), {
        ...request.body,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      void reply.setCookie(SESSION_COOKIES.vendor, token, cookieOptions(app.env.COOKIE_SECURE, SESSION_TTL_MS.vendor));
      return { success: true as const, message: AUTH_MESSAGES.loginSuccess, staff, token };
    },
  });

  app.route({
    ...contractRoute(contract.vendor.me),
    config: { access: 'vendor' },
    handler: async (request) => ({
      success: true as const,
      staff: await getStaff(db(), (await requirePrincipal(request, 'vendor')).staffId),
    }),
  });

  app.route({
    ...contractRoute(contract.vendor.logout),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const ended: string[] = [];
      for (const token of request.auth.tokens('vendor')) {
        const revoked = await revokeSessionByToken(db(), token, app.clock.now());
        if (revoked) ended.push(revoked.id);
      }
      await app.liveEvents.endSessions({ sessionIds: ended });
      void reply.clearCookie(SESSION_COOKIES.vendor, { path: '/' });
      return { success: true as const, message: VENDOR_STAFF_MESSAGES.loggedOut };
    },
  });

  app.route({
    ...contractRoute(contract.vendor.orders),
    config: { access: 'vendor' },
    handler: async (request) => ({
      success: true as const,
      ...(await vendorBoard(db(), (await requirePrincipal(request, 'vendor')).vendorId)),
    }),
  });

  app.route({
    ...contractRoute(contract.vendor.setStage),
    config: { access: 'vendor', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const staff = await requirePrincipal(request, 'vendor');
      const { order, flagged } = await setVendorStage(transitions(), staff, request.params.id, request.body.stage);
      const message = VENDOR_STAFF_MESSAGES.stageSet(order.orderNumber, request.body.stage);
      return { success: true as const, message: flagged ? `${message} ${flagged}` : message, order };
    },
  });

  app.route({
    ...contractRoute(contract.vendor.setRack),
    config: { access: 'vendor', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { vendorId } = await requirePrincipal(request, 'vendor');
      const { rackPosition } = request.body;
      const order = await setRackPosition(db(), { vendorId, bookingId: request.params.id, rackPosition, now: app.clock.now() });
      // The laundry's other screens refresh; the rack is the laundry's own, so no one else hears of it.
      await raiseEvent({ db: db(), bus: app.liveEvents.bus }, { kind: 'vendor', id: vendorId }, 'booking.updated', {
        booking_id: order.id,
      });
      const message = order.rackPosition
        ? VENDOR_STAFF_MESSAGES.rackSet(order.orderNumber, order.rackPosition)
        : VENDOR_STAFF_MESSAGES.rackCleared(order.orderNumber);
      return { success: true as const, message, order };
    },
  });
};
