import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys } from './admin-places-keys';

export function setServiceAreaStatus({ id, isActive }: { id: string; isActive: boolean }) {
  return callEndpoint(contract.adminPlaces.setAreaStatus, { params: { id }, body: { isActive }, authScope: 'admin' });
}

/** Re-asks the lists whatever the answer (another admin may have changed them first). */
export function useSetServiceAreaStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceAreaStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlacesKeys.areas }),
  });
}
