import { contract, type ServiceLocationInput } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys } from './admin-places-keys';

export function updateServiceLocation({ id, body }: { id: string; body: ServiceLocationInput }) {
  return callEndpoint(contract.adminPlaces.updateLocation, { params: { id }, body, authScope: 'admin' });
}

/** Re-asks the lists whatever the answer (another admin may have changed them first). */
export function useUpdateServiceLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlacesKeys.locations }),
  });
}
