// The built-in catalogue from core in the API's shape, for the edit dialog's tests.
import { CATALOGUE_CATEGORIES, CATALOGUE_SERVICES, serviceImagePath, type CatalogueCategory } from '@washday/core';

export const FALLBACK_CATALOGUE_FOR_TESTS: CatalogueCategory[] = CATALOGUE_CATEGORIES.map((category) => ({
  id: category.id,
  name: category.name,
  icon: category.icon,
  description: category.description,
  enabled: true,
  services: CATALOGUE_SERVICES.filter((service) => service.categoryId === category.id).map((service) => ({
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
  })),
}));
