import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { testEnv } from '../test/test-app.js';
import { workerDatabase } from '../test/test-database.js';
import { AccessLog } from './access-log.js';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

/** A pino destination that keeps the lines written to it. */
function capture(): { stream: Writable; lines: Line[] } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      callback();
    },
  });
  return { stream, lines };
}

const DEBUG = 20;
const INFO = 30;
const WARN = 40;
const ERROR = 50;
const SLOW_MS = 60;

/** Time the slow handlers have spent, on top of the real time, on the clock Fastify times requests with. */
let spent = 0;

/** Work that takes `ms` on that clock: the handler waits, and that much has gone when it carries on. */
async function takes(ms: number): Promise<void> {
  await Promise.resolve();
  spent += ms;
}

/** Fastify's clock (node:perf_hooks' performance.now), moved on by what the handlers spend. */
function timeRequestsOnTheTestClock() {
  spent = 0;
  const now = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => now() + spent);
}

async function serverWith(level: string) {
  const { stream, lines } = capture();
  const app = Fastify({ logger: { level, stream }, logController: new AccessLog(SLOW_MS) });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('broken on purpose');
  });
  app.get('/slow', async () => {
    await takes(SLOW_MS + 40);
    return { ok: true };
  });
  app.get('/stream', { config: { longLived: true } }, async () => {
    await takes(SLOW_MS + 40);
    return 'data: done\n\n';
  });
  await app.ready();
  return { app, lines: () => lines.filter((line) => line.msg !== 'broken on purpose') };
}

describe('access log', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await app?.close();
    app = undefined;
  });

  it('writes nothing for a quick success at info, and one line for each failure', async () => {
    const server = await serverWith('info');
    app = server.app;
    expect((await app.inject('/ok')).statusCode).toBe(200);
    expect(server.lines()).toEqual([]);

    const missing = await app.inject({ method: 'POST', url: '/missing?x=1' });
    expect(missing.statusCode).toBe(404);
    const boom = await app.inject('/boom');
    expect(boom.statusCode).toBe(500);

    const [notFound, failed, ...rest] = server.lines();
    expect(rest).toEqual([]);
    expect(notFound).toMatchObject({
      level: INFO,
      msg: 'request completed',
      req: { method: 'POST', url: '/missing?x=1' },
      res: { statusCode: 404 },
    });
    expect(notFound?.reqId).toEqual(expect.any(String));
    expect(notFound?.responseTime).toEqual(expect.any(Number));
    expect(failed).toMatchObject({
      level: ERROR,
      msg: 'request completed',
      req: { method: 'GET', url: '/boom' },
      res: { statusCode: 500 },
    });
  });

  it('logs every request, once, at debug', async () => {
    const server = await serverWith('debug');
    app = server.app;
    await app.inject('/ok');
    expect(server.lines()).toEqual([
      expect.objectContaining({ level: DEBUG, msg: 'request completed', res: { statusCode: 200 } }),
    ]);
  });

  it('warns of a slow request, but not of a stream that stays open by design', async () => {
    timeRequestsOnTheTestClock();
    const server = await serverWith('info');
    app = server.app;
    await app.inject('/slow');
    await app.inject('/stream');
    const lines = server.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: WARN, msg: 'slow request', req: { url: '/slow' }, res: { statusCode: 200 } });
    expect(lines[0]?.responseTime).toBeGreaterThanOrEqual(SLOW_MS);
  });

  it("is the app's access log: a failure's line carries the request id the client was given", async () => {
    const { stream, lines } = capture();
    const api = await buildApp({
      env: testEnv({ LOG_LEVEL: 'info' }),
      database: await workerDatabase(),
      logger: { level: 'info', stream },
    });
    app = api;
    expect((await api.inject('/health')).statusCode).toBe(200);
    const missing = await api.inject('/api/no-such-route');
    expect(missing.statusCode).toBe(404);
    const access = lines.filter((line) => line.msg === 'request completed' || line.msg === 'incoming request');
    expect(access).toEqual([
      expect.objectContaining({ level: INFO, reqId: missing.headers['x-request-id'], res: { statusCode: 404 } }),
    ]);
  });
});
