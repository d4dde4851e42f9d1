import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { adminUsers, sessions } from '../db/schema/index.js';
import { createAdmin } from '../modules/admin-auth/admin-auth.service.js';
import { setAdminEmail } from '../modules/admin-auth/admin-password-reset.service.js';
import { notifyDepsOf } from '../modules/notifications/notify.service.js';
import { eventBeforeMarker } from '../test/event-before-marker.js';
import { listenOnLoopback as listen, openEventStream } from '../test/event-stream-client.js';
import { createCustomer, createRider, tokenFor } from '../test/identity-fixtures.js';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../test/redis.js';
import { bearer, testEnv, useTestApp } from '../test/test-app.js';
import { STREAMS_PER_SESSION } from './event-streams.js';
import { raiseEvent } from './live-events.service.js';

// The cross-instance signal test needs Redis and is skipped without it.
const redisUp = await redisReachable();

const riderPosition = (riderId: string) => ({ rider_id: riderId, lat: 28.45, lng: 77.02, at: '2026-11-22T05:30:00.000Z' });

describe('a live event stream lives no longer than its session', () => {
  const ctx = useTestApp();
  let baseUrl = '';
  let phone = 9833300000;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    baseUrl = await listen(ctx.app);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const customer = async () => (await createCustomer(ctx.app, String(++phone))).id;
  const logout = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token), payload: {} });
  async function admin(username: string) {
    await createAdmin(ctx.database.db, { username, password: 'the old password' });
    await setAdminEmail(ctx.database.db, username, `${username}@washday.example`);
    const [row] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, username));
    return row!.id;
  }
  /** Waits until the server has seen every earlier stream's client leave, so counts start from nothing. */
  const settled = () => vi.waitFor(() => expect(ctx.app.liveEvents.size).toBe(0));
  /** Another instance on the same database, with a bus of its own unless `env` names a shared Redis. */
  async function instance(env: Record<string, string> = {}) {
    const app = await buildApp({ env: testEnv(env), database: ctx.database, logger: false, clock: ctx.clock });
    apps.push(app);
    return app;
  }

  it("ends a customer's stream when that session signs out, not the same customer's other session", async () => {
    const id = await customer();
    const [token, other] = [await tokenFor(ctx.app, 'customer', id), await tokenFor(ctx.app, 'customer', id)];
    const stream = await openEventStream(baseUrl, bearer(token));
    const kept = await openEventStream(baseUrl, bearer(other));
    try {
      expect(stream.res.status).toBe(200);
      expect((await logout(ctx.app, token)).statusCode).toBe(200);
      expect(await stream.ends()).toBe(true);
      // The other session's stream still carries events.
      expect(await eventBeforeMarker(ctx.app, kept, { kind: 'customer', id })).toBeNull();
      const again = await ctx.app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { ...bearer(token), accept: 'text/event-stream' },
      });
      expect(again.statusCode).toBe(401);
    } finally {
      stream.close();
      kept.close();
    }
  });

  it("ends an admin's stream at sign-out: no more rider positions reach it", async () => {
    const adminId = await admin('stream-admin');
    const token = await tokenFor(ctx.app, 'admin', adminId);
    const stream = await openEventStream(baseUrl, bearer(token));
    try {
      await raiseEvent(notifyDepsOf(ctx.app), { kind: 'admins' }, 'rider.location', riderPosition('r1'));
      expect(await stream.next()).toMatchObject({ event: 'rider.location' });
      expect((await logout(ctx.app, token)).statusCode).toBe(200);
      expect(await stream.ends()).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('ends every stream of an admin whose password is reset, and only theirs', async () => {
    const adminId = await admin('reset-admin');
    const bystander = await admin('other-admin');
    const streams = [
      await openEventStream(baseUrl, bearer(await tokenFor(ctx.app, 'admin', adminId))),
      await openEventStream(baseUrl, bearer(await tokenFor(ctx.app, 'admin', adminId))),
    ];
    const kept = await openEventStream(baseUrl, bearer(await tokenFor(ctx.app, 'admin', bystander)));
    try {
      const before = ctx.app.outbox.emails().length;
      await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: 'reset-admin' } });
      await vi.waitFor(() => expect(ctx.app.outbox.emails().length).toBeGreaterThan(before));
      const email = ctx.app.outbox.emails().find((e) => e.to === 'reset-admin@washday.example');
      const token = new URL(email!.link!).hash.replace('#token=', '');
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'a brand new password' },
      });
      expect(reset.statusCode).toBe(200);
      for (const stream of streams) expect(await stream.ends()).toBe(true);
      await raiseEvent(notifyDepsOf(ctx.app), { kind: 'admins' }, 'rider.location', riderPosition('r2'));
      expect(await kept.next()).toMatchObject({ event: 'rider.location' });
    } finally {
      for (const stream of [...streams, kept]) stream.close();
    }
  });

  it('ends the stream of a customer who deletes their account', async () => {
    const id = await customer();
    const token = await tokenFor(ctx.app, 'customer', id);
    const stream = await openEventStream(baseUrl, bearer(token));
    try {
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: bearer(token),
        payload: { confirm: true },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await stream.ends()).toBe(true);
    } finally {
      stream.close();
    }
  });

  it("ends a rider's stream with their rejection, after its notice, and opens none for them again", async () => {
    const rider = await createRider(ctx.app, String(++phone), 'pending');
    const adminToken = await tokenFor(ctx.app, 'admin', await admin('verifier'));
    const riderToken = await tokenFor(ctx.app, 'rider', rider.id);
    const stream = await openEventStream(baseUrl, bearer(riderToken));
    try {
      const verdict = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/riders/${rider.id}/verify`,
        headers: bearer(adminToken),
        payload: { status: 'rejected', reason: 'Selfie does not match the card' },
      });
      expect(verdict.statusCode).toBe(200);
      expect(await stream.next()).toMatchObject({ event: 'notification', data: { type: 'account_rejected' } });
      expect(await stream.ends()).toBe(true);
      const again = await ctx.app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { ...bearer(riderToken), accept: 'text/event-stream' },
      });
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({ error: 'RIDER_NOT_APPROVED' });
    } finally {
      stream.close();
    }
  });

  it('ends a stream whose session expired at the next session check, by the app clock', async () => {
    await settled();
    const adminToken = await tokenFor(ctx.app, 'admin', await admin('short-shift'));
    const id = await customer();
    const adminStream = await openEventStream(baseUrl, bearer(adminToken));
    const customerStream = await openEventStream(baseUrl, bearer(await tokenFor(ctx.app, 'customer', id)));
    const start = ctx.clock.now();
    try {
      expect(await ctx.app.liveEvents.checkSessions()).toBe(0);
      // Admin sessions last 8 hours from sign-in; a customer's 30 days from last use.
      ctx.clock.advance(8 * 3_600_000 + 60_000);
      expect(await ctx.app.liveEvents.checkSessions()).toBe(1);
      expect(await adminStream.ends()).toBe(true);
      expect(await eventBeforeMarker(ctx.app, customerStream, { kind: 'customer', id })).toBeNull();
    } finally {
      ctx.clock.set(start);
      adminStream.close();
      customerStream.close();
    }
  });

  it("ends another instance's stream at its own session check when no signal reaches it (no shared bus)", async () => {
    const other = await instance();
    other.liveEvents.sessionCheckMs = 50;
    const id = await customer();
    const token = await tokenFor(ctx.app, 'customer', id);
    const stream = await openEventStream(await listen(other), bearer(token));
    try {
      expect(stream.res.status).toBe(200);
      // Signed out through this instance, whose in-process bus does not reach the other.
      expect((await logout(ctx.app, token)).statusCode).toBe(200);
      expect(await stream.ends(5_000)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it.skipIf(!redisUp)('ends a stream on instance B when its session signs out on instance A, through Redis', async () => {
    const shared = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisPrefix() };
    const [a, b] = [await instance(shared), await instance(shared)];
    const id = await customer();
    const token = await tokenFor(ctx.app, 'customer', id);
    const stream = await openEventStream(await listen(b), bearer(token));
    try {
      expect(stream.res.status).toBe(200);
      expect((await logout(a, token)).statusCode).toBe(200);
      // B's session check runs once a minute: only the signal can end the stream this soon.
      expect(await stream.ends(2_000)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it(`refuses a session more than ${STREAMS_PER_SESSION} streams with 429, and takes one again when a stream closes`, async () => {
    await settled();
    const id = await customer();
    const token = await tokenFor(ctx.app, 'customer', id);
    const streams = [];
    try {
      for (let i = 0; i < STREAMS_PER_SESSION; i++) streams.push(await openEventStream(baseUrl, bearer(token)));
      expect(streams.map((s) => s.res.status)).toEqual(Array(STREAMS_PER_SESSION).fill(200));
      const refused = await ctx.app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { ...bearer(token), accept: 'text/event-stream' },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: 'TOO_MANY_STREAMS',
        message: `This session already has ${STREAMS_PER_SESSION} live update streams open, the most it may hold: close the app in another tab or device first`,
      });
      // Another session of the same customer is counted on its own.
      const otherSession = await openEventStream(baseUrl, bearer(await tokenFor(ctx.app, 'customer', id)));
      streams.push(otherSession);
      expect(otherSession.res.status).toBe(200);

      const open = ctx.app.liveEvents.size;
      streams.shift()!.close();
      await vi.waitFor(() => expect(ctx.app.liveEvents.size).toBe(open - 1));
      const again = await openEventStream(baseUrl, bearer(token));
      streams.push(again);
      expect(again.res.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('refuses a client address more streams than EVENT_STREAMS_PER_ADDRESS with 429', async () => {
    const app = await instance({ EVENT_STREAMS_PER_ADDRESS: '3' });
    const url = await listen(app);
    const streams = [];
    try {
      for (let i = 0; i < 3; i++)
        streams.push(await openEventStream(url, bearer(await tokenFor(ctx.app, 'customer', await customer()))));
      expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200]);
      const headers = { ...bearer(await tokenFor(ctx.app, 'customer', await customer())), accept: 'text/event-stream' };
      const refused = await app.inject({ method: 'GET', url: '/api/events', headers, remoteAddress: '127.0.0.1' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: 'TOO_MANY_STREAMS',
        message:
          'This network address already has 3 live update streams open, the most it may hold: close the app in other tabs or devices first',
      });
      // Another address is counted on its own (its stream is not read here, so it is ended from the server side).
      const elsewhere = app.inject({ method: 'GET', url: '/api/events', headers, remoteAddress: '10.1.2.3' });
      await vi.waitFor(() => expect(app.liveEvents.size).toBe(4));
      app.liveEvents.closeAll();
      expect((await elsewhere).statusCode).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
    expect(() => loadEnv({ EVENT_STREAMS_PER_ADDRESS: '0' })).toThrow(/EVENT_STREAMS_PER_ADDRESS/);
  });

  it('ends a stream whose session row is gone (the retention purge) at the next session check', async () => {
    await settled();
    const id = await customer();
    const token = await tokenFor(ctx.app, 'customer', id);
    const stream = await openEventStream(baseUrl, bearer(token));
    try {
      await ctx.database.db.delete(sessions).where(eq(sessions.userId, id));
      expect(await ctx.app.liveEvents.checkSessions()).toBe(1);
      expect(await stream.ends()).toBe(true);
    } finally {
      stream.close();
    }
  });
});
