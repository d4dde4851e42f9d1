import { and, arrayContains, asc, count, desc, eq, ilike, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  VENDOR_MESSAGES,
  categoryIncludes,
  toStoredPhone,
  type VendorRecord,
  type VendorSort,
  type VendorStatusFilter,
  type VendorValues,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, serviceCategories, vendors } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { violates } from '../../db/constraint-violation.js';
import { freeId, randomSlug, slugify } from '../../db/readable-ids.js';

type VendorRow = typeof vendors.$inferSelect;

export interface VendorListQuery {
  status: VendorStatusFilter;
  search?: string | undefined;
  service?: string | undefined;
  sort: VendorSort;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** Orders still moving: a vendor keeps them when it is deactivated. */
const openOrders = (db: DbOrTx) =>
  db
    .select({ vendorId: bookings.vendorId, n: count().as('n') })
    .from(bookings)
    .where(and(isNotNull(bookings.vendorId), notInArray(bookings.status, ['completed', 'cancelled'])))
    .groupBy(bookings.vendorId)
    .as('open_orders');

function toRecord(row: VendorRow, open: number, categoryOrder: ReadonlyMap<string, number>): VendorRecord {
  const rank = (id: string) => categoryOrder.get(id) ?? Number.MAX_SAFE_INTEGER;
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    coordinates: { lat: row.lat, lng: row.lng },
    services: [...row.services].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
    contactPhone:
      row.contactPhone.startsWith('91') && row.contactPhone.length === 12 ? row.contactPhone.slice(2) : row.contactPhone,
    rating: Number(row.rating),
    isActive: row.isActive,
    openOrders: open,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function categoryOrder(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id));
  return new Map(rows.map((r, i) => [r.id, i]));
}

function searchCondition(search: string): SQL | undefined {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(vendors.name, pattern),
    ilike(vendors.address, pattern),
    ilike(vendors.id, pattern),
    // A phone typed with spaces or +91 still finds the vendor.
    digits.length >= 4 ? ilike(vendors.contactPhone, `%${digits}%`) : undefined,
  );
}

const SORTS: Record<VendorSort, SQL | typeof vendors.rating | typeof vendors.updatedAt> = {
  name: sql`lower(${vendors.name})`,
  rating: vendors.rating,
  updated: vendors.updatedAt,
};

