import type { CatalogueCategory } from '@washday/core';
import { useEffect, useMemo, useState } from 'react';
import { useCatalogue } from '../api/get-catalogue';
import { visibleCategories } from '../utils/catalogue';

type Categories = readonly CatalogueCategory[];
// Fetched the first time the live catalogue cannot be had (the service worker precaches it for offline visits).
let fallbackCatalogue: Categories | undefined;
const loadFallback = async () => (fallbackCatalogue ??= (await import('../utils/fallback-catalogue')).FALLBACK_CATALOGUE);

export type CatalogueSource = 'live' | 'fallback' | 'loading';

/**
 * The categories a customer may see and order from. Live data wins whenever we have it (even if a
 * background refresh failed). Without it, a failed or offline-paused load falls back to the built-in
 * catalogue so the customer still sees prices (customer-app.md §3).
 */
export function useVisibleCatalogue() {
  const catalogue = useCatalogue();
  const failed = !catalogue.data && (catalogue.isError || catalogue.isPaused);
  const [fallback, setFallback] = useState(fallbackCatalogue);
  useEffect(() => {
    // Still loading until it is here; a failed fetch leaves the skeleton, as before the catalogue answered.
    if (failed && !fallback) void loadFallback().then(setFallback, () => undefined);
  }, [failed, fallback]);
  const source: CatalogueSource = catalogue.data ? 'live' : failed && fallback ? 'fallback' : 'loading';
  const categories = useMemo<CatalogueCategory[]>(
    () =>
      visibleCategories(
        source === 'live' && catalogue.data ? catalogue.data.categories : source === 'fallback' && fallback ? fallback : [],
      ),
    [source, catalogue.data, fallback],
  );
  return { catalogue, source, categories };
}
