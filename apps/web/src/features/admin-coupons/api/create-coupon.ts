import { contract, type AdminCouponCreateBody } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminCouponKeys } from './admin-coupon-keys';

export function createCoupon(body: AdminCouponCreateBody) {
  return callEndpoint(contract.adminCoupons.create, { body, authScope: 'admin' });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.all }),
  });
}
