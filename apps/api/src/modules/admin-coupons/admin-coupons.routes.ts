import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_COUPON_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { createCoupon, listCoupons, listRedemptions, setCouponActive } from './admin-coupons.service.js';

/** Coupons for operations: the list with their use, create, deactivate or reactivate, redemptions per coupon. */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.route({
    ...contractRoute(contract.adminCoupons.list),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, ...(await listCoupons(db(), now(), request.query)) }),
  });

  app.route({
    ...contractRoute(contract.adminCoupons.create),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const coupon = await createCoupon(db(), adminId, now(), request.body);
      return reply.status(201).send({ success: true as const, message: ADMIN_COUPON_MESSAGES.created(coupon.code), coupon });
    },
  });

  app.route({
    ...contractRoute(contract.adminCoupons.setActive),
    config: { access: 'admin' },
    handler: async (request) => {
      const coupon = await setCouponActive(db(), request.params.code, request.body.is_active, now());
      const message = coupon.is_active
        ? ADMIN_COUPON_MESSAGES.reactivated(coupon.code)
        : ADMIN_COUPON_MESSAGES.deactivated(coupon.code);
      return { success: true as const, message, coupon };
    },
  });

  app.route({
    ...contractRoute(contract.adminCoupons.redemptions),
    config: { access: 'admin' },
    handler: async (request) => ({
      success: true as const,
      ...(await listRedemptions(db(), request.params.code, now(), request.query)),
    }),
  });
};
