import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { serviceCategories, services } from '../../db/schema/index.js';

export async function listEnabledCategoriesWithServices(db: DbOrTx) {
  const rows = await db
    .select({ category: serviceCategories, service: services })
    .from(serviceCategories)
    .leftJoin(services, eq(services.categoryId, serviceCategories.id))
    .where(eq(serviceCategories.enabled, true))
    // A category added to an existing database may share a sort order with an older one; the id breaks the tie.
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id), asc(services.sortOrder));
  return rows;
}
