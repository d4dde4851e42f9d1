import { contract, type StageScan } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { riderOrderKeys } from './rider-order-keys';

/** The delivery's tags at the door; under the rider's keys, so logging out clears them. */
export const doorScansKey = (orderId: string) => [...riderOrderKeys.all, 'door-scans', orderId] as const;

type DoorScans = { success: true; scan: StageScan };

export function useDoorScans(orderId: string) {
  return useQuery({
    queryKey: doorScansKey(orderId),
    queryFn: ({ signal }) => callEndpoint(contract.riderDoorScans.read, { params: { orderId }, signal, authScope: 'rider' }),
  });
}

/** A scanned or typed code at the door; the answer's scan state replaces the cached one. */
export function useDoorScan(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      callEndpoint(contract.riderDoorScans.scan, { params: { orderId }, body: { code }, authScope: 'rider' }),
    networkMode: 'always',
    onSuccess: ({ scan }) => queryClient.setQueryData<DoorScans>(doorScansKey(orderId), { success: true, scan }),
  });
}

/** The tags the rider cannot find: recorded missing, the delivery stops, operations are told. */
export function useReportMissingTags(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(contract.riderDoorScans.reportMissing, { params: { orderId }, authScope: 'rider' }),
    networkMode: 'always',
    onSuccess: ({ scan }) => {
      queryClient.setQueryData<DoorScans>(doorScansKey(orderId), { success: true, scan });
      // The order itself changed (its delivery stopped): the job list and page ask again.
      void queryClient.invalidateQueries({ queryKey: riderOrderKeys.list() });
      void queryClient.invalidateQueries({ queryKey: riderOrderKeys.detail(orderId) });
    },
  });
}
