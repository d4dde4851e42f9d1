import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { listenOnLoopback, openEventStream } from '../test/event-stream-client.js';
import { createCustomer, tokenFor } from '../test/identity-fixtures.js';
import { bearer, testEnv } from '../test/test-app.js';
import { resetDatabase, workerDatabase } from '../test/test-database.js';

const SCRIPT = `console.log(${JSON.stringify('washday '.repeat(400))});`;
const BR = brotliCompressSync(SCRIPT);
const GZ = gzipSync(SCRIPT);
const INDEX_HTML = `<!doctype html><title>Washday</title><div id="root"></div>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`;

/** A web build as vite leaves it with precompression on: each asset with its .br and .gz beside it. */
function webDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'washday-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'x.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'x.js.br'), BR);
  writeFileSync(path.join(dist, 'assets', 'x.js.gz'), GZ);
  return dist;
}

describe('compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const database = await workerDatabase();
    await resetDatabase(database);
    app = await buildApp({ env: testEnv({ WEB_DIST_DIR: webDist() }), database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a large JSON answer with the coding asked for, and keeps its ETag revalidation', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, coding, decode] of [
      ['gzip', 'gzip', gunzipSync],
      ['br, gzip', 'br', brotliDecompressSync],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
    const etag = String(plain.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('leaves a small answer as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });

  it('serves the precompressed file the browser accepts, with the asset caching kept', async () => {
    for (const [accept, coding, bytes] of [
      ['gzip, deflate, br', 'br', BR],
      ['gzip', 'gzip', GZ],
      ['', undefined, Buffer.from(SCRIPT)],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/assets/x.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(res.rawPayload, bytes), accept).toBe(0);
    }
  });

  it('sends the app document compressed to client routes, and a 304 once the browser has it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/bookings',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The build's document with the answers its first screen needs appended (web-app-page.test.ts).
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(new RegExp(`^${INDEX_HTML}<script type="application/json"`));
    const again = await app.inject({
      method: 'GET',
      url: '/bookings',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never compresses a live event stream', async () => {
    const customer = (await createCustomer(app, '9877700001')).id;
    const stream = await openEventStream(await listenOnLoopback(app), {
      ...bearer(await tokenFor(app, 'customer', customer)),
      'accept-encoding': 'br, gzip',
    });
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-encoding')).toBeNull();
      expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    } finally {
      stream.close();
    }
  });
});
