import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import type { Clock } from '../clock.js';
import { loadEnv, type Env } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { MessageSenders } from '../modules/messaging/message-sender.js';
import type { RateLimitOverrides } from '../plugins/rate-limits.js';
import { resetDatabase, workerDatabase } from './test-database.js';
import type { Agent } from 'node:https';

/** A clock tests can move: `clock.advance(61_000)`. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = new Date('2026-11-22T05:30:00Z')) {
    this.current = start.getTime();
  }
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
  set(at: Date) {
    this.current = at.getTime();
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  env: Env;
  clock: TestClock;
  dataDir: string;
}

/** The least a production start needs (fake credentials; nothing is sent in tests). */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(40),
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'tpl',
  WHATSAPP_PROVIDER: 'cloud-api',
  WHATSAPP_ACCESS_TOKEN: 'token',
  WHATSAPP_PHONE_NUMBER_ID: '12345',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_test',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

export function testEnv(overrides: Record<string, string> = {}): Env {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'washday-test-'));
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir, ...overrides });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  senders?: () => MessageSenders;
  rateLimits?: RateLimitOverrides;
  /** Trusts a local push service's certificate (the web push tests run their own). */
  pushAgent?: () => Agent;
  /** A small cap on the bookings CSV export, so a test proves it without 50,000 rows. */
  bookingsExportMax?: number;
}

/**
 * Registers hooks that give the calling test file a freshly reset database and an app built on it.
 * Use the returned object's fields inside tests (they are filled in beforeAll).
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const database = await workerDatabase();
    await resetDatabase(database);
    context.env = testEnv(options.env);
    context.dataDir = context.env.DATA_DIR;
    context.database = database;
    context.clock = new TestClock();
    context.app = await buildApp({
      env: context.env,
      database,
      logger: false,
      clock: context.clock,
      ...(options.senders ? { senders: options.senders() } : {}),
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      ...(options.pushAgent ? { pushAgent: options.pushAgent() } : {}),
      ...(options.bookingsExportMax ? { bookingsExportMax: options.bookingsExportMax } : {}),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}

/** Same-origin headers a browser would send with a cookie-authenticated state change. */
export function browserHeaders(cookie: string): Record<string, string> {
  return { cookie, origin: 'http://localhost:80' };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export async function injectJson(app: FastifyInstance, options: InjectOptions) {
  const res = await app.inject(options);
  return { res, body: res.body ? (res.json() as Record<string, unknown> & { message?: string }) : {} };
}
