import type { CatalogueCategory } from '@washday/core';

/**
 * The catalogue as the area has it, for the edit dialogs (the customer's and the admin's) and their item panels:
 * they only read it to add lines and estimate.
 */
export interface EditCatalogue {
  categories: readonly CatalogueCategory[];
  status: 'loading' | 'ready' | 'error';
  onRetry?: () => void;
}
