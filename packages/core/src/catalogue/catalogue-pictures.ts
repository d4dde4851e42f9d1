import type { CatalogueCategory, CatalogueService } from './catalogue-schema.js';
import { serviceImagePath } from './catalogue-data.js';

/** A service's picture as the customer app shows it: the catalogue's image, else the picture shipped for its id. */
export function servicePicturePath(service: Pick<CatalogueService, 'id' | 'image'>): string {
  return service.image || serviceImagePath(service.id);
}

/** The home's first picture with every category shown (its largest paint): the page asks for it before its script runs. */
export function firstServicePicture(categories: readonly Pick<CatalogueCategory, 'services'>[]): string | undefined {
  const first = categories.find((category) => category.services.length > 0)?.services[0];
  return first ? servicePicturePath(first) : undefined;
}
