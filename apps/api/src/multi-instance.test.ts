import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueResponseSchema } from '@washday/core';
import { buildApp } from './app.js';
import { openDatabase, type Database } from './db/client.js';
import { notify, notifyDepsOf } from './modules/notifications/notify.service.js';
import { listenOnLoopback, openEventStream } from './test/event-stream-client.js';
import { createAdminAccount, createCustomer, signInCustomerViaOtp, tokenFor } from './test/identity-fixtures.js';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from './test/redis.js';
import { bearer, testEnv, TestClock } from './test/test-app.js';
import { resetDatabase, workerDatabase } from './test/test-database.js';

const redisUp = await redisReachable();
const COUPON_CHECKS = 3;

/** Whether `check` comes to hold within `ms`, looking again and again: pub/sub between instances is quick but not synchronous. */
function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  return vi
    .waitFor(
      async () => {
        if (!(await check())) throw new Error('not yet');
      },
      { timeout: ms, interval: 20 },
    )
    .then(
      () => true,
      () => false,
    );
}

const title = `two API instances on one database and one Redis${redisUp ? '' : ' (skipped: no Redis answers at 127.0.0.1:6379)'}`;

describe.skipIf(!redisUp)(title, () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let secondPool: Database | undefined;

  beforeAll(async () => {
    const database = await workerDatabase();
    await resetDatabase(database);
    // On PostgreSQL each instance has its own pool, as two processes would; the embedded database has one owner.
    const connection = database.queueConnection;
    secondPool = 'connectionString' in connection ? await openDatabase({ url: connection.connectionString }) : undefined;
    const env = testEnv({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisPrefix() });
    const rateLimits = { couponChecks: { max: COUPON_CHECKS, windowMs: 60_000 } };
    const clock = new TestClock();
    a = await buildApp({ env, database, logger: false, clock, rateLimits });
    b = await buildApp({ env, database: secondPool ?? database, logger: false, clock, rateLimits });
    await Promise.all([a.ready(), b.ready()]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondPool?.close();
  });

  it('accepts on B a session signed in on A, and refuses it on B once signed out on A', async () => {
    const { token } = await signInCustomerViaOtp(a, '9855500001', 'Asha');
    const profile = await b.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ user: { name: 'Asha' } });
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await b.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('counts a per-address limit once across instances: spent on A, enforced on B', async () => {
    const remoteAddress = `10.88.${randomBytes(2).join('.')}`;
    const check = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/coupons/validate',
        payload: { couponCode: 'FIRST30', orderAmount: 200 },
        remoteAddress,
      });
    for (let i = 0; i < COUPON_CHECKS - 1; i += 1) expect((await check(a)).statusCode).not.toBe(429);
    expect((await check(b)).statusCode).not.toBe(429);
    expect((await check(b)).statusCode).toBe(429);
    expect((await check(a)).statusCode).toBe(429);
  });

  it('delivers an event raised on A to a stream open on B', async () => {
    const customer = (await createCustomer(a, '9855500002')).id;
    const stream = await openEventStream(await listenOnLoopback(b), bearer(await tokenFor(a, 'customer', customer)));
    try {
      expect(stream.res.status).toBe(200);
      const row = await notify(notifyDepsOf(a), {
        recipient: { kind: 'customer', userId: customer },
        type: 'booking_confirmed',
        title: 'Booking confirmed',
        message: 'Booking confirmed.',
        sendMessage: false,
      });
      expect(await stream.next(1000)).toMatchObject({ event: 'notification', data: { id: row.id, title: 'Booking confirmed' } });
    } finally {
      stream.close();
    }
  });

  it("shows a catalogue change made on A in B's next reads, under a new ETag", async () => {
    await createAdminAccount(a);
    const [account] = await a.database.db.query.adminUsers.findMany();
    const admin = bearer(await tokenFor(a, 'admin', account!.id));
    const read = async () => {
      const res = await b.inject({ method: 'GET', url: '/api/services' });
      const ids = catalogueResponseSchema.parse(res.json()).categories.flatMap((c) => c.services.map((s) => s.id));
      return { etag: String(res.headers.etag), ids };
    };
    const before = await read();
    expect(before.ids).toContain('dc-woolen-shawl');
    // B answers from memory now: only the bus can tell it of the change.
    expect(b.catalogue.current).not.toBeNull();

    const off = await a.inject({
      method: 'PATCH',
      url: '/api/admin/services/dc-woolen-shawl',
      headers: admin,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await within(1000, async () => !(await read()).ids.includes('dc-woolen-shawl'))).toBe(true);
    const after = await read();
    expect(after.etag).not.toBe(before.etag);
    expect((await b.inject({ method: 'GET', url: '/api/services', headers: { 'if-none-match': before.etag } })).statusCode).toBe(
      200,
    );
    expect((await b.inject({ method: 'GET', url: '/api/services', headers: { 'if-none-match': after.etag } })).statusCode).toBe(
      304,
    );
  });

  it('runs a job queued on A in the worker of B, once', async () => {
    const name = `test-cross-instance-${randomBytes(4).toString('hex')}`;
    const ran: string[] = [];
    a.jobs.define({ name, pollingIntervalSeconds: 0.5, run: async () => void ran.push('a') });
    b.jobs.define({ name, pollingIntervalSeconds: 0.5, run: async () => void ran.push('b') });
    await Promise.all([a.jobs.start(), b.jobs.start()]);
    // A stops taking work but may still queue it.
    await a.jobs.stop();
    expect(await a.jobs.send(name, {})).toBeTruthy();
    expect(await within(10_000, async () => ran.length > 0)).toBe(true);
    expect(ran).toEqual(['b']);
  });
});
