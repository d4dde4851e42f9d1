import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@washday/core';
import { contractRoute } from '../lib/contract-route.js';
import { AppError } from '../lib/errors.js';
import type { AppMetrics } from './app-metrics.js';

/** The answers that create a booking: checkout, an admin's booking for a customer, a quick pickup. */
const BOOKING_CREATES = new Set(['POST /api/bookings', 'POST /api/admin/bookings', 'POST /api/quick-pickup']);

/** On the root app before the routes: every answered request is timed under its route pattern, never its raw URL. */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.httpDuration.observe(
      { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    // An idempotent replay answers 201 again for the booking made the first time.
    if (status === 201 && BOOKING_CREATES.has(`${request.method} ${route}`) && reply.getHeader('idempotent-replayed') !== 'true')
      metrics.bookingsCreated.inc();
    done();
  });
}

const isLoopback = (address: string) => /^(127\.|::ffff:127\.)/.test(address) || address === '::1';

/**
 * Without METRICS_TOKEN only this machine may scrape: the connection must come from loopback (its socket, whatever
 * TRUST_PROXY lets request.ip say) and carry no forwarded address from elsewhere, so a proxy on this machine that
 * passes /metrics through for an outside client is refused too.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return [request.socket.remoteAddress ?? '', ...forwarded].every(isLoopback);
}

/** Compared as digests, so neither the length nor the first differing byte shows in the time taken. */
const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** GET /metrics in Prometheus text format (decision 0036). */
export function metricsRoutes(metrics: AppMetrics): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...contractRoute(contract.health.metrics),
      config: { access: 'public' },
      handler: async (request, reply) => {
        const token = app.env.METRICS_TOKEN;
        if (token === undefined && !fromThisMachine(request))
          throw new AppError(404, `Route GET ${request.url.split('?')[0]} not found`, { code: 'NOT_FOUND' });
        if (token !== undefined && !bearerMatches(request.headers.authorization, token))
          throw new AppError(401, 'Metrics need the METRICS_TOKEN bearer token', {
            code: 'UNAUTHORIZED',
            headers: { 'www-authenticate': 'Bearer realm="metrics"' },
          });
        const text = await metrics.text();
        return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
      },
    });
  };
}
