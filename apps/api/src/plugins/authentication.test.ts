import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { registerAuthentication } from './authentication.js';
import { registerRouteAccessCheck, type DeclaredRoute } from './route-access.js';

const SESSION_COOKIE = { cookie: 'wd_customer_session=some-token' };

/** The plugins as the app orders them, on a database that counts how often it is asked for and has nothing to give. */
async function appWith(addRoutes: (app: FastifyInstance) => void, { routesFirst = false } = {}) {
  const app = Fastify({ logger: false });
  const counts = { lookups: 0 };
  app.decorate('database', {
    get db(): never {
      counts.lookups += 1;
      throw new Error('no database in this test');
    },
  } as unknown as Database);
  app.decorate('clock', { now: () => new Date() });
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  registerRouteAccessCheck(app, app.declaredRoutes);
  if (routesFirst) addRoutes(app);
  await registerAuthentication(app);
  if (!routesFirst) addRoutes(app);
  return { app, counts };
}

describe('authentication', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('looks no session up for a public route, even when the request carries a session cookie', async () => {
    const built = await appWith((a) => {
      a.get('/api/open', { config: { access: 'public' } }, async () => ({ ok: true }));
      a.get('/api/mine', { config: { access: 'customer' } }, async () => ({ ok: true }));
    });
    app = built.app;
    const open = await app.inject({ url: '/api/open', headers: SESSION_COOKIE });
    expect(open.statusCode).toBe(200);
    expect(built.counts.lookups).toBe(0);
    // The gated route does look the cookie up (and here fails, as the database is missing).
    const mine = await app.inject({ url: '/api/mine', headers: SESSION_COOKIE });
    expect(mine.statusCode).toBe(500);
    expect(built.counts.lookups).toBe(1);
  });

  it("gates a route before the route's own hooks run", async () => {
    let routeHookRuns = 0;
    const built = await appWith((a) => {
      a.get(
        '/api/mine',
        {
          config: { access: 'customer' },
          onRequest: async () => {
            routeHookRuns += 1;
          },
        },
        async () => ({ ok: true }),
      );
    });
    app = built.app;
    const res = await app.inject({ url: '/api/mine' });
    expect(res.statusCode).toBe(401);
    expect(routeHookRuns).toBe(0);
    expect((await app.inject({ method: 'HEAD', url: '/api/mine' })).statusCode).toBe(401);
  });

  it('refuses to start with a gated route added before it, which would have no gate', async () => {
    const built = await appWith(
      (a) => {
        a.get('/api/early', { config: { access: 'admin' } }, async () => ({ ok: true }));
        a.get('/api/early-open', { config: { access: 'public' } }, async () => ({ ok: true }));
      },
      { routesFirst: true },
    );
    app = built.app;
    await expect(app.ready()).rejects.toThrow('Routes added before authentication have no role gate: GET /api/early');
  });
});
