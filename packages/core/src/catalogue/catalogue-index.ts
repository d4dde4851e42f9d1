import type { CatalogueCategory, CatalogueService } from './catalogue-schema.js';

/** The catalogue's services by id. */
export type CatalogueIndex = ReadonlyMap<string, CatalogueService>;

/**
 * The catalogue indexed by service id, the one rule every screen reads it by: each service once, found in whichever
 * category lists it (disabled ones too, since booked lines still name them). Where a category repeats another's
 * services (an umbrella), the first listing wins.
 */
export function indexCatalogue(categories: readonly CatalogueCategory[]): CatalogueIndex {
  const index = new Map<string, CatalogueService>();
  for (const category of categories)
    for (const service of category.services) if (!index.has(service.id)) index.set(service.id, service);
  return index;
}
