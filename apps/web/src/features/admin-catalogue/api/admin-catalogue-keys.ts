import type { QueryClient } from '@tanstack/react-query';

export const adminCatalogueKeys = {
  all: ['admin', 'catalogue'] as const,
};

/**
 * After a change: operations' catalogue, and the public one this browser may hold (features/catalogue's
 * ['catalogue'] query, which Book for User prices from). Other browsers revalidate with the ETag.
 */
export function refreshCatalogues(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  ]);
}
