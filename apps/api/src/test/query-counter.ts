import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import type { Database, Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';

/** A second Drizzle instance on the same connection that counts the statements it sends, and keeps their text. */
export function countingDb(database: Database): { db: Db; queries: () => number; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : (drizzlePostgres(client as Sql, { schema, logger }) as unknown as Db);
  return { db, queries: () => statements.length, statements };
}
