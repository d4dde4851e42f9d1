import { contract } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminCouponKeys, type CouponListQuery } from './admin-coupon-keys';

export const COUPONS_PAGE_SIZE = 20;

export function getCoupons({ signal, ...query }: CouponListQuery & { signal?: AbortSignal }) {
  return callEndpoint(contract.adminCoupons.list, {
    query: {
      status: query.status,
      page: query.page,
      limit: COUPONS_PAGE_SIZE,
      ...(query.search ? { search: query.search } : {}),
    },
    signal,
    authScope: 'admin',
  });
}

export function getCouponsQueryOptions(query: CouponListQuery) {
  return queryOptions({ queryKey: adminCouponKeys.list(query), queryFn: ({ signal }) => getCoupons({ ...query, signal }) });
}

/** One page of coupons with their use, filtered on the server; the last page stays on screen while the next loads. */
export function useCoupons(query: CouponListQuery) {
  return useQuery({ ...getCouponsQueryOptions(query), placeholderData: keepPreviousData });
}
