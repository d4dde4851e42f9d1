import { z } from 'zod';
import { appliedCouponSchema, couponValidateBodySchema } from '../ordering/booking-schemas.js';
import { defineEndpoint } from './define-endpoint.js';

export const couponsContract = {
  validate: defineEndpoint({
    method: 'POST',
    path: '/api/coupons/validate',
    summary: 'Check a coupon for the caller and an order amount (rupees)',
    tags: ['coupons'],
    body: couponValidateBodySchema,
    responses: { 200: z.object({ success: z.literal(true), coupon: appliedCouponSchema, message: z.string() }) },
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/coupons/health',
    summary: 'Whether coupon checks are working',
    tags: ['coupons'],
    responses: { 200: z.object({ success: z.literal(true), status: z.literal('ok'), activeCoupons: z.number() }) },
  }),
};
