import type { CatalogueCategory, CatalogueService } from './catalogue-schema.js';

/** Matches name, description or category (id or name), case-insensitively. */
export function filterServices(
  categories: readonly CatalogueCategory[],
  { categoryId, query }: { categoryId?: string | null; query?: string | null },
): CatalogueService[] {
  const needle = (query ?? '').trim().toLowerCase();
  const selected = categoryId && categoryId !== 'all' ? categories.filter((c) => c.id === categoryId) : categories;
  return selected.flatMap((category) =>
    category.services.filter(
      (service) =>
        !needle ||
        service.name.toLowerCase().includes(needle) ||
        service.description.toLowerCase().includes(needle) ||
        category.id.toLowerCase().includes(needle) ||
        category.name.toLowerCase().includes(needle),
    ),
  );
}
