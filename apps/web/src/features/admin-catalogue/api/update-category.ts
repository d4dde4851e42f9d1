import { contract, type CategoryInput } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { refreshCatalogues } from './admin-catalogue-keys';

export function updateCategory({ id, body }: { id: string; body: CategoryInput }) {
  return callEndpoint(contract.adminCatalogue.updateCategory, { params: { id }, body, authScope: 'admin' });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSettled: () => refreshCatalogues(queryClient) });
}
