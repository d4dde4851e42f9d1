import { builtInCatalogue, type CatalogueCategory } from '@washday/core';

/**
 * The built-in catalogue from core in the API's shape, used when the catalogue cannot be loaded (spec §3). Its own
 * module, loaded only then (hooks/use-visible-catalogue.ts): the first load does not carry it.
 */
export const FALLBACK_CATALOGUE: readonly CatalogueCategory[] = builtInCatalogue();
