import { contract, type StageScan, type VendorScanStage } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { vendorOrderKeys } from './vendor-orders';

/** An order's tags at intake or packing; under the vendor's keys, so signing out clears them. */
export const stageScanKey = (orderId: string, stage: VendorScanStage) =>
  [...vendorOrderKeys.all, 'scans', orderId, stage] as const;

export function useStageScan(orderId: string, stage: VendorScanStage) {
  return useQuery({
    queryKey: stageScanKey(orderId, stage),
    queryFn: ({ signal }) =>
      callEndpoint(contract.vendorScans.read, { params: { id: orderId }, query: { stage }, signal, authScope: 'vendor' }),
    select: (answer): StageScan => answer.scan,
  });
}

/** Scans a code in; the answer holds the stage's whole state, which replaces the cached one at once. */
export function useScanTag(orderId: string, stage: VendorScanStage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      callEndpoint(contract.vendorScans.scan, { params: { id: orderId }, body: { stage, code }, authScope: 'vendor' }),
    onSuccess: ({ scan }) => queryClient.setQueryData(stageScanKey(orderId, stage), { success: true as const, scan }),
  });
}
