import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.js';
import { PRODUCTION_ENV, testEnv } from './test/test-app.js';
import { resetDatabase, workerDatabase } from './test/test-database.js';
import { EnvError, loadEnv } from './config/env.js';

describe('app plumbing', () => {
  let app: FastifyInstance;
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'washday-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Home</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const database = await workerDatabase();
    await resetDatabase(database);
    app = await buildApp({ env: testEnv({ WEB_DIST_DIR: webDist }), database, logger: false });
    // Routes that exist only to exercise the central error handler.
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/test/echo',
      {
        config: { access: 'public' },
        schema: {
          body: z.object({ name: z.string().min(1), quantity: z.number().int().positive() }),
          response: { 200: z.object({ ok: z.boolean() }) },
        },
      },
      async () => ({ ok: true }),
    );
    typed.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret internal detail');
    });
    typed.get(
      '/api/test/bad-response',
      { config: { access: 'public' }, schema: { response: { 200: z.object({ count: z.number() }) } } },
      async () => ({ count: 'not a number' }) as unknown as { count: number },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives 400 naming the field for a body that breaks the schema', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Shirt', quantity: -2 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', field: 'quantity' });
    expect(res.json().message).toContain('quantity');
  });

  it('names a missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { quantity: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('name');
  });

  it('refuses malformed JSON and oversized bodies with clear 4xx JSON', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Request body is not valid JSON');
    const big = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(300 * 1024), quantity: 1 },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Request body is too large');
  });

  it('hides unexpected errors behind a generic 500 with a request id and no stack trace', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, error: 'INTERNAL_ERROR' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('never sends a response that breaks its own schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a number');
  });

  it('serves the web app, its assets, and index.html for client routes, but JSON 404 for unknown API paths', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Home</title>');
    const deep = await app.inject({ method: 'GET', url: '/rider/orders/abc', headers: { accept: 'text/html' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missingAsset.statusCode).toBe(404);
    // Plain clients (curl, uptime checks) asking for a page get the app too.
    const plain = await app.inject({ method: 'GET', url: '/rider/login', headers: { accept: '*/*' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('text/html');
  });

  it('publishes the OpenAPI contract generated from the route schemas, and a docs page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/services'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/health'].get).toBeDefined();
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('declares the access of every API route', () => {
    const urls = app.declaredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/services');
    expect(urls).toContain('GET /api/health');
    for (const route of app.declaredRoutes) expect(route.access).toBeTruthy();
  });
});

describe('route access declarations', () => {
  it('refuses to start with an API route that does not declare who may call it', async () => {
    const database = await workerDatabase();
    const app = await buildApp({ env: testEnv(), database, logger: false });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/does not declare config.access/);
    await app.close();
  });
});

describe('environment', () => {
  it('applies defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each invalid variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  const production = PRODUCTION_ENV;

  it('does not seed demo data in production unless asked, and secures cookies there', () => {
    expect(loadEnv(production).SEED_DEMO).toBe(false);
    expect(loadEnv(production).COOKIE_SECURE).toBe(true);
    expect(loadEnv({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({}).COOKIE_SECURE).toBe(false);
  });

  it('refuses production without a secret, with the outbox, or a provider without credentials', () => {
    expect(() => loadEnv({ ...production, APP_SECRET: undefined })).toThrow(/APP_SECRET/);
    expect(() => loadEnv({ ...production, SMS_PROVIDER: 'outbox' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadEnv({ SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY/);
    expect(() => loadEnv({ WHATSAPP_PROVIDER: 'cloud-api' })).toThrow(/WHATSAPP_ACCESS_TOKEN/);
    expect(() => loadEnv({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });

  it('listens on loopback only unless HOST says otherwise', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses production with the development secret, a WhatsApp outbox or insecure cookies', () => {
    expect(() => loadEnv(production)).not.toThrow();
    expect(() => loadEnv({ ...production, APP_SECRET: 'washday-development-secret-not-for-production' })).toThrow(
      /APP_SECRET: is the public development value/,
    );
    expect(() => loadEnv({ ...production, WHATSAPP_PROVIDER: 'outbox' })).toThrow(/WHATSAPP_PROVIDER/);
    expect(() => loadEnv({ ...production, COOKIE_SECURE: 'false' })).toThrow(/COOKIE_SECURE/);
  });

  it('names every problem of an unconfigured production start at once', () => {
    let message = '';
    try {
      loadEnv({ NODE_ENV: 'production', COOKIE_SECURE: 'false' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    for (const variable of ['APP_SECRET', 'SMS_PROVIDER', 'WHATSAPP_PROVIDER', 'COOKIE_SECURE', 'PAYMENT_PROVIDER'])
      expect(message).toContain(`  ${variable}: `);
  });
});
