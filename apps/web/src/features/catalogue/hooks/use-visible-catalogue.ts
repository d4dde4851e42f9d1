import type { CatalogueCategory } from '@washday/core';
import { useMemo } from 'react';
import { useCatalogue } from '../api/get-catalogue';
import { FALLBACK_CATALOGUE, visibleCategories } from '../utils/catalogue';

export type CatalogueSource = 'live' | 'fallback' | 'loading';

/**
 * The categories a customer may see and order from. Live data wins whenever we have it (even if a
 * background refresh failed). Without it, a failed or offline-paused load falls back to the built-in
 * catalogue so the customer still sees prices (customer-app.md §3).
 */
export function useVisibleCatalogue() {
  const catalogue = useCatalogue();
  const source: CatalogueSource = catalogue.data ? 'live' : catalogue.isError || catalogue.isPaused ? 'fallback' : 'loading';
  const categories = useMemo<CatalogueCategory[]>(
    () =>
      visibleCategories(
        source === 'live' && catalogue.data ? catalogue.data.categories : source === 'fallback' ? FALLBACK_CATALOGUE : [],
      ),
    [source, catalogue.data],
  );
  return { catalogue, source, categories };
}
