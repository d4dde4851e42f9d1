import { contract, type VendorOrder, type VendorStage } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

/** Every vendor query starts with this key: signing out removes them all. */
export const vendorOrderKeys = { all: ['vendor'] as const, board: ['vendor', 'board'] as const };

export function useVendorBoard(refetchInterval: number | false) {
  return useQuery({
    queryKey: vendorOrderKeys.board,
    queryFn: ({ signal }) => callEndpoint(contract.vendor.orders, { signal, authScope: 'vendor' }),
    refetchInterval,
  });
}

/** Marks the next stage; the board is refetched, so the order moves to its new list. */
export function useSetVendorStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stage }: { id: string; stage: VendorStage }) =>
      callEndpoint(contract.vendor.setStage, { params: { id }, body: { stage }, authScope: 'vendor' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorOrderKeys.board }),
  });
}

export function useSetRackPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rackPosition }: { id: string; rackPosition: string }) =>
      callEndpoint(contract.vendor.setRack, { params: { id }, body: { rackPosition }, authScope: 'vendor' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorOrderKeys.board }),
  });
}

export type { VendorOrder };
