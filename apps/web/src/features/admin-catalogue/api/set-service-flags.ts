import { contract, type EndpointBody, type EndpointResponse } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminCatalogueKeys, refreshCatalogues } from './admin-catalogue-keys';

type Catalogue = EndpointResponse<typeof contract.adminCatalogue.list>;
export type ServiceFlagsChange = { id: string } & EndpointBody<typeof contract.adminCatalogue.setServiceFlags>;

export function setServiceFlags({ id, ...body }: ServiceFlagsChange) {
  return callEndpoint(contract.adminCatalogue.setServiceFlags, { params: { id }, body, authScope: 'admin' });
}

/**
 * The table's Enabled and Popular switches: the switch moves at once, and moves back if the server refuses
 * (the caller says so); either way the catalogue is read again.
 */
export function useSetServiceFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceFlags,
    onMutate: async ({ id, ...flags }) => {
      await queryClient.cancelQueries({ queryKey: adminCatalogueKeys.all });
      const before = queryClient.getQueryData<Catalogue>(adminCatalogueKeys.all);
      if (before) {
        queryClient.setQueryData<Catalogue>(adminCatalogueKeys.all, {
          ...before,
          categories: before.categories.map((c) => ({
            ...c,
            services: c.services.map((s) => (s.id === id ? { ...s, ...flags } : s)),
          })),
        });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(adminCatalogueKeys.all, context.before);
    },
    onSettled: () => refreshCatalogues(queryClient),
  });
}
