import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { LatLng } from '@washday/core';

/**
 * Great-circle km from a point to a row's position by the haversine formula (earth radius 6371 km, as core's
 * haversineKm), rounded to two decimals; null when the row has no position.
 */
export function distanceKmSql(lat: AnyColumn, lng: AnyColumn, from: LatLng): SQL<number | null> {
  const fLat = sql`${from.lat}::float8`;
  const fLng = sql`${from.lng}::float8`;
  const h = sql`power(sin(radians(${lat} - ${fLat}) / 2), 2) + cos(radians(${fLat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${fLng}) / 2), 2)`;
  return sql<
    number | null
  >`case when ${lat} is null or ${lng} is null then null else round((2 * 6371 * asin(least(1, sqrt(${h}))))::numeric, 2)::float8 end`;
}
