import type { CatalogueCategory } from '@washday/core';

/** Customers only ever see enabled categories and enabled services. */
export function visibleCategories(categories: readonly CatalogueCategory[]): CatalogueCategory[] {
  return categories
    .filter((category) => category.enabled)
    .map((category) => ({ ...category, services: category.services.filter((service) => service.enabled) }));
}

export function countServices(categories: readonly CatalogueCategory[]): number {
  return categories.reduce((total, category) => total + category.services.length, 0);
}
