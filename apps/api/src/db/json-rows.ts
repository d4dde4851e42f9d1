import { getTableColumns, getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';

// Rows of a table carried as JSON inside another query (a booking's items, trips, photos in its own row), so a
// list and its details are one statement instead of one per table. json_build_object keys them as the schema does
// and each value is read back through its column, as a plain select reads it (timestamps become Dates).

/**
 * A column named with its table, always: a select from one table writes its columns bare, which inside a correlated
 * subquery would name the inner table's column of the same name.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** `json_build_object('id', t.id, 'bookingId', t.booking_id, ...)`: one row of `table` as JSON, keyed as in the schema. */
export function jsonRow(table: Table): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${qualified(column)}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A JSON value as the driver hands it: parsed already (postgres.js, PGlite) or as text. */
export function parsedJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** A row of `table` from its `jsonRow` object, each value through its column's decoder. */
export function decodeJsonRow<T extends Table>(table: T, value: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const raw = value[key];
    row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
  }
  return row as T['$inferSelect'];
}
