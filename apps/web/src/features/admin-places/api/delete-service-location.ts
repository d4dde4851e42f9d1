import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys } from './admin-places-keys';

export function deleteServiceLocation(id: string) {
  return callEndpoint(contract.adminPlaces.deleteLocation, { params: { id }, authScope: 'admin' });
}

export function useDeleteServiceLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlacesKeys.locations }),
  });
}
