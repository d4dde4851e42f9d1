import { categoryIncludes, paiseToRupees, type CatalogueCategory } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { listEnabledCategoriesWithServices } from './catalogue.repository.js';

/**
 * The enabled catalogue, grouped by category, in display order. Categories left with no enabled service
 * are omitted, except an umbrella ('dry-clean') while a category it covers has services.
 */
export async function getEnabledCatalogue(db: DbOrTx): Promise<CatalogueCategory[]> {
  const rows = await listEnabledCategoriesWithServices(db);
  const byId = new Map<string, CatalogueCategory>();
  for (const { category, service } of rows) {
    let entry = byId.get(category.id);
    if (!entry) {
      entry = { id: category.id, name: category.name, icon: category.icon, description: category.description, enabled: true, services: [] };
      byId.set(category.id, entry);
    }
    if (service?.enabled) {
      entry.services.push({
        id: service.id,
        name: service.name,
        description: service.description,
        price: paiseToRupees(service.pricePaise),
        unit: service.unit,
        category: category.id,
        estimatedTime: service.estimatedTime,
        image: service.image,
        popular: service.popular,
        enabled: true,
        minQuantity: service.minQuantity,
      });
    }
  }
  const all = [...byId.values()];
  return all.filter((c) => c.services.length > 0 || all.some((other) => other.services.length > 0 && other.id !== c.id && categoryIncludes(c.id, other.id)));
}
