import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { notify, notifyDepsOf } from '../modules/notifications/notify.service.js';
import { SESSION_COOKIES } from '../plugins/authentication.js';
import { eventBeforeMarker } from '../test/event-before-marker.js';
import { listenOnLoopback as listen, openEventStream } from '../test/event-stream-client.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../test/identity-fixtures.js';
import { redisReachable, TEST_REDIS_URL } from '../test/redis.js';
import { bearer, testEnv, useTestApp } from '../test/test-app.js';
import { raiseEvent, recordEvent } from './live-events.service.js';

// The cross-instance test needs Redis and is skipped without it.
const redisUp = await redisReachable();

const notifyCustomer = (app: FastifyInstance, userId: string, title: string) =>
  notify(notifyDepsOf(app), {
    recipient: { kind: 'customer', userId },
    type: 'booking_confirmed',
    title,
    message: `${title}.`,
    sendMessage: false,
  });

describe('GET /api/events', () => {
  const ctx = useTestApp();
  let baseUrl = '';
  let asA: Record<string, string>;
  let asB: Record<string, string>;
  let customerA = '';
  let customerB = '';

  beforeAll(async () => {
    customerA = (await createCustomer(ctx.app, '9822200001', 'Asha')).id;
    customerB = (await createCustomer(ctx.app, '9822200002', 'Bela')).id;
    asA = bearer(await tokenFor(ctx.app, 'customer', customerA));
    asB = bearer(await tokenFor(ctx.app, 'customer', customerB));
    baseUrl = await listen(ctx.app);
  });

  it('streams a notification raised after subscribing within a second, to its recipient only', async () => {
    const a = await openEventStream(baseUrl, asA);
    const b = await openEventStream(baseUrl, asB);
    try {
      expect(a.res.status).toBe(200);
      expect(a.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(a.res.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(a.res.headers.get('x-request-id')).toBeTruthy();
      const raisedAt = Date.now();
      const row = await notifyCustomer(ctx.app, customerA, 'Booking confirmed');
      const event = await a.next(1000);
      expect(Date.now() - raisedAt).toBeLessThan(1000);
      expect(event).toMatchObject({ event: 'notification', data: { id: row.id, title: 'Booking confirmed', read: false } });
      expect(Number(event!.id)).toBeGreaterThan(0);
      expect(await eventBeforeMarker(ctx.app, b, { kind: 'customer', id: customerB })).toBeNull();
    } finally {
      a.close();
      b.close();
    }
  });

  it('replays what a dropped stream missed after its Last-Event-ID, in order, then carries on live', async () => {
    const first = await openEventStream(baseUrl, asA);
    await notifyCustomer(ctx.app, customerA, 'Rider assigned');
    const seen = await first.next();
    first.close();
    await notifyCustomer(ctx.app, customerA, 'Picked up');
    await raiseEvent(notifyDepsOf(ctx.app), { kind: 'customer', id: customerA }, 'booking.updated', {
      booking_id: 'b1',
      status: 'in_progress',
    });

    const resumed = await openEventStream(baseUrl, { ...asA, 'last-event-id': seen!.id });
    try {
      const missed1 = await resumed.next();
      const missed2 = await resumed.next();
      expect(missed1).toMatchObject({ event: 'notification', data: { title: 'Picked up' } });
      expect(missed2).toMatchObject({ event: 'booking.updated', data: { booking_id: 'b1', status: 'in_progress' } });
      expect(Number(missed2!.id)).toBeGreaterThan(Number(missed1!.id));
      await notifyCustomer(ctx.app, customerA, 'At the laundry');
      expect(await resumed.next()).toMatchObject({ data: { title: 'At the laundry' } });
      expect(await eventBeforeMarker(ctx.app, resumed, { kind: 'customer', id: customerA })).toBeNull();
    } finally {
      resumed.close();
    }
  });

  it('starts a first connection at the newest event, so a stream dropped before its first event resumes from there', async () => {
    // An event for someone else exists: the newest id is not this customer's.
    await notifyCustomer(ctx.app, customerB, 'Someone else’s news');
    const first = await openEventStream(baseUrl, asA);
    expect(await first.sees('\nid: ', 1000)).toBe(true);
    const cursor = first.lastEventId();
    expect(Number(cursor)).toBeGreaterThan(0);
    first.close();
    await notifyCustomer(ctx.app, customerA, 'Missed while away');

    const resumed = await openEventStream(baseUrl, { ...asA, 'last-event-id': cursor! });
    try {
      expect(await resumed.next()).toMatchObject({ event: 'notification', data: { title: 'Missed while away' } });
    } finally {
      resumed.close();
    }
  });

  it('delivers by its sweep an event stored but never published (an instance died between commit and publish), once', async () => {
    const stream = await openEventStream(baseUrl, asA);
    try {
      expect(await stream.sees('\nid: ', 1000)).toBe(true);
      const lost = await recordEvent(ctx.app.database.db, { kind: 'customer', id: customerA }, 'booking.updated', {
        booking_id: 'lost-publish',
        status: 'in_progress',
      });
      expect(await ctx.app.liveEvents.sweep()).toBe(1);
      expect(await stream.next()).toMatchObject({ id: String(lost.id), data: { booking_id: 'lost-publish' } });
      // Swept again, or published late after all: not twice.
      expect(await ctx.app.liveEvents.sweep()).toBe(0);
      await ctx.app.liveEvents.bus.publish(lost);
      expect(await eventBeforeMarker(ctx.app, stream, { kind: 'customer', id: customerA })).toBeNull();
    } finally {
      stream.close();
    }
  });

  it('resumes from "0" (a stream that opened on an empty table) with everything kept, and refuses a malformed id', async () => {
    await notifyCustomer(ctx.app, customerB, 'Kept for Bela');
    const fromStart = await openEventStream(baseUrl, { ...asB, 'last-event-id': '0' });
    const garbled = await openEventStream(baseUrl, { ...asB, 'last-event-id': 'abc' });
    try {
      const replayed = [];
      for (let event = await fromStart.next(); event; event = await fromStart.next(200)) replayed.push(event);
      expect(replayed).toContainEqual(
        expect.objectContaining({ event: 'notification', data: expect.objectContaining({ title: 'Kept for Bela' }) }),
      );
      expect(garbled.res.status).toBe(400);
    } finally {
      fromStart.close();
      garbled.close();
    }
  });

  it('writes heartbeat comments', async () => {
    ctx.app.liveEvents.heartbeatMs = 50;
    const stream = await openEventStream(baseUrl, asA);
    try {
      expect(await stream.sees(': heartbeat\n\n', 1000)).toBe(true);
    } finally {
      stream.close();
      ctx.app.liveEvents.heartbeatMs = 20_000;
    }
  });

  it('asks a browser with several sessions which one, refuses a guest, and answers 406 to a client not asking for events', async () => {
    const admin = await createAdminAccount(ctx.app);
    const [adminRow] = await ctx.database.db.query.adminUsers.findMany();
    const rider = await createRider(ctx.app, '9822200003', 'pending');
    const cookie = [
      `${SESSION_COOKIES.customer}=${await tokenFor(ctx.app, 'customer', customerA)}`,
      `${SESSION_COOKIES.admin}=${await tokenFor(ctx.app, 'admin', adminRow!.id)}`,
    ].join('; ');
    const several = await ctx.app.inject({ method: 'GET', url: '/api/events', headers: { cookie, accept: 'text/event-stream' } });
    expect(several.statusCode).toBe(400);
    expect(several.json().message).toContain('?as=');
    const asRider = await ctx.app.inject({
      method: 'GET',
      url: '/api/events?as=rider',
      headers: { cookie, accept: 'text/event-stream' },
    });
    expect(asRider.statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/events', headers: { accept: 'text/event-stream' } })).statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/events', headers: asA })).statusCode).toBe(406);
    expect(admin.username).toBeTruthy();

    const chosen = await openEventStream(baseUrl, { cookie }, '?as=admin');
    const riderStream = await openEventStream(baseUrl, bearer(await tokenFor(ctx.app, 'rider', rider.id)));
    try {
      expect(chosen.res.status).toBe(200);
      expect(riderStream.res.status).toBe(200);
      await raiseEvent(notifyDepsOf(ctx.app), { kind: 'admins' }, 'rider.location', {
        rider_id: rider.id,
        lat: 28.45,
        lng: 77.02,
        at: '2026-11-22T05:30:00.000Z',
      });
      expect(await chosen.next()).toMatchObject({ event: 'rider.location', data: { rider_id: rider.id } });
      expect(await eventBeforeMarker(ctx.app, riderStream, { kind: 'rider', id: rider.id })).toBeNull();
    } finally {
      chosen.close();
      riderStream.close();
    }
  });
});

