import { appliedCouponSchema, type AppliedCoupon } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const validateCouponResponseSchema = z.object({
  success: z.literal(true),
  coupon: appliedCouponSchema,
  message: z.string(),
});

export interface ValidateCouponInput {
  couponCode: string;
  /** The cart subtotal in rupees. */
  orderAmount: number;
  userId?: string | undefined;
}

/** POST /api/coupons/validate: the server decides eligibility and the discount for this amount. */
export async function validateCoupon({ couponCode, orderAmount, userId }: ValidateCouponInput): Promise<AppliedCoupon> {
  const { coupon } = await api.post(
    '/api/coupons/validate',
    { couponCode, orderAmount, ...(userId ? { userId } : {}) },
    { schema: validateCouponResponseSchema, timeoutMs: 10_000 },
  );
  return coupon;
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon, retry: false });
}
