import { and, asc, eq, max, sql } from 'drizzle-orm';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  SERVICE_PICTURES,
  categoryIncludes,
  paiseToRupees,
  rupeesToPaise,
  type AdminCategory,
  type AdminCategorySummary,
  type AdminService,
  type CategoryValues,
  type ServiceFlags,
  type ServiceValues,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { serviceCategories, services } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { violates } from '../../db/constraint-violation.js';
import { freeId, randomSlug, slugify } from '../../db/readable-ids.js';

type CategoryRow = typeof serviceCategories.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

/*
 * Every write here commits on its own (no transaction spans a call); the routes then drop the public catalogue's
 * in-memory copy on every instance (modules/catalogue/catalogue-cache.ts). A write made elsewhere must do the same.
 */

const PICTURE_PATHS = new Set(SERVICE_PICTURES.map((p) => p.path));

function toService(row: ServiceRow): AdminService {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    nameHi: row.nameHi,
    descriptionHi: row.descriptionHi,
    price: paiseToRupees(row.pricePaise),
    unit: row.unit,
    popular: row.popular,
    enabled: row.enabled,
    minQuantity: row.minQuantity,
    estimatedTime: row.estimatedTime,
    image: row.image,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An umbrella ('dry-clean') has no services of its own: choosing it shows the categories it groups. */
const groupsOthers = (id: string, all: readonly { id: string }[]) =>
  all.some((other) => other.id !== id && categoryIncludes(id, other.id));

function toCategory(row: CategoryRow, all: readonly { id: string }[]): AdminCategorySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nameHi: row.nameHi,
    descriptionHi: row.descriptionHi,
    icon: row.icon,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    groupsOthers: groupsOthers(row.id, all),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every category and service, disabled ones included, in the order customers see them. */
export async function listAdminCatalogue(db: DbOrTx): Promise<AdminCategory[]> {
  const [categoryRows, serviceRows] = await Promise.all([
    db.select().from(serviceCategories).orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id)),
    db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id)),
  ]);
  return categoryRows.map((c) => ({
    ...toCategory(c, categoryRows),
    services: serviceRows.filter((s) => s.categoryId === c.id).map(toService),
  }));
}

// ---- services ----

async function serviceCategory(db: DbOrTx, id: string): Promise<CategoryRow> {
  const all = await db.select().from(serviceCategories);
  const category = all.find((c) => c.id === id);
  if (!category) throw badRequest(M.unknownCategory(id), 'categoryId');
  if (groupsOthers(id, all)) throw badRequest(M.umbrellaCategory(category.name), 'categoryId');
  return category;
}

async function checkServiceName(db: DbOrTx, category: CategoryRow, name: string, exceptId: string | null) {
  const [clash] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.categoryId, category.id),
        sql`lower(${services.name}) = lower(${name})`,
        exceptId ? sql`${services.id} <> ${exceptId}` : undefined,
      ),
    );
  if (clash) throw serviceNameTaken(name, category.name);
}

const serviceNameTaken = (name: string, category: string) =>
  new AppError(409, M.serviceNameTaken(name, category), { code: 'CONFLICT', field: 'name' });

function serviceColumns(input: ServiceValues) {
  return {
    categoryId: input.categoryId,
    name: input.name,
    description: input.description,
    // Left out of the body: the saved Hindi stays (drizzle skips an undefined column).
    nameHi: input.nameHi,
    descriptionHi: input.descriptionHi,
    pricePaise: rupeesToPaise(input.price),
    unit: input.unit,
    popular: input.popular,
    enabled: input.enabled,
    minQuantity: input.minQuantity,
    estimatedTime: input.estimatedTime,
    image: input.image,
  };
}

async function getService(db: DbOrTx, id: string): Promise<ServiceRow> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row) throw notFound(M.serviceNotFound);
  return row;
}

