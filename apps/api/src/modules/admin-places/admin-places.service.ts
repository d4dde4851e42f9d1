import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  PLACE_MESSAGES,
  csvRows,
  SERVICE_AREA_LIMIT,
  type Outline,
  type ServiceArea,
  type ServiceAreaValues,
  type ServiceLocation,
  type ServiceLocationStatusFilter,
  type ServiceLocationType,
  type ServiceLocationValues,
  type SlotCapacityMap,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { serviceAreas, serviceLocations } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { violates } from '../../db/constraint-violation.js';

// Both tables are read by the serviceability check on every call (no cache), so a write here applies to the next check.

type LocationRow = typeof serviceLocations.$inferSelect;
type AreaRow = typeof serviceAreas.$inferSelect;

export interface LocationListQuery {
  search?: string | undefined;
  type?: ServiceLocationType | undefined;
  status: ServiceLocationStatusFilter;
  page: number;
  limit: number;
}

const toLocation = (row: LocationRow): ServiceLocation => ({
  id: row.id,
  name: row.name,
  type: row.type,
  value: row.value,
  description: row.description,
  priority: row.priority,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const toArea = (row: AreaRow): ServiceArea => ({
  id: row.id,
  city: row.city,
  area: row.area,
  pincode: row.pincode,
  isActive: row.isActive,
  outline: row.polygon && row.polygon.length >= 4 ? { type: 'Polygon', coordinates: [row.polygon] } : null,
  slotCapacity: row.slotCapacity,
  addedAt: row.addedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listLocations(db: DbOrTx, query: LocationListQuery) {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(serviceLocations.isActive, query.status === 'active'));
  if (query.type) conditions.push(eq(serviceLocations.type, query.type));
  if (query.search) {
    const pattern = escapeLike(query.search);
    conditions.push(
      or(
        ilike(serviceLocations.name, pattern),
        ilike(serviceLocations.value, pattern),
        ilike(serviceLocations.description, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const offset = (query.page - 1) * query.limit;
  const [rows, [total], [counts]] = await Promise.all([
    db
      .select()
      .from(serviceLocations)
      .where(where)
      .orderBy(desc(serviceLocations.priority), asc(sql`lower(${serviceLocations.name})`), asc(serviceLocations.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(serviceLocations).where(where),
    db
      .select({
        active: sql<number>`count(*) filter (where ${serviceLocations.isActive})::int`,
        inactive: sql<number>`count(*) filter (where not ${serviceLocations.isActive})::int`,
      })
      .from(serviceLocations),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    locations: rows.map(toLocation),
    pagination: { page: query.page, limit: query.limit, total: totalCount, hasMore: offset + rows.length < totalCount },
    counts: { active: counts?.active ?? 0, inactive: counts?.inactive ?? 0 },
  };
}

/** A pincode is stored as its 6 digits, so the check's exact comparison finds it. */
const storedValue = (input: ServiceLocationValues) => (input.type === 'pincode' ? input.value.replace(/\s/g, '') : input.value);

const duplicateLocation = (input: ServiceLocationValues) =>
  new AppError(409, PLACE_MESSAGES.locationDuplicate(input.type, storedValue(input)), { code: 'CONFLICT', field: 'value' });

function locationColumns(input: ServiceLocationValues) {
  return {
    name: input.name,
    type: input.type,
    value: storedValue(input),
    description: input.description,
    priority: input.priority,
    isActive: input.isActive,
  };
}

export async function createLocation(db: DbOrTx, input: ServiceLocationValues): Promise<ServiceLocation> {
  try {
    const [row] = await db.insert(serviceLocations).values(locationColumns(input)).returning();
    return toLocation(row!);
  } catch (error) {
    if (violates(error, 'service_locations_type_value_uq')) throw duplicateLocation(input);
    throw error;
  }
}

export async function updateLocation(db: DbOrTx, id: string, input: ServiceLocationValues): Promise<ServiceLocation> {
  try {
    const [row] = await db
      .update(serviceLocations)
      .set({ ...locationColumns(input), updatedAt: new Date() })
      .where(eq(serviceLocations.id, id))
      .returning();
    if (!row) throw notFound(PLACE_MESSAGES.locationNotFound);
    return toLocation(row);
  } catch (error) {
    if (violates(error, 'service_locations_type_value_uq')) throw duplicateLocation(input);
    throw error;
  }
}

export async function setLocationActive(db: DbOrTx, id: string, isActive: boolean): Promise<ServiceLocation> {
  const [row] = await db
    .update(serviceLocations)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(serviceLocations.id, id))
    .returning();
  if (!row) throw notFound(PLACE_MESSAGES.locationNotFound);
  return toLocation(row);
}

export async function deleteLocation(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db.delete(serviceLocations).where(eq(serviceLocations.id, id)).returning({ name: serviceLocations.name });
  if (!row) throw notFound(PLACE_MESSAGES.locationNotFound);
  return row.name;
}

export async function listAreas(db: DbOrTx) {
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(serviceAreas)
      .orderBy(asc(sql`lower(${serviceAreas.city})`), asc(sql`lower(${serviceAreas.area})`))
      .limit(SERVICE_AREA_LIMIT),
    db
      .select({
        active: sql<number>`count(*) filter (where ${serviceAreas.isActive})::int`,
        inactive: sql<number>`count(*) filter (where not ${serviceAreas.isActive})::int`,
      })
      .from(serviceAreas),
  ]);
  return { areas: rows.map(toArea), counts: { active: counts?.active ?? 0, inactive: counts?.inactive ?? 0 } };
}

const ringOf = (outline: Outline | null | undefined) => (outline ? (outline.coordinates[0] as [number, number][]) : null);

export async function createArea(db: DbOrTx, input: ServiceAreaValues): Promise<ServiceArea> {
  try {
    const [row] = await db
      .insert(serviceAreas)
      .values({ city: input.city, area: input.area, pincode: input.pincode, polygon: ringOf(input.outline), isActive: true })
      .returning();
    return toArea(row!);
  } catch (error) {
    if (violates(error, 'service_areas_city_area_uq'))
      throw new AppError(409, PLACE_MESSAGES.areaDuplicate(input.area, input.city), { code: 'CONFLICT', field: 'area' });
    throw error;
  }
}

export async function setAreaActive(db: DbOrTx, id: string, isActive: boolean): Promise<ServiceArea> {
  const [row] = await db.update(serviceAreas).set({ isActive, updatedAt: new Date() }).where(eq(serviceAreas.id, id)).returning();
  if (!row) throw notFound(PLACE_MESSAGES.areaNotFound);
  return toArea(row);
}

export async function setAreaOutline(db: DbOrTx, id: string, outline: Outline | null): Promise<ServiceArea> {
  const [row] = await db
    .update(serviceAreas)
    .set({ polygon: ringOf(outline), updatedAt: new Date() })
    .where(eq(serviceAreas.id, id))
    .returning();
  if (!row) throw notFound(PLACE_MESSAGES.areaNotFound);
  return toArea(row);
}

export async function setAreaSlotCapacity(db: DbOrTx, id: string, capacity: SlotCapacityMap): Promise<ServiceArea> {
  const [row] = await db
    .update(serviceAreas)
    .set({ slotCapacity: capacity, updatedAt: new Date() })
    .where(eq(serviceAreas.id, id))
    .returning();
  if (!row) throw notFound(PLACE_MESSAGES.areaNotFound);
  return toArea(row);
}

export async function deleteArea(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db.delete(serviceAreas).where(eq(serviceAreas.id, id)).returning({ area: serviceAreas.area });
  if (!row) throw notFound(PLACE_MESSAGES.areaNotFound);
  return row.area;
}

/** The areas as CSV; core's csvRows keeps formula-like text (`=…`, `;=…`) as text for spreadsheets. */
export async function areasCsv(db: DbOrTx): Promise<string> {
  const { areas } = await listAreas(db);
  const header = ['id', 'city', 'area', 'pincode', 'is_active', 'added_at', 'outline_points'];
  const rows = areas.map((a) => [
    a.id,
    a.city,
    a.area,
    a.pincode,
    a.isActive,
    a.addedAt,
    a.outline ? a.outline.coordinates[0]!.length - 1 : 0,
  ]);
  return `${csvRows([header, ...rows])}\r\n`;
}

export async function areasGeoJson(db: DbOrTx) {
  const { areas } = await listAreas(db);
  return {
    type: 'FeatureCollection' as const,
    features: areas.map((a) => ({
      type: 'Feature' as const,
      id: a.id,
      geometry: a.outline,
      properties: { city: a.city, area: a.area, pincode: a.pincode, isActive: a.isActive, addedAt: a.addedAt },
    })),
  };
}
