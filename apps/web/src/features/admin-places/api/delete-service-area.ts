import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys } from './admin-places-keys';

export function deleteServiceArea(id: string) {
  return callEndpoint(contract.adminPlaces.deleteArea, { params: { id }, authScope: 'admin' });
}

/** Re-asks the lists whatever the answer (another admin may have changed them first). */
export function useDeleteServiceArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceArea,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlacesKeys.areas }),
  });
}
