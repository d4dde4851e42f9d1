import { contract, type EndpointBody, type EndpointResponse } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminRiderKeys } from './admin-rider-keys';

export type AdminRiderCash = EndpointResponse<typeof contract.payments.adminRiderCash>;
export type CashHandoverBody = EndpointBody<typeof contract.payments.adminCashHandover>;
export type CashHandoverAnswer = EndpointResponse<typeof contract.payments.adminCashHandover>;

/** Every rider's cash: a live 'booking.updated' (cash taken at a door) asks it again. */
export const adminRiderCashKeys = [...adminRiderKeys.all, 'cash'] as const;
/** One rider's cash: what they hold now and their handovers, newest first. */
export const adminRiderCashKey = (riderId: string) => [...adminRiderCashKeys, riderId] as const;

export function getAdminRiderCash(riderId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.payments.adminRiderCash, { params: { riderId }, signal, authScope: 'admin' });
}

export function useAdminRiderCash(riderId: string) {
  return useQuery({ queryKey: adminRiderCashKey(riderId), queryFn: ({ signal }) => getAdminRiderCash(riderId, { signal }) });
}

/**
 * Records the cash a rider handed over (rupees). The answer's cash and handover are shown at once; the list is asked
 * again after (another admin may have recorded one meanwhile).
 */
export function useRecordCashHandover(riderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashHandoverBody) =>
      callEndpoint(contract.payments.adminCashHandover, { params: { riderId }, body, authScope: 'admin' }),
    networkMode: 'always',
    onSuccess: ({ cash, handover }) =>
      queryClient.setQueryData<AdminRiderCash>(adminRiderCashKey(riderId), (cached) =>
        cached ? { ...cached, cash, handovers: [handover, ...cached.handovers] } : cached,
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminRiderCashKey(riderId) }),
  });
}