export async function createService(db: DbOrTx, input: ServiceValues): Promise<AdminService> {
  const category = await serviceCategory(db, input.categoryId);
  if (!PICTURE_PATHS.has(input.image)) throw badRequest(M.pictureUnknown, 'image');
  await checkServiceName(db, category, input.name, null);
  const [last] = await db.select({ n: max(services.sortOrder) }).from(services);
  for (let attempt = 0; ; attempt++) {
    const id = await freeId(db, services, services.id, `${category.id}-${slugify(input.name, 60) || randomSlug()}`);
    try {
      const [row] = await db
        .insert(services)
        .values({ id, ...serviceColumns(input), sortOrder: (last?.n ?? 0) + 1 })
        .returning();
      return toService(row!);
    } catch (error) {
      if (violates(error, 'services_category_name_uq')) throw serviceNameTaken(input.name, category.name);
      if (violates(error, 'services_pkey') && attempt < 3) continue;
      throw error;
    }
  }
}

/** Saves a service. Bookings keep the prices on their own lines (booking_items), so only new orders see a new price. */
export async function updateService(db: DbOrTx, id: string, input: ServiceValues): Promise<AdminService> {
  const existing = await getService(db, id);
  const category = await serviceCategory(db, input.categoryId);
  // A picture set before this screen existed (an older URL) may stay; a new choice comes from the shipped set.
  if (input.image !== existing.image && !PICTURE_PATHS.has(input.image)) throw badRequest(M.pictureUnknown, 'image');
  await checkServiceName(db, category, input.name, id);
  try {
    const [row] = await db.update(services).set(serviceColumns(input)).where(eq(services.id, id)).returning();
    return toService(row!);
  } catch (error) {
    if (violates(error, 'services_category_name_uq')) throw serviceNameTaken(input.name, category.name);
    throw error;
  }
}

/** The table's switches: only the flags sent change, so a stale row on screen cannot undo another admin's edit. */
export async function setServiceFlags(
  db: DbOrTx,
  id: string,
  flags: ServiceFlags,
): Promise<{ service: AdminService; message: string }> {
  const [row] = await db
    .update(services)
    .set({
      ...(flags.enabled !== undefined ? { enabled: flags.enabled } : {}),
      ...(flags.popular !== undefined ? { popular: flags.popular } : {}),
    })
    .where(eq(services.id, id))
    .returning();
  if (!row) throw notFound(M.serviceNotFound);
  const message =
    flags.enabled !== undefined
      ? (flags.enabled ? M.serviceEnabled : M.serviceDisabled)(row.name)
      : (flags.popular ? M.servicePopular : M.serviceNotPopular)(row.name);
  return { service: toService(row), message };
}

// ---- categories ----

const categoryNameTaken = (name: string) => new AppError(409, M.categoryNameTaken(name), { code: 'CONFLICT', field: 'name' });

async function checkCategoryName(db: DbOrTx, name: string, exceptId: string | null) {
  const [clash] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(
      and(
        sql`lower(${serviceCategories.name}) = lower(${name})`,
        exceptId ? sql`${serviceCategories.id} <> ${exceptId}` : undefined,
      ),
    );
  if (clash) throw categoryNameTaken(name);
}

async function categorySummary(db: DbOrTx, row: CategoryRow): Promise<AdminCategorySummary> {
  return toCategory(row, await db.select({ id: serviceCategories.id }).from(serviceCategories));
}

export async function createCategory(db: DbOrTx, input: CategoryValues): Promise<AdminCategorySummary> {
  await checkCategoryName(db, input.name, null);
  for (let attempt = 0; ; attempt++) {
    // 'all' is the customer app's chip for every category, never a category of its own.
    const id = await freeId(db, serviceCategories, serviceCategories.id, slugify(input.name, 50) || `category-${randomSlug()}`, [
      'all',
    ]);
    try {
      const [row] = await db
        .insert(serviceCategories)
        .values({ id, ...input })
        .returning();
      return categorySummary(db, row!);
    } catch (error) {
      if (violates(error, 'service_categories_name_uq')) throw categoryNameTaken(input.name);
      if (violates(error, 'service_categories_pkey') && attempt < 3) continue;
      throw error;
    }
  }
}

export async function updateCategory(db: DbOrTx, id: string, input: CategoryValues): Promise<AdminCategorySummary> {
  await checkCategoryName(db, input.name, id);
  try {
    const [row] = await db.update(serviceCategories).set(input).where(eq(serviceCategories.id, id)).returning();
    if (!row) throw notFound(M.categoryNotFound);
    return categorySummary(db, row);
  } catch (error) {
    if (violates(error, 'service_categories_name_uq')) throw categoryNameTaken(input.name);
    throw error;
  }
}
