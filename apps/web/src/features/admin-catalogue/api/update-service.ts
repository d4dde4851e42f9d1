import { contract, type ServiceInput } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { refreshCatalogues } from './admin-catalogue-keys';

export function updateService({ id, body }: { id: string; body: ServiceInput }) {
  return callEndpoint(contract.adminCatalogue.updateService, { params: { id }, body, authScope: 'admin' });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateService, onSettled: () => refreshCatalogues(queryClient) });
}
