// The home's first screen drawn on the server (docs/decisions/0024): the web build compiles this module for Node
// (vite.snapshot.config.ts) and the API renders it once per catalogue version into a guest's `/`, so the page paints
// the real home, with the real catalogue, before its scripts arrive. The app then renders over it (main.tsx).
import type { CatalogueResponse, HomeSnapshotModule } from '@washday/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CustomerApp } from '@/areas/customer/customer-app';
import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { getCatalogueQueryOptions } from '@/features/catalogue/api/get-catalogue';
import { EAGER_PICTURES } from '@/features/catalogue/components/service-grid';
import { visibleCategories } from '@/features/catalogue/utils/catalogue';
import '@/lib/i18n';
import { getSupportContactQueryOptions } from '@/lib/support-contact';

/** Every category (the chips) with only the cards of a phone's first screen: the rest of the page comes with the app. */
export function firstScreenCatalogue(catalogue: CatalogueResponse): CatalogueResponse {
  let left = EAGER_PICTURES;
  const categories = visibleCategories(catalogue.categories).map((category) => {
    const services = category.services.slice(0, left);
    left -= services.length;
    return { ...category, services };
  });
  return { ...catalogue, categories };
}

/** A guest's home, in English, as the app's first render draws it from the same answers. */
export const renderHomeSnapshot: HomeSnapshotModule['renderHomeSnapshot'] = ({ catalogue, support }) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(getCatalogueQueryOptions().queryKey, firstScreenCatalogue(catalogue));
  queryClient.setQueryData(getSupportContactQueryOptions().queryKey, support);
  queryClient.setQueryData(getSessionQueryOptions().queryKey, null);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <CustomerApp />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};
