import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { JobQueue } from '../jobs/job-queue.js';
import { resetDatabase, workerDatabase } from './test-database.js';

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
