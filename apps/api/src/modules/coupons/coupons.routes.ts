import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUPON_MESSAGES, contract, paiseToRupees, rupeesToPaise } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { checkCoupon, countActiveCoupons } from './coupons.service.js';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public so the checkout can show a guest the discount; eligibility is that of the signed-in customer
  // (never the body's userId), and the booking checks everything again.
  app.route({
    ...contractRoute(contract.coupons.validate),
    config: { access: 'public' },
    onRequest: app.limits.couponChecks,
    handler: async (request) => {
      const customer = await request.auth.get('customer');
      const { row, discountPaise } = await checkCoupon(app.database.db, {
        code: request.body.couponCode,
        userId: customer?.userId ?? null,
        subtotalPaise: rupeesToPaise(request.body.orderAmount),
        now: app.clock.now(),
      });
      return {
        success: true as const,
        message: COUPON_MESSAGES.applied(row.code),
        coupon: {
          code: row.code,
          discount: row.discountPercent,
          maxDiscount: paiseToRupees(row.maxDiscountPaise),
          description: row.description,
          type: row.type,
          discountAmount: paiseToRupees(discountPaise),
        },
      };
    },
  });

  app.route({
    ...contractRoute(contract.coupons.health),
    config: { access: 'public' },
    handler: async () => ({
      success: true as const,
      status: 'ok' as const,
      activeCoupons: await countActiveCoupons(app.database.db),
    }),
  });
};
