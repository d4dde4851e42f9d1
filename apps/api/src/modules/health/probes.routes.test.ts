import { describe, expect, it, vi } from 'vitest';
import { livenessResponseSchema, readinessResponseSchema } from '@washday/core';
import { RedisEventBus, redisChannel, type BusEvent } from '../../events/event-bus.js';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../../test/redis.js';
import { useTestApp } from '../../test/test-app.js';
import { checkReadiness } from './probes.routes.js';

const redisUp = await redisReachable();
const silentLog = { warn: () => {}, error: () => {}, info: () => {} } as unknown as Parameters<typeof RedisEventBus.connect>[2];

// /livez and /readyz (decision 0036): liveness never asks the database; readiness names each check.

describe('liveness and readiness', () => {
  const ctx = useTestApp();
  const livez = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/livez' });
    expect(res.statusCode).toBe(200);
    expect(livenessResponseSchema.parse(res.json())).toEqual({ alive: true });
    expect(res.headers['cache-control']).toBe('no-store');
  };
  const readyz = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    return { status: res.statusCode, body: readinessResponseSchema.parse(res.json()), headers: res.headers };
  };

  it('is not ready while starting, and says which steps are pending', async () => {
    const { status, body, headers } = await readyz();
    expect(status).toBe(503);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toEqual({
      ready: false,
      checks: { migrations: 'pending', jobQueue: 'pending', database: 'ok', redis: 'off', draining: false },
    });
    await livez();
  });

  it('is not ready once started until the job queue is confirmed too', async () => {
    ctx.app.runState.confirmed.migrations = true;
    ctx.app.runState.markReady();
    expect((await readyz()).body).toMatchObject({ ready: false, checks: { migrations: 'ok', jobQueue: 'pending' } });
    ctx.app.runState.confirmed.jobQueue = true;
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body).toEqual({
      ready: true,
      checks: { migrations: 'ok', jobQueue: 'ok', database: 'ok', redis: 'off', draining: false },
    });
  });

  it('is not ready when the database does not answer, while liveness asks nothing of it', async () => {
    const ping = vi.spyOn(ctx.database, 'ping').mockRejectedValue(new Error('connection refused'));
    try {
      const { status, body } = await readyz();
      expect(status).toBe(503);
      expect(body).toMatchObject({ ready: false, checks: { database: 'down', migrations: 'ok', jobQueue: 'ok' } });
      ping.mockClear();
      await livez();
      expect(ping).not.toHaveBeenCalled();
    } finally {
      ping.mockRestore();
    }
    expect((await readyz()).status).toBe(200);
  });

  it('is not ready once draining, and stays live', async () => {
    ctx.app.runState.startDraining();
    const { status, body } = await readyz();
    expect(status).toBe(503);
    expect(body).toMatchObject({ ready: false, checks: { draining: true, database: 'ok' } });
    await livez();
  });
});

describe('readiness with Redis', () => {
  const ready = {
    runState: { phase: 'ready', confirmed: { migrations: true, jobQueue: true } },
    database: { ping: async () => {} },
  };

  it('is not ready when Redis does not answer PING, and ready when it does', async () => {
    const redis = (ping: () => Promise<void>) => ({ ...ready, liveEvents: { bus: { name: 'redis', ping } } });
    const down = await checkReadiness(redis(async () => Promise.reject(new Error('ECONNREFUSED'))));
    expect(down).toMatchObject({ ready: false, checks: { redis: 'down', database: 'ok' } });
    const up = await checkReadiness(redis(async () => {}));
    expect(up).toMatchObject({ ready: true, checks: { redis: 'ok' } });
  });

  it('gives the database and Redis about a second each', async () => {
    const database = vi.fn(async (_timeoutMs?: number) => {});
    const bus = vi.fn(async (_timeoutMs?: number) => {});
    await checkReadiness({ ...ready, database: { ping: database }, liveEvents: { bus: { name: 'redis', ping: bus } } });
    expect(database).toHaveBeenCalledWith(1000);
    expect(bus).toHaveBeenCalledWith(1000);
  });
});

describe.runIf(redisUp)('the Redis bus: PING and lag', () => {
  it('answers PING while connected and refuses it at once once disconnected', async () => {
    const bus = await RedisEventBus.connect(TEST_REDIS_URL, redisChannel(uniqueRedisPrefix()), silentLog);
    await expect(bus.ping(1000)).resolves.toBeUndefined();
    await bus.close();
    await expect(bus.ping(1000)).rejects.toThrow();
  });

  it('times each event from its publishing to its arrival, and hands on the event without that time', async () => {
    const lags: number[] = [];
    const bus = await RedisEventBus.connect(TEST_REDIS_URL, redisChannel(uniqueRedisPrefix()), silentLog, (s) => lags.push(s));
    try {
      const received = new Promise<BusEvent>((resolve) => bus.subscribe(['someone'], resolve));
      await bus.publish({ id: 7, recipient: 'someone', event: 'test', data: { a: 1 } });
      expect(await received).toEqual({ id: 7, recipient: 'someone', event: 'test', data: { a: 1 } });
      expect(lags).toHaveLength(1);
      expect(lags[0]).toBeGreaterThanOrEqual(0);
    } finally {
      await bus.close();
    }
  });
});
