import { categoryImagePath, servicePicturePath, type CatalogueService } from '@washday/core';
import { useState } from 'react';

/**
 * A service's picture: the catalogue's image (each seeded service has its own, shipped with the app), else its
 * picture by id. If that fails to load (an admin-set URL that broke, a service added without a picture), its
 * category's picture, which always exists.
 */
export function useServiceImage(service: Pick<CatalogueService, 'id' | 'image' | 'category'>) {
  // The same rule as the server's preload of the home's first picture (core's firstServicePicture).
  const primary = servicePicturePath(service);
  const [failed, setFailed] = useState<string | null>(null);
  return {
    src: failed === primary ? categoryImagePath(service.category) : primary,
    onError: () => setFailed(primary),
  };
}
