import { contract, type ServiceAreaInput } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys } from './admin-places-keys';

export function createServiceArea(body: ServiceAreaInput) {
  return callEndpoint(contract.adminPlaces.createArea, { body, authScope: 'admin' });
}

/** Re-asks the lists whatever the answer (another admin may have changed them first). */
export function useCreateServiceArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceArea,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlacesKeys.areas }),
  });
}
