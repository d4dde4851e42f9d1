import http from 'node:http';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { DRAIN_RECONNECT_MS } from '../events/event-streams.js';
import { raiseEvent } from '../events/live-events.service.js';
import { listenOnLoopback, openEventStream } from '../test/event-stream-client.js';
import { createCustomer, tokenFor } from '../test/identity-fixtures.js';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../test/redis.js';
import { bearer, testEnv, TestClock } from '../test/test-app.js';
import { resetDatabase, workerDatabase } from '../test/test-database.js';
import { shutDownGracefully } from './graceful-shutdown.js';

const redisUp = await redisReachable();

/** A promise and the function that settles it. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A fake process.exit: `code` settles with the first exit code; `calls` counts them. */
function fakeExit() {
  const exited = signal<number>();
  const calls: number[] = [];
  return {
    code: exited.promise,
    calls,
    exit: (code: number) => {
      calls.push(code);
      exited.resolve(code);
    },
  };
}

/** GET on a connection of its own, with its status, `connection` header and body. */
function get(url: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: new http.Agent({ keepAlive: true }) }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

/** Whether a new TCP connection to the server is taken or refused. */
function tryConnect(baseUrl: string): Promise<'connected' | 'refused'> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', () => resolve('refused'));
  });
}

/** Lets every pending callback and I/O of this turn run: what a shutdown that did not wait would do meanwhile. */
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('graceful shutdown', () => {
  let database: Database;
  let secondPool: Database | undefined;
  const clock = new TestClock();
  const built: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await workerDatabase();
    await resetDatabase(database);
    // On PostgreSQL the second instance has its own pool, as a second process would; the embedded database has one owner.
    const connection = database.queueConnection;
    secondPool = 'connectionString' in connection ? await openDatabase({ url: connection.connectionString }) : undefined;
  });
  afterAll(async () => {
    for (const app of built) if (app.runState.phase !== 'draining') await app.close();
    await secondPool?.close();
  });

  /** An app on the test database (not ready yet: a test may add a route or a job first). */
  async function instance(
    options: { pool?: Database; logs?: string[]; env?: Record<string, string> } = {},
  ): Promise<FastifyInstance> {
    const logs = options.logs;
    const logger = logs
      ? { level: 'info', stream: new Writable({ write: (chunk: Buffer, _e, done) => (logs.push(String(chunk)), done()) }) }
      : false;
    const app = await buildApp({ env: testEnv(options.env), database: options.pool ?? database, logger, clock });
    built.push(app);
    return app;
  }

  let gate = signal();
  let slowStarted = signal();
  beforeEach(() => {
    gate = signal();
    slowStarted = signal();
  });
  /** A route that answers once the test opens the gate. */
  const addSlowRoute = (app: FastifyInstance) =>
    app.get('/slow', async () => {
      slowStarted.resolve();
      await gate.promise;
      return { done: true };
    });

  it('finishes a request in flight with 200 and closes its connection, refuses new connections and reads draining', async () => {
    const app = await instance();
    addSlowRoute(app);
    const baseUrl = await listenOnLoopback(app);
    expect(await tryConnect(baseUrl)).toBe('connected');
    const slow = get(`${baseUrl}/slow`);
    await slowStarted.promise;

    const exiting = fakeExit();
    const shutdown = shutDownGracefully(app, { timeoutMs: 60_000, exit: exiting.exit, reason: 'SIGTERM' });
    expect(app.runState.phase).toBe('draining');
    expect(await tryConnect(baseUrl)).toBe('refused');
    // A second signal while draining: the same drain goes on, nothing is closed twice.
    expect(shutDownGracefully(app, { timeoutMs: 60_000, exit: exiting.exit, reason: 'SIGTERM' })).toBe(shutdown);
    await turns(5);
    expect(exiting.calls).toEqual([]);

    gate.resolve();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: JSON.stringify({ done: true }) });
    await shutdown;
    expect(exiting.calls).toEqual([0]);
  });

  it('lingers before it stops listening: a request on a new connection is still served, closing its connection', async () => {
    const app = await instance();
    const baseUrl = await listenOnLoopback(app);
    const exiting = fakeExit();
    const linger = signal();
    const shutdown = shutDownGracefully(app, { timeoutMs: 60_000, exit: exiting.exit, lingerUntil: linger.promise });
    expect(app.runState.phase).toBe('draining');
    // A proxy's pooled connection used meanwhile is answered, and closed after its answer.
    expect(await get(`${baseUrl}/livez`)).toMatchObject({ status: 200, connection: 'close' });
    linger.resolve();
    await shutdown;
    expect(await tryConnect(baseUrl)).toBe('refused');
    expect(exiting.calls).toEqual([0]);
  });

  /** Stream on A, A shuts down, the browser resumes on B: on these instances' buses (`env`). */
  async function resumesElsewhere(phone: string, env?: Record<string, string>) {
    const a = await instance({ env });
    const b = await instance({ pool: secondPool, env });
    const customer = (await createCustomer(a, phone)).id;
    const auth = bearer(await tokenFor(a, 'customer', customer));
    const raise = (app: FastifyInstance, n: number) =>
      raiseEvent({ db: app.database.db, bus: app.liveEvents.bus }, { kind: 'customer', id: customer }, 'booking.updated', {
        booking_id: `b${n}`,
        status: 'in_progress',
      });
    const onA = await openEventStream(await listenOnLoopback(a), auth);
    const baseB = await listenOnLoopback(b);
    try {
      await raise(a, 1);
      const first = await onA.next();
      expect(first).toMatchObject({ event: 'booking.updated', data: { booking_id: 'b1' } });

      const exiting = fakeExit();
      const shutdown = shutDownGracefully(a, { timeoutMs: 60_000, exit: exiting.exit, reason: 'SIGTERM' });
      // Raised while A drains, and after it has gone: both only in the database as far as A's stream is concerned.
      await raise(b, 2);
      const reconnect = await onA.next();
      expect(reconnect).toMatchObject({ event: 'reconnect', id: '' });
      expect(reconnect!.retry).toBeGreaterThanOrEqual(DRAIN_RECONNECT_MS.base);
      expect(reconnect!.retry).toBeLessThan(DRAIN_RECONNECT_MS.base + DRAIN_RECONNECT_MS.spread);
      expect(await onA.ends()).toBe(true);
      expect(await exiting.code).toBe(0);
      await shutdown;
      await raise(b, 3);

      // What the browser does next: the same request, to whichever instance answers, with the last id it saw.
      const onB = await openEventStream(baseB, { ...auth, 'last-event-id': first!.id });
      try {
        const resumed = [await onB.next(), await onB.next()];
        expect(resumed.map((e) => (e?.data as { booking_id: string }).booking_id)).toEqual(['b2', 'b3']);
        expect(Number(resumed[0]!.id)).toBeGreaterThan(Number(first!.id));
        // Live from here on, and nothing replayed twice before it.
        await raise(b, 4);
        expect(await onB.next()).toMatchObject({ data: { booking_id: 'b4' } });
      } finally {
        onB.close();
      }
    } finally {
      onA.close();
    }
  }
  it('tells a stream to reconnect; resumed on the other instance, it gets every event raised meanwhile, once', () =>
    resumesElsewhere('9855600001'));
  it.skipIf(!redisUp)('does the same with the instances on one Redis', () =>
    resumesElsewhere('9855600003', { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisPrefix() }),
  );

  it('answers a stream opened on a draining instance with the reconnect frame at once', async () => {
    const app = await instance();
    const customer = (await createCustomer(app, '9855600002')).id;
    app.liveEvents.drain();
    const stream = await openEventStream(await listenOnLoopback(app), bearer(await tokenFor(app, 'customer', customer)));
    expect(stream.res.status).toBe(200);
    expect(await stream.next()).toMatchObject({ event: 'reconnect' });
    expect(await stream.ends()).toBe(true);
  });

  it('lets the running job finish before the app and its database close', async () => {
    const app = await instance();
    const order: string[] = [];
    const name = `test-shutdown-${randomBytes(4).toString('hex')}`;
    const jobStarted = signal();
    const jobGate = signal();
    app.jobs.define({
      name,
      pollingIntervalSeconds: 0.5,
      run: async () => {
        jobStarted.resolve();
        await jobGate.promise;
        // Still has its database.
        await app.database.db.execute(sql`select 1`);
        order.push('job finished');
      },
    });
    app.addHook('onClose', async () => void order.push('app closed'));
    const stopAsked = signal();
    const stop = app.jobs.stop.bind(app.jobs);
    app.jobs.stop = () => {
      stopAsked.resolve();
      return stop();
    };
    await app.ready();
    await app.jobs.start();
    await app.jobs.send(name, {});
    await jobStarted.promise;

    const exiting = fakeExit();
    const shutdown = shutDownGracefully(app, { timeoutMs: 60_000, exit: exiting.exit, reason: 'SIGTERM' });
    await stopAsked.promise;
    await turns(10);
    expect(order).toEqual([]);
    expect(exiting.calls).toEqual([]);

    jobGate.resolve();
    expect(await exiting.code).toBe(0);
    await shutdown;
    expect(order).toEqual(['job finished', 'app closed']);
  });

  it('past its deadline cuts what is still open, logs what it waited for and exits 1', async () => {
    const logs: string[] = [];
    const app = await instance({ logs });
    addSlowRoute(app);
    const baseUrl = await listenOnLoopback(app);
    const slow = get(`${baseUrl}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await slowStarted.promise;

    const exiting = fakeExit();
    const shutdown = shutDownGracefully(app, { timeoutMs: 5, exit: exiting.exit, reason: 'SIGTERM' });
    expect(await exiting.code).toBe(1);
    expect(await slow).toBe('cut');
    const line = logs
      .map((l) => JSON.parse(l) as { msg: string; waitingFor?: string })
      .find((l) => l.msg.includes('not drained'));
    expect(line).toMatchObject({ waitingFor: 'requests in flight' });
    gate.resolve();
    await shutdown;
    expect(exiting.calls).toEqual([1]);
  });
});
