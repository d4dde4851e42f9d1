import { contract, type AppliedCoupon } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

export interface ValidateCouponInput {
  couponCode: string;
  /** The cart subtotal in rupees. */
  orderAmount: number;
  userId?: string | undefined;
}

/** The server decides eligibility and the discount for this amount. */
export async function validateCoupon({ couponCode, orderAmount, userId }: ValidateCouponInput): Promise<AppliedCoupon> {
  const { coupon } = await callEndpoint(contract.coupons.validate, {
    body: { couponCode, orderAmount, ...(userId ? { userId } : {}) },
    timeoutMs: 10_000,
  });
  return coupon;
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon, retry: false });
}
