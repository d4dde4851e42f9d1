import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testEnv } from '../test/test-app.js';
import { workerDatabase } from '../test/test-database.js';

/** Where the web app's maps (addresses, vendors, live tracking) take their tile servers from. */
const MAP_TILES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/components/map/leaflet-setup.ts');

/** 'img-src' → its sources, from a Content-Security-Policy header. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Whether a CSP host source (https://host or https://*.host) allows a URL. */
function allows(sources: string[], url: string): boolean {
  const { protocol, host } = new URL(url);
  return sources.some((source) => {
    const match = /^(https?:)\/\/(\*\.)?(.+)$/.exec(source);
    if (!match || match[1] !== protocol) return false;
    return match[2] ? host.endsWith(`.${match[3]}`) : host === match[3];
  });
}

async function appWith(env: Record<string, string> = {}) {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'washday-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Home</title><div id="root"></div>');
  const app = await buildApp({
    env: testEnv({ WEB_DIST_DIR: webDist, ...env }),
    database: await workerDatabase(),
    logger: false,
  });
  await app.ready();
  return app;
}

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await appWith()));
  afterAll(() => app.close());

  it('send a content security policy on the web app that allows only its own scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allow every tile server the maps use, and data:/blob: images for previews', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const imgSrc = directives(String(res.headers['content-security-policy'])).get('img-src') ?? [];
    expect(imgSrc).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    const tileUrls = [...readFileSync(MAP_TILES, 'utf8').matchAll(/url: '(https:\/\/[^']+)'/g)].map((m) =>
      m[1]!.replace(/\{(\w+)\}/g, 'a'),
    );
    expect(tileUrls.length).toBeGreaterThanOrEqual(2);
    for (const url of tileUrls) expect(allows(imgSrc, url), url).toBe(true);
    expect(allows(imgSrc, 'https://evil.example/x.png')).toBe(false);
  });

  it("allow the app's own service worker and web app manifests, and nobody else's", async () => {
    const res = await app.inject({ method: 'GET', url: '/rider/dashboard', headers: { accept: 'text/html' } });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it("go with every page and file, the docs' included", async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const expected = Object.entries(page.headers).filter(
      ([name]) =>
        /^(content-security-policy|x-|cross-origin-|referrer-policy|origin-agent-cluster)/.test(name) && name !== 'x-request-id',
    );
    expect(expected.length).toBeGreaterThanOrEqual(10);
    for (const [url, status, accept] of [
      ['/no-such-file.js', 404, '*/*'],
      ['/api/docs/', 200, 'text/html'],
      ['/rider/dashboard', 200, 'text/html'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode, url).toBe(status);
      for (const [name, value] of expected) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it("send the API's answers, errors and unknown routes included, OWASP's set for data: nothing loads, nothing frames", async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/services', 200],
      ['/api/no-such-route', 404],
      ['/api/bookings', 401],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(directives(String(res.headers['content-security-policy'])), url).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      // Headers that only mean something on a page stay off data.
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
      ])
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
    }
  });

  it('do not pin HTTPS on a plain-HTTP development install', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it("let Razorpay Checkout's script and frame in only when Razorpay takes the payments", async () => {
    const page = async (a: FastifyInstance) =>
      directives(
        String(
          (await a.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy'],
        ),
      );
    const local = await page(app);
    expect(local.get('frame-src')).toBeUndefined();
    const razorpay = await appWith({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    try {
      const csp = await page(razorpay);
      expect(allows(csp.get('script-src')!, 'https://checkout.razorpay.com/v1/checkout.js')).toBe(true);
      expect(allows(csp.get('frame-src')!, 'https://api.razorpay.com/v1/checkout/public')).toBe(true);
      expect(allows(csp.get('script-src')!, 'https://evil.example/x.js')).toBe(false);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
    } finally {
      await razorpay.close();
    }
  });

  it('pin HTTPS where cookies are secure', async () => {
    const secure = await appWith({ COOKIE_SECURE: 'true' });
    try {
      const res = await secure.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      const api = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['strict-transport-security']).toBe(res.headers['strict-transport-security']);
    } finally {
      await secure.close();
    }
  });
});
