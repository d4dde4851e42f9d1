import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv, type Env } from '../config/env.js';
import type { Database } from '../db/client.js';
import { resetDatabase, workerDatabase } from './test-database.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  env: Env;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: '/nonexistent', ...overrides });
}

/**
 * Registers hooks that give the calling test file a freshly reset database and an app built on it.
 * Use the returned object's fields inside tests (they are filled in beforeAll).
 */
export function useTestApp(): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const database = await workerDatabase();
    await resetDatabase(database);
    context.env = testEnv();
    context.database = database;
    context.app = await buildApp({ env: context.env, database, logger: false });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}
