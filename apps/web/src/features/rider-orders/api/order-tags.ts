import { contract } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { riderOrderKeys } from './rider-order-keys';

/** The tags on one pickup; under the rider's keys, so logging out clears them. */
export const orderTagsKey = (orderId: string) => [...riderOrderKeys.all, 'tags', orderId] as const;

export function useOrderTags(orderId: string) {
  return useQuery({
    queryKey: orderTagsKey(orderId),
    queryFn: ({ signal }) => callEndpoint(contract.riderTags.list, { params: { orderId }, signal, authScope: 'rider' }),
  });
}

/** Attach a scanned or typed label; the answer holds the order's tags, which replace the cached list. */
export function useAttachTag(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      callEndpoint(contract.riderTags.attach, { params: { orderId }, body: { code }, authScope: 'rider' }),
    networkMode: 'always',
    onSuccess: ({ kind, tags }) => queryClient.setQueryData(orderTagsKey(orderId), { success: true as const, kind, tags }),
  });
}

export function useRemoveTag(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => callEndpoint(contract.riderTags.remove, { params: { orderId, tagId }, authScope: 'rider' }),
    networkMode: 'always',
    onSuccess: ({ kind, tags }) => queryClient.setQueryData(orderTagsKey(orderId), { success: true as const, kind, tags }),
  });
}
