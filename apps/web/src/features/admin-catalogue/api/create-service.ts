import { contract, type ServiceInput } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { refreshCatalogues } from './admin-catalogue-keys';

export function createService(body: ServiceInput) {
  return callEndpoint(contract.adminCatalogue.createService, { body, authScope: 'admin' });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createService, onSettled: () => refreshCatalogues(queryClient) });
}