describe('live events across instances', () => {
  const ctx = useTestApp();
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('ends open streams when the app closes', async () => {
    const app = await buildApp({ env: testEnv(), database: ctx.database, logger: false, clock: ctx.clock });
    const customer = (await createCustomer(ctx.app, '9822200010')).id;
    const stream = await openEventStream(await listen(app), bearer(await tokenFor(ctx.app, 'customer', customer)));
    expect(stream.res.status).toBe(200);
    const closed = app.close();
    expect(await stream.ends(2000)).toBe(true);
    await closed;
    expect(app.liveEvents.size).toBe(0);
  });

  it.skipIf(!redisUp)(
    'delivers an event published on instance A to a subscriber on instance B within a second, through Redis',
    async () => {
      const env = testEnv({ REDIS_URL: TEST_REDIS_URL });
      const a = await buildApp({ env, database: ctx.database, logger: false, clock: ctx.clock });
      const b = await buildApp({ env, database: ctx.database, logger: false, clock: ctx.clock });
      apps.push(a, b);
      expect(a.liveEvents.bus.name).toBe('redis');
      const customer = (await createCustomer(ctx.app, '9822200011')).id;
      const stream = await openEventStream(await listen(b), bearer(await tokenFor(ctx.app, 'customer', customer)));
      try {
        const raisedAt = Date.now();
        const row = await notifyCustomer(a, customer, 'Out for delivery');
        const event = await stream.next(1000);
        expect(event).toMatchObject({ event: 'notification', data: { id: row.id, title: 'Out for delivery' } });
        expect(Date.now() - raisedAt).toBeLessThan(1000);
      } finally {
        stream.close();
      }
    },
  );
});
