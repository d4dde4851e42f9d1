import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { inject } from 'vitest';
import { loadEnv } from '../config/env.js';
import { migrationsFolder, openDatabase, type Database } from '../db/client.js';
import { seedReferenceData } from '../db/seed/seed-reference.js';

// One migrated database per test worker (PGlite in memory, or a throwaway database on the
// PostgreSQL server of DATABASE_URL); each test file starts from a reset copy of it.
// PGlite costs hundreds of MB per instance, so it is shared, never made per test. Making one from nothing (initdb, then
// every migration) took 6 s on a quiet machine and over 30 s on a busy one, so a worker starts from a copy of the data
// folder of one made earlier with the same migrations (migratedPglite below).

export const TEST_DATABASE_PREFIX = 'washday_test_';

const state = globalThis as typeof globalThis & { __washdayTestDb?: Promise<Database> };

export function serverUrl(): string | undefined {
  return loadEnv().DATABASE_URL;
}

/**
 * pg-boss's tables, as the app's start makes them before it listens (main.ts): a new booking writes its pickup
 * reminder's job in its own transaction, so the tables must be there even where a test never starts the queue.
 */
async function installJobTables(database: Database, url: string | undefined): Promise<void> {
  const plans = PgBoss.getConstructionPlans();
  if ('executeSql' in database.queueConnection) {
    await database.queueConnection.executeSql(plans);
    return;
  }
  // Several statements: sent as one simple query, which the app's own (preparing) client does not do.
  const client = postgres(url!, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe(plans);
  } finally {
    await client.end();
  }
}

/**
 * What an empty migrated database holds: the migrations, pg-boss's tables and the PGlite that runs them. A snapshot made
 * from other migrations is never used, as its name is this key.
 */
export function schemaKey(folder = migrationsFolder()): string {
  const hash = createHash('sha256');
  const files = [
    'meta/_journal.json',
    ...readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort(),
  ];
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(folder, file)))
      .update('\0');
  hash.update(PgBoss.getConstructionPlans());
  // Its package.json is not exported: found beside the entry point (dist/index.*).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** Where the snapshot of an empty migrated embedded database is kept between runs (the system's temporary folder). */
export function snapshotPath(key = schemaKey()): string {
  return path.join(os.tmpdir(), `washday-test-pglite-${key}.tar`);
}

/**
 * An in-memory PGlite, migrated and with the job tables: loaded from the snapshot of these migrations when there is one,
 * else made from nothing and its data folder saved as that snapshot (written whole, then renamed into place, so a worker
 * beside this one reads either no snapshot or a complete one).
 */
export async function migratedPglite(): Promise<Database> {
  const file = snapshotPath();
  let snapshot: Buffer | undefined;
  try {
    snapshot = readFileSync(file);
  } catch {
    // None yet: made below.
  }
  if (snapshot) {
    const database = await openDatabase({ dataDir: null, loadDataDir: new Blob([new Uint8Array(snapshot)]) });
    try {
      // PGlite starts on its first statement: here, in the hook that asked for the database, not in the first test.
      await database.db.execute(sql`select 1`);
      return database;
    } catch {
      // An unreadable snapshot is made again.
      await database.close().catch(() => undefined);
    }
  }
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await installJobTables(database, undefined);
  const dump = await database.dumpDataDir!();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, file);
  removeStaleSnapshots(file);
  return database;
}

/** Snapshots of other migrations untouched for a day (another branch's, or from before a migration was added). */
function removeStaleSnapshots(keep: string): void {
  const folder = path.dirname(keep);
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (!name.startsWith('washday-test-pglite-') || file === keep) continue;
    try {
      if (statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
    } catch {
      // Gone already, or another run's.
    }
  }
}

async function createWorkerDatabase(): Promise<Database> {
  const url = serverUrl();
  if (!url) {
    const database = await migratedPglite();
    process.once('beforeExit', () => void database.close());
    return database;
  }
  // Given by the global setup, so a run's teardown drops its own databases and not those of a run beside it.
  const run = inject('testRun');
  const name = `${TEST_DATABASE_PREFIX}${run}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  await database.migrate();
  await installJobTables(database, target.toString());
  process.once('beforeExit', () => void database.close());
  return database;
}

export function workerDatabase(): Promise<Database> {
  state.__washdayTestDb ??= createWorkerDatabase();
  return state.__washdayTestDb;
}

/** Empties every table and puts the reference data back: a fresh database for the next test file. */
export async function resetDatabase(database: Database): Promise<void> {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema()`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { tablename: string }[] }).rows) as { tablename: string }[];
  const tables = rows.map((r) => `"${r.tablename}"`);
  if (tables.length > 0) await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  await emptyJobQueue(database);
  await seedReferenceData(database.db);
}

/**
 * The job queue's jobs, finished jobs and schedules go too: files share the worker's database, and jobs an earlier
 * file queued (reminders, messages) would otherwise wait in this file's queues. Queue definitions stay; `start()`
 * updates them.
 */
async function emptyJobQueue(database: Database): Promise<void> {
  await database.db.execute(sql.raw('truncate pgboss.job, pgboss.archive, pgboss.schedule'));
}

/**
 * Drops this run's throwaway databases (run once after all tests), and those earlier runs left behind that nobody is
 * connected to; another run's databases in use on the same server are left alone.
 */
export async function dropTestDatabases(url: string, run: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<
      { datname: string }[]
    >`select datname from pg_database where datname like ${`${TEST_DATABASE_PREFIX}%`}`;
    const own = `${TEST_DATABASE_PREFIX}${run}_`;
    for (const { datname } of rows) {
      if (datname.startsWith(own)) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
      // Without force PostgreSQL refuses a database someone is connected to: that one belongs to a running run.
      else await admin.unsafe(`drop database if exists "${datname}"`).catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
}
