import { COUPON_MESSAGES, normalizeCouponCode, type AppliedCoupon } from '@washday/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useValidateCoupon } from '../api/validate-coupon';

export function couponErrorMessage(error: unknown): string {
  // 4xx answers carry the spec's coupon messages; anything else is the generic one.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return COUPON_MESSAGES.failed;
}

interface Applied {
  coupon: AppliedCoupon;
  /** The subtotal and customer the server checked it for. */
  subtotal: number;
  userId: string | null;
}

/**
 * The coupon: none, then applied (removable). The server decides; when the subtotal or the signed-in
 * customer changes, the applied coupon is checked again, and dropped with the server's reason if it no
 * longer applies.
 */
export function useCoupon({ subtotal, userId }: { subtotal: number; userId: string | null }) {
  const [applied, setApplied] = useState<Applied | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync, isPending } = useValidateCoupon();
  const requestId = useRef(0);

  /** Asks the server; state changes only once it answers (and only for the latest question). */
  const check = useCallback(
    async (code: string): Promise<boolean> => {
      const id = ++requestId.current;
      try {
        const coupon = await mutateAsync({ couponCode: code, orderAmount: subtotal, userId: userId ?? undefined });
        if (id !== requestId.current) return false;
        setApplied({ coupon, subtotal, userId });
        return true;
      } catch (caught) {
        if (id !== requestId.current) return false;
        setApplied(null);
        setError(couponErrorMessage(caught));
        return false;
      }
    },
    [mutateAsync, subtotal, userId],
  );

  const apply = useCallback(
    (rawCode: string): Promise<boolean> => {
      const code = normalizeCouponCode(rawCode);
      if (!code) {
        setError(COUPON_MESSAGES.required);
        return Promise.resolve(false);
      }
      setError(null);
      return check(code);
    },
    [check],
  );

  const remove = useCallback(() => {
    requestId.current++;
    setApplied(null);
    setError(null);
  }, []);

  // An empty cart has nothing to discount.
  const current = subtotal > 0 ? applied : null;
  const stale = current !== null && (current.subtotal !== subtotal || current.userId !== userId);
  useEffect(() => {
    if (!stale || !current || isPending) return;
    // check() changes state only after the server answers, not during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void check(current.coupon.code);
  }, [stale, current, isPending, check]);

  return {
    applied: current?.coupon ?? null,
    /** Rupees; 0 while no coupon applies. */
    discount: current ? Math.min(current.coupon.discountAmount, subtotal) : 0,
    error,
    clearError: () => setError(null),
    applying: isPending,
    apply,
    remove,
  };
}
