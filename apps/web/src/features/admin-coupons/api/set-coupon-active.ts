import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminCouponKeys } from './admin-coupon-keys';

export function setCouponActive({ code, isActive }: { code: string; isActive: boolean }) {
  return callEndpoint(contract.adminCoupons.setActive, { params: { code }, body: { is_active: isActive }, authScope: 'admin' });
}

/** Deactivate or reactivate; the lists are re-asked whatever the answer (another admin may have done it first). */
export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCouponActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.all }),
  });
}
