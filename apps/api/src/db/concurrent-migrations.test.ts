import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { serverUrl } from '../test/test-database.js';
import { migrationsFolder, openDatabase } from './client.js';

const server = serverUrl();

describe.skipIf(!server)('migrations on a PostgreSQL server (DATABASE_URL)', () => {
  it('two instances starting at once on a fresh database both come up migrated', async () => {
    const admin = postgres(server!, { max: 1, onnotice: () => {} });
    const name = `washday_migrate_${randomUUID().slice(0, 8)}`;
    await admin.unsafe(`create database ${name}`);
    try {
      const url = new URL(server!);
      url.pathname = `/${name}`;
      const [first, second] = await Promise.all([openDatabase({ url: url.toString() }), openDatabase({ url: url.toString() })]);
      try {
        await Promise.all([first.migrate(), second.migrate()]);
        const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        const result = await second.db.execute<{ applied: number }>(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        );
        const rows = (Array.isArray(result) ? result : (result as { rows: { applied: number }[] }).rows) as { applied: number }[];
        const row = rows[0];
        expect(row?.applied).toBe(journal.entries.length);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
