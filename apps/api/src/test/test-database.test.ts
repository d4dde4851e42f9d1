import { appendFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from '../db/client.js';
import { JobQueue } from '../jobs/job-queue.js';
import { resetDatabase, schemaKey, snapshotPath, workerDatabase } from './test-database.js';

let database: Database;

beforeAll(async () => {
  database = await workerDatabase();
});

async function count(table: string): Promise<number> {
  const result = await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
  return rows[0]!.n;
}

describe('a reset database (each test file starts from one)', () => {
  it('holds no jobs, finished jobs or schedules an earlier file left in the queue', async () => {
    const queue = new JobQueue(database, pino({ level: 'silent' }));
    queue.define({ name: 'left-behind', cron: '0 3 * * *', pollingIntervalSeconds: 60, run: async () => ({}) });
    await queue.start();
    await queue.runNow('left-behind');
    await queue.send('left-behind', {}, { startAfter: 3600 });
    await queue.close();
    expect(await count('pgboss.job')).toBeGreaterThan(0);
    expect(await count('pgboss.schedule')).toBeGreaterThan(0);

    await resetDatabase(database);
    expect({
      jobs: await count('pgboss.job'),
      archived: await count('pgboss.archive'),
      schedules: await count('pgboss.schedule'),
    }).toEqual({
      jobs: 0,
      archived: 0,
      schedules: 0,
    });
  });
});

describe("a worker's database (made once per set of migrations, then copied)", () => {
  it('has every migration applied and the job tables in place', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(await count('drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    expect(await count('pgboss.version')).toBe(1);
  });

  it('is copied only from a snapshot of the same migrations', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'washday-migrations-'));
    cpSync(migrationsFolder(), folder, { recursive: true });
    const key = schemaKey(folder);
    expect(key).toBe(schemaKey());
    const [first] = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    appendFileSync(path.join(folder, first!), '\n-- changed\n');
    expect(schemaKey(folder)).not.toBe(key);
    expect(snapshotPath(schemaKey(folder))).not.toBe(snapshotPath(key));
    rmSync(folder, { recursive: true });
  });
});
