import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys } from './admin-places-keys';

export function setServiceLocationStatus({ id, isActive }: { id: string; isActive: boolean }) {
  return callEndpoint(contract.adminPlaces.setLocationStatus, { params: { id }, body: { isActive }, authScope: 'admin' });
}

export function useSetServiceLocationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceLocationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlacesKeys.locations }),
  });
}
