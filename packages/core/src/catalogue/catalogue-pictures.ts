import type { CatalogueCategory, CatalogueService } from './catalogue-schema.js';

// The picture paths live here, not beside the built-in catalogue's data: the customer's first screen uses them
// without carrying that data (docs/decisions/0039-first-load-budget.md).

/** Where a seeded service's own picture lives in the web app (shipped with it, never hot-linked). */
export function serviceImagePath(serviceId: string): string {
  return `/images/services/${serviceId}.svg`;
}

/** A category's picture: what a service shows when its own picture is missing or fails to load. */
export function categoryImagePath(categoryId: string): string {
  return `/images/categories/${categoryId}.svg`;
}

/** A service's picture as the customer app shows it: the catalogue's image, else the picture shipped for its id. */
export function servicePicturePath(service: Pick<CatalogueService, 'id' | 'image'>): string {
  return service.image || serviceImagePath(service.id);
}

/** The home's first picture with every category shown (its largest paint): the page asks for it before its script runs. */
export function firstServicePicture(categories: readonly Pick<CatalogueCategory, 'services'>[]): string | undefined {
  const first = categories.find((category) => category.services.length > 0)?.services[0];
  return first ? servicePicturePath(first) : undefined;
}
