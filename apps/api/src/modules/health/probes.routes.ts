import { contract, type ReadinessResponse } from '@washday/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';

/** A probe that waits longer than this for the database or Redis calls it down. */
const PING_TIMEOUT_MS = 1000;

/** This instance's readiness (decision 0036): every check, each named, so a 503 says which one failed. */
export async function checkReadiness(app: {
  runState: { phase: string; confirmed: { migrations: boolean; jobQueue: boolean } };
  database: { ping(timeoutMs?: number): Promise<void> };
  liveEvents: { bus: { name: string; ping(timeoutMs?: number): Promise<void> } };
}): Promise<ReadinessResponse> {
  const answers = (ping: Promise<void>) =>
    ping.then(
      () => 'ok' as const,
      () => 'down' as const,
    );
  const [database, redis] = await Promise.all([
    answers(app.database.ping(PING_TIMEOUT_MS)),
    app.liveEvents.bus.name === 'redis' ? answers(app.liveEvents.bus.ping(PING_TIMEOUT_MS)) : ('off' as const),
  ]);
  const checks = {
    migrations: app.runState.confirmed.migrations ? ('ok' as const) : ('pending' as const),
    jobQueue: app.runState.confirmed.jobQueue ? ('ok' as const) : ('pending' as const),
    database,
    redis,
    draining: app.runState.phase === 'draining',
  };
  const ready =
    app.runState.phase === 'ready' &&
    checks.migrations === 'ok' &&
    checks.jobQueue === 'ok' &&
    database === 'ok' &&
    redis !== 'down';
  return { ready, checks };
}

/** Liveness and readiness for an orchestrator or load balancer, apart from the older /health checks. */
export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  // No database call: a slow database must not get a live process restarted.
  app.route({
    ...contractRoute(contract.health.livez),
    config: { access: 'public' },
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').send({ alive: true }),
  });

  app.route({
    ...contractRoute(contract.health.readyz),
    config: { access: 'public' },
    handler: async (_request, reply) => {
      const readiness = await checkReadiness(app);
      return reply
        .status(readiness.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  });
};
