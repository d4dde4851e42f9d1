import { contract, type RiderVerifyBody } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminRiderKeys } from './admin-rider-keys';

export function verifyRider({ riderId, ...body }: RiderVerifyBody & { riderId: string }) {
  return callEndpoint(contract.adminRiders.verify, { params: { id: riderId }, body, authScope: 'admin' });
}

/** Approve or reject; the lists (and their counts) are re-asked whatever the answer: another admin may have decided. */
export function useVerifyRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyRider,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminRiderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adminRiderKeys.active() });
    },
  });
}
