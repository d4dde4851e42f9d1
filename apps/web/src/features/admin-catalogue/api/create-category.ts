import { contract, type CategoryInput } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { refreshCatalogues } from './admin-catalogue-keys';

export function createCategory(body: CategoryInput) {
  return callEndpoint(contract.adminCatalogue.createCategory, { body, authScope: 'admin' });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSettled: () => refreshCatalogues(queryClient) });
}
