// The built-in catalogue from core in the API's shape, for the edit dialog's tests.
import { builtInCatalogue, type CatalogueCategory } from '@washday/core';

export const FALLBACK_CATALOGUE_FOR_TESTS: CatalogueCategory[] = builtInCatalogue();
