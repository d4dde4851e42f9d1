import type { CatalogueCategory, CatalogueService } from './catalogue-schema.js';

/** The spec's umbrella category (customer-app.md §3): choosing it shows every category whose id contains it. */
export const DRY_CLEAN_CATEGORY_ID = 'dry-clean';

/** Whether choosing `selectedId` (a category id, or 'all') shows the services of category `categoryId`. */
export function categoryIncludes(selectedId: string, categoryId: string): boolean {
  if (selectedId === 'all' || selectedId === categoryId) return true;
  return selectedId === DRY_CLEAN_CATEGORY_ID && categoryId.includes(DRY_CLEAN_CATEGORY_ID);
}

/**
 * Text as search compares it: case folded, and Hindi spelt either way matches (ज़/ज, with or without the nukta;
 * एँ/एं, chandrabindu or anusvara), as people type both.
 */
function searchFold(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902');
}

/** Matches name, description or category (id or name), in English or Hindi, case-insensitively. */
export function filterServices(
  categories: readonly CatalogueCategory[],
  { categoryId, query }: { categoryId?: string | null; query?: string | null },
): CatalogueService[] {
  const needle = searchFold((query ?? '').trim());
  const selected = categoryId ? categories.filter((c) => categoryIncludes(categoryId, c.id)) : categories;
  const matches = (...texts: Array<string | undefined>) =>
    texts.some((text) => text !== undefined && searchFold(text).includes(needle));
  return selected.flatMap((category) =>
    category.services.filter(
      (service) =>
        !needle ||
        matches(service.name, service.description, service.nameHi, service.descriptionHi) ||
        matches(category.id, category.name, category.nameHi),
    ),
  );
}
