import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { serviceCategories, services } from '../../db/schema/index.js';

/** Every category and every service, disabled ones included, in display order. */
export async function listCatalogueRows(db: DbOrTx) {
  const [categories, serviceRows] = await Promise.all([
    // A category added to an existing database may share a sort order with an older one; the id breaks the tie.
    db.select().from(serviceCategories).orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id)),
    db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id)),
  ]);
  return { categories, services: serviceRows };
}

export type CatalogueRows = Awaited<ReturnType<typeof listCatalogueRows>>;
