import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { serverUrl, workerDatabase } from '../test/test-database.js';
import { JobQueue } from './job-queue.js';

// Runs on the embedded database, and on PostgreSQL when DATABASE_URL is set: pg-boss reaches the first
// through our executor and the second through its own pool, and both must behave the same.

const log = pino({ level: 'silent' });
let database: Database;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await workerDatabase();
});

afterEach(async () => {
  while (queues.length > 0) await queues.pop()!.close();
});

function newQueue(options: ConstructorParameters<typeof JobQueue>[2] = {}) {
  const queue = new JobQueue(database, log, options);
  queues.push(queue);
  return queue;
}

/** A fresh queue name per test: pg-boss's tables outlive a test file on the shared database. */
function uniqueName(label: string) {
  return `test-${label}-${randomBytes(4).toString('hex')}`;
}

describe(`job queue (${serverUrl() ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('runs a sent job in a worker and returns what it returned', async () => {
    const queue = newQueue();
    const name = uniqueName('echo');
    const seen: object[] = [];
    queue.define({
      name,
      pollingIntervalSeconds: 30,
      run: async (data: { n: number }) => {
        seen.push(data);
        return { doubled: data.n * 2 };
      },
    });
    await queue.start();
    await expect(queue.runNow(name, { n: 21 })).resolves.toEqual({ doubled: 42 });
    expect(seen).toEqual([{ n: 21 }]);
  });

  it('reports a failed job with its error', async () => {
    const queue = newQueue();
    const name = uniqueName('fails');
    queue.define({
      name,
      run: async () => {
        throw new Error('the provider is down');
      },
    });
    await queue.start();
    await expect(queue.runNow(name)).rejects.toThrow(`Job ${name} failed: the provider is down`);
  });

  it('runs a job on its cron schedule by itself, in India time', async () => {
    const queue = newQueue({ cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 });
    const name = uniqueName('every-minute');
    let resolveRan: () => void;
    const ran = new Promise<void>((resolve) => (resolveRan = resolve));
    queue.define({
      name,
      cron: '* * * * *',
      pollingIntervalSeconds: 0.5,
      run: async () => {
        resolveRan();
        return {};
      },
    });
    await queue.start();
    expect(await queue.schedules()).toContainEqual({ name, cron: '* * * * *', timezone: 'Asia/Kolkata' });
    // Every-minute schedules are always due; the cron check runs each second here.
    await ran;
  });

  it('waits for a running job when it stops', async () => {
    const queue = newQueue();
    const name = uniqueName('slow');
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    queue.define({
      name,
      run: async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
        return {};
      },
    });
    await queue.start();
    const result = queue.runNow(name);
    await running;
    await queue.stop();
    expect(finished).toBe(true);
    await expect(result).resolves.toEqual({});
  });

  it('refuses a job it does not know and jobs defined after it started', async () => {
    const queue = newQueue();
    await queue.start();
    await expect(async () => queue.send('no-such-job')).rejects.toThrow('No job is defined with the name no-such-job');
    expect(() => queue.define({ name: uniqueName('late'), run: async () => ({}) })).toThrow('must be defined before the queue starts');
  });
});
