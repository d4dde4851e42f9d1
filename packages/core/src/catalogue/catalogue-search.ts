import type { CatalogueCategory, CatalogueService } from './catalogue-schema.js';

/** The spec's umbrella category (customer-app.md §3): choosing it shows every category whose id contains it. */
export const DRY_CLEAN_CATEGORY_ID = 'dry-clean';

/** Whether choosing `selectedId` (a category id, or 'all') shows the services of category `categoryId`. */
export function categoryIncludes(selectedId: string, categoryId: string): boolean {
  if (selectedId === 'all' || selectedId === categoryId) return true;
  return selectedId === DRY_CLEAN_CATEGORY_ID && categoryId.includes(DRY_CLEAN_CATEGORY_ID);
}

/** Matches name, description or category (id or name), case-insensitively. */
export function filterServices(
  categories: readonly CatalogueCategory[],
  { categoryId, query }: { categoryId?: string | null; query?: string | null },
): CatalogueService[] {
  const needle = (query ?? '').trim().toLowerCase();
  const selected = categoryId ? categories.filter((c) => categoryIncludes(categoryId, c.id)) : categories;
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