/** A page of vendors (with open order counts), and how many are active and inactive in all. */
export async function listVendors(db: DbOrTx, query: VendorListQuery) {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(vendors.isActive, query.status === 'active'));
  if (query.search) conditions.push(searchCondition(query.search)!);
  if (query.service) conditions.push(arrayContains(vendors.services, [query.service]));
  const where = conditions.length ? and(...conditions) : undefined;
  const open = openOrders(db);
  const direction = query.order === 'desc' ? desc : asc;
  const offset = (query.page - 1) * query.limit;

  const [rows, [total], [counts], order] = await Promise.all([
    db
      .select({ vendor: vendors, openOrders: sql<number>`coalesce(${open.n}, 0)::int` })
      .from(vendors)
      .leftJoin(open, eq(open.vendorId, vendors.id))
      .where(where)
      .orderBy(direction(SORTS[query.sort]), asc(sql`lower(${vendors.name})`), asc(vendors.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(vendors).where(where),
    db
      .select({
        active: sql<number>`count(*) filter (where ${vendors.isActive})::int`,
        inactive: sql<number>`count(*) filter (where not ${vendors.isActive})::int`,
      })
      .from(vendors),
    categoryOrder(db),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    vendors: rows.map((r) => toRecord(r.vendor, r.openOrders, order)),
    pagination: { page: query.page, limit: query.limit, total: totalCount, hasMore: offset + rows.length < totalCount },
    counts: { active: counts?.active ?? 0, inactive: counts?.inactive ?? 0 },
  };
}

async function getVendorRecord(db: DbOrTx, id: string): Promise<VendorRecord> {
  const open = openOrders(db);
  const [row] = await db
    .select({ vendor: vendors, openOrders: sql<number>`coalesce(${open.n}, 0)::int` })
    .from(vendors)
    .leftJoin(open, eq(open.vendorId, vendors.id))
    .where(eq(vendors.id, id));
  if (!row) throw notFound(VENDOR_MESSAGES.notFound);
  return toRecord(row.vendor, row.openOrders, await categoryOrder(db));
}

/** The categories must exist, and be ones that hold services: an umbrella ('dry-clean') would match no order line. */
async function checkServices(db: DbOrTx, ids: readonly string[]): Promise<void> {
  const categories = await db.select({ id: serviceCategories.id, name: serviceCategories.name }).from(serviceCategories);
  for (const [index, id] of ids.entries()) {
    const category = categories.find((c) => c.id === id);
    if (!category) throw badRequest(VENDOR_MESSAGES.unknownCategory(id), `services.${index}`);
    if (categories.some((other) => other.id !== id && categoryIncludes(id, other.id))) {
      throw badRequest(VENDOR_MESSAGES.umbrellaCategory(category.name), `services.${index}`);
    }
  }
}

async function checkNameFree(db: DbOrTx, name: string, exceptId: string | null): Promise<void> {
  const [clash] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(sql`lower(${vendors.name}) = lower(${name})`, exceptId ? sql`${vendors.id} <> ${exceptId}` : undefined));
  if (clash) throw nameTaken(name);
}

const nameTaken = (name: string) => new AppError(409, VENDOR_MESSAGES.nameTaken(name), { code: 'CONFLICT', field: 'name' });

/** The first free id of 'vendor-<slug>', 'vendor-<slug>-2', ... (a random suffix for a name with nothing to slug). */
const freeVendorId = (db: DbOrTx, name: string) => freeId(db, vendors, vendors.id, `vendor-${slugify(name) || randomSlug()}`);

function columns(input: VendorValues) {
  return {
    name: input.name,
    address: input.address,
    lat: input.coordinates.lat,
    lng: input.coordinates.lng,
    services: input.services,
    contactPhone: toStoredPhone(input.contactPhone),
    rating: input.rating,
  };
}

export async function createVendor(db: DbOrTx, input: VendorValues): Promise<VendorRecord> {
  await checkServices(db, input.services);
  await checkNameFree(db, input.name, null);
  // Two admins adding the same name at once: the unique index decides; a clash on the id itself takes the next one.
  for (let attempt = 0; ; attempt++) {
    const id = await freeVendorId(db, input.name);
    try {
      await db.insert(vendors).values({ id, ...columns(input), isActive: true });
      return getVendorRecord(db, id);
    } catch (error) {
      if (violates(error, 'vendors_name_uq')) throw nameTaken(input.name);
      if (violates(error, 'vendors_pkey') && attempt < 3) continue;
      throw error;
    }
  }
}

export async function updateVendor(db: DbOrTx, id: string, input: VendorValues): Promise<VendorRecord> {
  const [existing] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id));
  if (!existing) throw notFound(VENDOR_MESSAGES.notFound);
  await checkServices(db, input.services);
  await checkNameFree(db, input.name, id);
  try {
    await db.update(vendors).set(columns(input)).where(eq(vendors.id, id));
  } catch (error) {
    if (violates(error, 'vendors_name_uq')) throw nameTaken(input.name);
    throw error;
  }
  return getVendorRecord(db, id);
}

/**
 * Deactivates or reactivates. A deactivated vendor cannot be assigned (order-transitions checks is_active); orders
 * already there stay with it and move through their vendor stages as before.
 */
export async function setVendorActive(db: DbOrTx, id: string, isActive: boolean): Promise<VendorRecord> {
  // Only a change of state writes, so of two admins deactivating at once the second hears it was already done.
  const changed = await db
    .update(vendors)
    .set({ isActive })
    .where(and(eq(vendors.id, id), eq(vendors.isActive, !isActive)))
    .returning({ id: vendors.id });
  if (changed.length === 0) {
    const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id));
    if (!row) throw notFound(VENDOR_MESSAGES.notFound);
    throw conflict(isActive ? VENDOR_MESSAGES.alreadyActive : VENDOR_MESSAGES.alreadyInactive);
  }
  return getVendorRecord(db, id);
}
