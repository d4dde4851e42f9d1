import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import etag from '@fastify/etag';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Database } from './db/client.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRouteAccessCheck, type DeclaredRoute } from './plugins/route-access.js';
import { registerWebApp } from './plugins/web-app.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    startedAt: Date;
    /** Every API route with its declared access, for the access table tests. */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** JSON bodies above this are refused with 413; uploads get their own limit. */
const JSON_BODY_LIMIT = 256 * 1024;

export async function buildApp({ env, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    trustProxy: env.NODE_ENV === 'production',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('startedAt', new Date());
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  registerRouteAccessCheck(app, app.declaredRoutes);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await app.register(etag);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(catalogueRoutes);

  await registerWebApp(app, env.WEB_DIST_DIR);
  return app;
}
