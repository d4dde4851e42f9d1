import postgres from 'postgres';
import type { BenchContext } from './types.js';

/** Where the bench looks for a PostgreSQL server unless told otherwise (--postgres <url>). */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';

/** A postgres.js client that keeps quiet about notices (DROP … IF EXISTS tells of a missing database). */
export const connect = (url: string, max = 1) => postgres(url, { max, onnotice: () => {}, connect_timeout: 5 });

/** The server base URL when a server answers there (its `postgres` database accepts a query), else undefined. */
export async function detectPostgres(serverUrl: string): Promise<string | undefined> {
  const base = serverUrl.replace(/\/+$/, '');
  const sql = connect(`${base}/postgres`);
  try {
    await sql`select 1`;
    return base;
  } catch {
    return undefined;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

export interface BenchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database `name` on the run's PostgreSQL server (dropped first if an earlier run left it), and the
 * function that drops it. Every suite creates its own, so no suite measures another's data.
 */
export async function createDatabase(context: BenchContext, name: string): Promise<BenchDatabase> {
  if (!context.postgresUrl) throw new Error('No PostgreSQL server in this run');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const admin = connect(`${context.postgresUrl}/postgres`);
  const dropIt = () => admin.unsafe(`drop database if exists ${name} with (force)`);
  try {
    await dropIt();
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end({ timeout: 1 });
    throw error;
  }
  return {
    url: `${context.postgresUrl}/${name}`,
    drop: async () => {
      try {
        await dropIt();
      } finally {
        await admin.end({ timeout: 1 });
      }
    },
  };
}
