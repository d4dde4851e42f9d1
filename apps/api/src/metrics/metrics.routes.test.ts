import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { checkoutFixtures } from '../test/checkout-fixtures.js';
import { tripCrew } from '../test/identity-fixtures.js';
import { driveOrder } from '../test/order-journey.js';
import { useTestApp } from '../test/test-app.js';

// GET /metrics (decision 0036): Prometheus text, a per-app registry, and who may read it.

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A small reader of the Prometheus text format: every line a comment or a sample, every value a number. */
function parseMetrics(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    if (line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`Not a Prometheus sample: ${line}`);
    // NaN is a value too (Go's ParseFloat, as Prometheus reads it): the event loop's mean before any sample.
    const value = /^nan$/i.test(sample[3]!) ? NaN : Number(sample[3]!.replace(/^([+-])Inf$/, '$1Infinity'));
    if (Number.isNaN(value) && !/^nan$/i.test(sample[3]!)) throw new Error(`Not a number: ${line}`);
    const labels = Object.fromEntries([...(sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
    samples.push({ name: sample[1]!, labels, value });
  }
  return { types, samples };
}

async function scrape(app: FastifyInstance, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode, res.body).toBe(200);
  return parseMetrics(res.body);
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe('metrics without METRICS_TOKEN: this machine only', () => {
  const ctx = useTestApp();
  const { customer, book, order } = checkoutFixtures(ctx);

  it('answers Prometheus text with every family', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { types } = parseMetrics(res.body);
    expect(Object.fromEntries([...types].filter(([name]) => name.startsWith('washday_')))).toEqual({
      washday_http_request_duration_seconds: 'histogram',
      washday_event_bus_lag_seconds: 'histogram',
      washday_job_failures_total: 'counter',
      washday_bookings_created_total: 'counter',
      washday_orders_completed_total: 'counter',
      washday_payments_captured_total: 'counter',
      washday_refunds_total: 'counter',
      washday_live_event_streams: 'gauge',
      washday_job_queue_jobs: 'gauge',
      washday_db_pool_connections: 'gauge',
    });
    // Node's own: CPU, memory, event loop lag.
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds'])
      expect(types.has(name), name).toBe(true);
  });

  it('times a request under its route pattern, never its URL, and an unknown path as unmatched', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    await ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}` });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-route/42' });
    const { samples } = await scrape(ctx.app);
    const counted = (labels: Record<string, string>) => valueOf(samples, 'washday_http_request_duration_seconds_count', labels);
    expect(counted({ method: 'GET', route: '/api/bookings/:id', status_class: '4xx' })).toBe(1);
    expect(counted({ route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes(id) || v.includes('no-such-route')))).toBe(false);
    const buckets = samples.filter((s) => s.name === 'washday_http_request_duration_seconds_bucket').map((s) => s.labels.le);
    expect(buckets).toContain('0.005');
    expect(buckets).toContain('5');
  });

  it('reports the open streams, the database pool, and job depth once the queue runs', async () => {
    await ctx.app.jobs.start();
    const { samples } = await scrape(ctx.app);
    expect(valueOf(samples, 'washday_live_event_streams')).toBe(0);
    const embedded = ctx.database.kind === 'pglite';
    expect(valueOf(samples, 'washday_db_pool_connections', { pool: embedded ? 'embedded' : 'app', state: 'max' })).toBe(
      embedded ? 1 : 10,
    );
    if (!embedded)
      expect(samples.filter((s) => s.name === 'washday_db_pool_connections' && s.labels.pool === 'queue').length).toBe(3);
    const depth = samples.filter((s) => s.name === 'washday_job_queue_jobs');
    expect(depth.find((s) => s.labels.job === 'purge-expired-records' && s.labels.state === 'queued')).toBeDefined();
  });

  it('counts a failed job run by its job', async () => {
    ctx.app.jobs.onJobFailed?.('notification-message');
    const { samples } = await scrape(ctx.app);
    expect(valueOf(samples, 'washday_job_failures_total', { job: 'notification-message' })).toBe(1);
  });

  it('counts the bus lag of each event this instance receives', async () => {
    const before = valueOf((await scrape(ctx.app)).samples, 'washday_event_bus_lag_seconds_count');
    await ctx.app.liveEvents.bus.publish({ id: 0, recipient: 'nobody', event: 'test', data: {} });
    expect(valueOf((await scrape(ctx.app)).samples, 'washday_event_bus_lag_seconds_count')).toBe(before + 1);
  });

  it('counts a booking created, an order completed and a payment captured, not a replayed booking', async () => {
    const crew = await tripCrew(ctx.app, '9300000001', '9300000002');
    const me = await customer();
    const count = async () => {
      const { samples } = await scrape(ctx.app);
      return {
        bookings: valueOf(samples, 'washday_bookings_created_total'),
        completed: valueOf(samples, 'washday_orders_completed_total'),
        paid: valueOf(samples, 'washday_payments_captured_total'),
      };
    };
    expect(await count()).toEqual({ bookings: 0, completed: 0, paid: 0 });
    const key = { 'idempotency-key': 'metrics-booking-1' };
    const first = await book(me.headers, order(me.addressId), key);
    expect(first.res.statusCode).toBe(201);
    const replay = await book(me.headers, order(me.addressId), key);
    expect(replay.res.headers['idempotent-replayed']).toBe('true');
    expect(await count()).toEqual({ bookings: 1, completed: 0, paid: 0 });
    const bookingId = (first.body.booking as { _id: string })._id;
    await driveOrder(ctx.app, bookingId, crew, me.headers, 'delivered');
    expect(await count()).toEqual({ bookings: 1, completed: 1, paid: 1 });
  });

  it('answers 404 to a connection from another machine, and to one a local proxy forwards for it', async () => {
    const outside = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('washday_');
    const forwarded = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(404);
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress })).statusCode, remoteAddress).toBe(200);
  });
});

describe('metrics behind TRUST_PROXY without METRICS_TOKEN', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });

  it("goes by the connection's own address, not the one a trusted proxy names", async () => {
    // request.ip would be 127.0.0.1 here: the trusted proxy says so. The socket is the proxy, another machine.
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-0123456789';
  const ctx = useTestApp({ env: { METRICS_TOKEN: token } });

  it('needs the bearer token, from any address', async () => {
    const get = (headers: Record<string, string>, remoteAddress = '10.1.2.3') =>
      ctx.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: token },
      { authorization: 'Bearer ' },
    ];
    for (const headers of refused) {
      const res = await get(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.body).not.toContain('washday_');
    }
    expect((await get({}, '127.0.0.1')).statusCode).toBe(401);
    const res = await get({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(parseMetrics(res.body).types.get('washday_http_request_duration_seconds')).toBe('histogram');
  });

  it('refuses a token shorter than 16 characters at start-up', async () => {
    const { loadEnv } = await import('../config/env.js');
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});

describe('business counters from order moves', () => {
  const ctx = useTestApp();

  it('counts a refund step, and not trip steps named like order steps', async () => {
    const move = { bookingId: 'b', customerId: 'c', actor: { role: 'admin' as const, id: 'a' }, at: new Date(), note: null };
    await ctx.app.lifecycleEvents.orderMoved?.({ ...move, trip: null, from: null, to: 'refunded', amountPaise: 100 });
    await ctx.app.lifecycleEvents.orderMoved?.({ ...move, trip: 'delivery', from: 'picked_up', to: 'completed' });
    const { samples } = await scrape(ctx.app);
    expect(valueOf(samples, 'washday_refunds_total')).toBe(1);
    expect(valueOf(samples, 'washday_orders_completed_total')).toBe(0);
  });
});
