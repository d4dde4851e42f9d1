import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { serviceCategories, services } from '../../db/schema/index.js';

export async function listEnabledCategoriesWithServices(db: DbOrTx) {
  const rows = await db
    .select({ category: serviceCategories, service: services })
    .from(serviceCategories)
    .leftJoin(services, eq(services.categoryId, serviceCategories.id))
    .where(eq(serviceCategories.enabled, true))
    .orderBy(asc(serviceCategories.sortOrder), asc(services.sortOrder));
  return rows;
}
