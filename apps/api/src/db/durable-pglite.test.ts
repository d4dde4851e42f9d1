import fs, { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client.js';

// The embedded database on disk: a commit is acknowledged only after fsync has reached the disk.
// Before, PGlite ran PostgreSQL with fsync off and its file layer ignored fsync: 0 calls for 172 commits.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'washday-durable-'));
let database: Database;

function rows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

describe('embedded database on disk', () => {
  beforeAll(async () => {
    database = await openDatabase({ dataDir });
    await database.db.execute(sql`create table durable_probe (id serial primary key, note text not null)`);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs PostgreSQL with fsync on, flushing the WAL with fsync()', async () => {
    const setting = async (name: string) =>
      rows<Record<string, string>>(await database.db.execute(sql.raw(`show ${name}`)))[0]![name];
    expect(await setting('fsync')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('fsync');
    expect(await setting('synchronous_commit')).toBe('on');
  });

  it('calls fsync for every commit before acknowledging it', async () => {
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      for (let i = 0; i < 5; i++) {
        const before = fsync.mock.calls.length;
        await database.db.execute(sql`insert into durable_probe (note) values (${`commit ${i}`})`);
        expect(fsync.mock.calls.length).toBeGreaterThan(before);
      }
    } finally {
      fsync.mockRestore();
    }
  });

  it('keeps what was committed across a reopen', async () => {
    await database.close();
    database = await openDatabase({ dataDir });
    const [count] = rows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from durable_probe`));
    expect(count!.n).toBe(5);
  });
});
