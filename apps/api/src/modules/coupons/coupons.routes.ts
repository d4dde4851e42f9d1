import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUPON_MESSAGES, appliedCouponSchema, couponValidateBodySchema, paiseToRupees, rupeesToPaise } from '@washday/core';
import { checkCoupon, countActiveCoupons } from './coupons.service.js';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public so the checkout can show a guest the discount; eligibility is that of the signed-in customer
  // (never the body's userId), and the booking checks everything again.
  app.post(
    '/api/coupons/validate',
    {
      config: { access: 'public' },
      onRequest: app.limits.couponChecks,
      schema: {
        tags: ['coupons'],
        summary: 'Check a coupon for the caller and an order amount (rupees)',
        body: couponValidateBodySchema,
        response: { 200: z.object({ success: z.literal(true), coupon: appliedCouponSchema, message: z.string() }) },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/api/coupons/health',
    {
      config: { access: 'public' },
      schema: { tags: ['coupons'], summary: 'Whether coupon checks are working', response: { 200: z.object({ success: z.literal(true), status: z.literal('ok'), activeCoupons: z.number() }) } },
    },
    async () => ({ success: true as const, status: 'ok' as const, activeCoupons: await countActiveCoupons(app.database.db) }),
  );
};
