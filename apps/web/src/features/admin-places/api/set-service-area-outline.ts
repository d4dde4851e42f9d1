import { contract, type Outline } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys } from './admin-places-keys';

export function setServiceAreaOutline({ id, outline }: { id: string; outline: Outline | null }) {
  return callEndpoint(contract.adminPlaces.setAreaOutline, { params: { id }, body: { outline }, authScope: 'admin' });
}

/** Re-asks the lists whatever the answer (another admin may have changed them first). */
export function useSetServiceAreaOutline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceAreaOutline,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlacesKeys.areas }),
  });
}
