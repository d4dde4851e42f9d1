import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testEnv } from '../test/test-app.js';
import { workerDatabase } from '../test/test-database.js';

/** A built web app as vite-plugin-pwa leaves it: hashed bundles, index.html, sw.js, a manifest and its icons. */
function webDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'washday-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'pwa'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'rider.webmanifest'), JSON.stringify({ name: 'Washday Rider', scope: '/rider/' }));
  writeFileSync(path.join(dist, 'pwa', 'rider-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  return dist;
}

describe('serving the installable web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ env: testEnv({ WEB_DIST_DIR: webDist() }), database: await workerDatabase(), logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the service worker as JavaScript that the browser revalidates on every check', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
  });

  it('serves the rider manifest as a web app manifest, revalidated on every load', async () => {
    const res = await app.inject({ method: 'GET', url: '/rider.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Washday Rider', scope: '/rider/' });
  });

  it('serves the icons as PNG', async () => {
    const res = await app.inject({ method: 'GET', url: '/pwa/rider-192.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('keeps the long caching of hashed bundles', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing worker script with 404, never with index.html a browser would refuse as a worker', async () => {
    const res = await app.inject({ method: 'GET', url: '/workbox-0a1b2c3d.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('still sends index.html for the rider routes the manifest starts at', async () => {
    const res = await app.inject({ method: 'GET', url: '/rider/dashboard', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
