export interface CouponListQuery {
  status: 'all' | 'active' | 'inactive';
  search: string;
  page: number;
}

/** Operations' coupon reads; a change re-asks all of them (states and counts move). */
export const adminCouponKeys = {
  all: ['admin', 'coupons'] as const,
  list: (query: CouponListQuery) => [...adminCouponKeys.all, 'list', query] as const,
  redemptions: (code: string, page: number) => [...adminCouponKeys.all, 'redemptions', code, page] as const,
};
