import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_SERVICES,
  serviceImagePath,
  type CatalogueCategory,
  type CatalogueService,
} from '@washday/core';

/** The built-in catalogue from core in the API's shape, used when the catalogue cannot be loaded (spec §3). */
export const FALLBACK_CATALOGUE: readonly CatalogueCategory[] = CATALOGUE_CATEGORIES.map((category) => ({
  id: category.id,
  name: category.name,
  icon: category.icon,
  description: category.description,
  enabled: true,
  services: CATALOGUE_SERVICES.filter((service) => service.categoryId === category.id).map(
    (service): CatalogueService => ({
      id: service.id,
      name: service.name,
      description: service.description,
      price: service.price,
      unit: service.unit,
      category: service.categoryId,
      estimatedTime: service.estimatedTime,
      image: serviceImagePath(service.categoryId),
      popular: service.popular,
      enabled: true,
      minQuantity: service.minQuantity,
    }),
  ),
}));

/** Customers only ever see enabled categories and enabled services. */
export function visibleCategories(categories: readonly CatalogueCategory[]): CatalogueCategory[] {
  return categories
    .filter((category) => category.enabled)
    .map((category) => ({ ...category, services: category.services.filter((service) => service.enabled) }));
}

export function countServices(categories: readonly CatalogueCategory[]): number {
  return categories.reduce((total, category) => total + category.services.length, 0);
}
