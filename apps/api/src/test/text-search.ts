import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Rows as either driver hands them: an array (postgres.js) or `{ rows }` (PGlite). */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows);

/**
 * Where in the app's database these texts appear: every text and JSON column of every table in the public schema (read
 * from information_schema), case-insensitively. Answers 'table.column: text' for each hit, so a test can expect none.
 */
export async function textsFoundIn(database: Database, texts: readonly string[]): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
      order by c.table_name, c.ordinal_position`),
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const text of texts) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const [hit] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${pattern}`,
        ),
      );
      if (hit && hit.n > 0) found.push(`${table}.${column}: ${text}`);
    }
  }
  return found;
}
