import { contract } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminCouponKeys } from './admin-coupon-keys';

export const REDEMPTIONS_PAGE_SIZE = 20;

export function getCouponRedemptions({ code, page, signal }: { code: string; page: number; signal?: AbortSignal }) {
  return callEndpoint(contract.adminCoupons.redemptions, {
    params: { code },
    query: { page, limit: REDEMPTIONS_PAGE_SIZE },
    signal,
    authScope: 'admin',
  });
}

export function getCouponRedemptionsQueryOptions(code: string, page: number) {
  return queryOptions({
    queryKey: adminCouponKeys.redemptions(code, page),
    queryFn: ({ signal }) => getCouponRedemptions({ code, page, signal }),
  });
}

/** Who used a coupon, newest first, a page at a time; nothing is asked while no coupon is open. */
export function useCouponRedemptions(code: string | null, page: number) {
  return useQuery({
    ...getCouponRedemptionsQueryOptions(code ?? '', page),
    enabled: Boolean(code),
    placeholderData: keepPreviousData,
  });
}
