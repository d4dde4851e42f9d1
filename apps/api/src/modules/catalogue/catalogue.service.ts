import { categoryIncludes, paiseToRupees, type CatalogueCategory, type PricedService } from '@washday/core';
import type { CatalogueRows } from './catalogue.repository.js';

/** The row's Hindi, only what it has: a row without stays as the English-only answer was. */
function hindi(row: { nameHi: string | null; descriptionHi: string | null }): { nameHi?: string; descriptionHi?: string } {
  return { ...(row.nameHi ? { nameHi: row.nameHi } : {}), ...(row.descriptionHi ? { descriptionHi: row.descriptionHi } : {}) };
}

/**
 * The enabled catalogue, grouped by category, in display order. Categories left with no enabled service
 * are omitted, except an umbrella ('dry-clean') while a category it covers has services.
 */
export function enabledCatalogue(rows: CatalogueRows): CatalogueCategory[] {
  const byId = new Map<string, CatalogueCategory>();
  for (const category of rows.categories) {
    if (!category.enabled) continue;
    byId.set(category.id, {
      id: category.id,
      name: category.name,
      icon: category.icon,
      description: category.description,
      ...hindi(category),
      enabled: true,
      services: [],
    });
  }
  for (const service of rows.services) {
    const entry = byId.get(service.categoryId);
    if (!entry || !service.enabled) continue;
    entry.services.push({
      id: service.id,
      name: service.name,
      description: service.description,
      ...hindi(service),
      price: paiseToRupees(service.pricePaise),
      unit: service.unit,
      category: entry.id,
      estimatedTime: service.estimatedTime,
      image: service.image,
      popular: service.popular,
      enabled: true,
      minQuantity: service.minQuantity,
    });
  }
  const all = [...byId.values()];
  return all.filter(
    (c) =>
      c.services.length > 0 ||
      all.some((other) => other.services.length > 0 && other.id !== c.id && categoryIncludes(c.id, other.id)),
  );
}

/** Every service by id, disabled ones included (an order names it and is refused), as booking pricing reads them. */
export function servicesById(rows: Pick<CatalogueRows, 'services'>): ReadonlyMap<string, PricedService> {
  return new Map(
    rows.services.map((s) => [
      s.id,
      {
        id: s.id,
        name: s.name,
        category: s.categoryId,
        unit: s.unit,
        pricePaise: s.pricePaise,
        minQuantity: s.minQuantity,
        enabled: s.enabled,
      },
    ]),
  );
}
