import { contract, type ServiceLocationInput } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys } from './admin-places-keys';

export function createServiceLocation(body: ServiceLocationInput) {
  return callEndpoint(contract.adminPlaces.createLocation, { body, authScope: 'admin' });
}

/** Re-asks the lists whatever the answer (another admin may have changed them first). */
export function useCreateServiceLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlacesKeys.locations }),
  });
}
