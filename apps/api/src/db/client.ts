import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import postgres from 'postgres';
import * as schema from './schema/index.js';
import { DURABLE_START_PARAMS, DurableNodeFS, syncNewDataDir } from './durable-pglite.js';
import { pgliteExecutor, type SqlExecutor } from './pglite-executor.js';
import { preparingClient } from './preparing-client.js';
import { preparingPglite } from './preparing-pglite.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either, so a service can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connections the app's client opens at most (metrics); the embedded database has one. */
  maxConnections: number;
  /** Throws when the database does not answer within the time limit. */
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** How the job queue reaches this database: its own small pool on a server, or the embedded database's one connection. */
  queueConnection: { connectionString: string } | { executeSql: SqlExecutor };
  /**
   * Gives back the space of removed rows and gathers the planner's statistics, where nothing else does: PGlite runs
   * PostgreSQL as one standalone backend, without autovacuum. Absent on a server, whose autovacuum does it.
   */
  upkeep?: () => Promise<void>;
  /** The embedded database's whole data folder as a tarball, which `loadDataDir` starts another one from (PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
}

/** The app's postgres.js pool on a server (pg-boss keeps its own 3, decision 0010). */
const APP_POOL_MAX = 10;

/** The session advisory lock that serialises migrations across instances (class 5 of the two-key locks). */
const MIGRATION_LOCK = [5, 0] as const;

export type DatabaseOptions =
  | {
      url: string;
      migrationsSchema?: string;
      /** Off for a pooler that cannot keep them (PgBouncer before 1.21, or without max_prepared_statements). */
      preparedStatements?: boolean;
    }
  | {
      dataDir: string | null;
      /** In memory only: start from this data folder (a `dumpDataDir` tarball) rather than from an empty cluster. */
      loadDataDir?: Blob;
    };

/** The checked-in migrations: `apps/api/drizzle` from the sources, or copied next to the bundle in a build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/db → apps/api/drizzle in development; dist → apps/api/drizzle after a build.
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations not found; looked in ${candidates.join(', ')}`);
  return found;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const prepare = options.preparedStatements !== false;
    const client = postgres(options.url, { max: APP_POOL_MAX, onnotice: () => {}, connect_timeout: 10, prepare });
    const db = drizzlePostgres(prepare ? preparingClient(client) : client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      maxConnections: APP_POOL_MAX,
      ping: (timeoutMs = 2000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
      migrate: async () => {
        // Several instances may start at once on one server: one migrates while the others wait, then find it done.
        const lock = await client.reserve();
        try {
          await lock`select pg_advisory_lock(${MIGRATION_LOCK[0]}, ${MIGRATION_LOCK[1]})`;
          await migratePostgres(drizzlePostgres(client, { schema }), {
            migrationsFolder: migrationsFolder(),
            ...(options.migrationsSchema ? { migrationsSchema: options.migrationsSchema } : {}),
          });
        } finally {
          await lock`select pg_advisory_unlock(${MIGRATION_LOCK[0]}, ${MIGRATION_LOCK[1]})`.catch(() => undefined);
          lock.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
      queueConnection: { connectionString: options.url },
    };
  }
  // null dataDir = in memory (tests).
  const embedded = options.dataDir
    ? await openDurablePglite(path.resolve(options.dataDir, 'pglite'))
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  // Statements named and parsed once (preparing-pglite.ts), the job queue's too.
  const client = preparingPglite(embedded);
  const pglite = drizzlePglite(client, { schema });
  const db = pglite as unknown as Db;
  return {
    db,
    kind: 'pglite',
    maxConnections: 1,
    ping: (timeoutMs = 2000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    migrate: () => migratePglite(pglite, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    queueConnection: { executeSql: pgliteExecutor(client) },
    // A simple query, outside any transaction, as VACUUM must be.
    upkeep: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
    dumpDataDir: () => embedded.dumpDataDir('none'),
  };
}

/** An embedded database on disk whose commits reach the disk before they are acknowledged (durable-pglite.ts). */
async function openDurablePglite(dataDir: string): Promise<PGlite> {
  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ fs: new DurableNodeFS(dataDir), startParams: DURABLE_START_PARAMS });
  if (created) await syncNewDataDir(dataDir);
  return client;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      promise,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Database did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
