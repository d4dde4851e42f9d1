import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, beforeAll } from 'vitest';
import {
  CUSTOMER_SESSION_HINT_COOKIE,
  HOME_SNAPSHOT_MODULE,
  LANGUAGE_COOKIE,
  PAGE_DATA_ELEMENT_ID,
  type PageData,
} from '@washday/core';
import { createAdminAccount, signInCustomerViaOtp, tokenFor } from '../test/identity-fixtures.js';
import { bearer, browserHeaders, injectJson, useTestApp } from '../test/test-app.js';

/** index.html as the web build writes it: an entry module, its preloads, a stylesheet and an empty #root. */
const BUILT_INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Home</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="modulepreload" crossorigin href="/assets/button-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Stands in for the web build's server rendering: the first service of each category and the WhatsApp number. */
const SNAPSHOT_MODULE = `
export function renderHomeSnapshot({ catalogue, support }) {
  const names = catalogue.categories.map((category) => category.services[0]?.name ?? '').join(', ');
  return '<main data-first-screen>' + names + ' · ' + support.whatsapp + '</main>';
}
`;

function webDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'washday-web-page-'));
  writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);
  const snapshot = path.join(dist, HOME_SNAPSHOT_MODULE);
  mkdirSync(path.dirname(snapshot), { recursive: true });
  writeFileSync(snapshot, SNAPSHOT_MODULE);
  return dist;
}

const PAGE_DATA = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`, 's');

function pageData(html: string): PageData {
  const json = PAGE_DATA.exec(html)?.[1];
  if (!json) throw new Error('the page carries no data');
  return JSON.parse(json) as PageData;
}

const preloadOf = (html: string) => /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1];
/** What the page draws in #root, inert until the app replaces it; '' for an empty #root. */
const firstScreenOf = (html: string) => /<div id="root">(?:<div inert>(.*?)<\/div>)?<\/div>/s.exec(html)?.[1] ?? '';
const cookieNamed = (res: { headers: Record<string, unknown> }, name: string) =>
  ([res.headers['set-cookie']].flat().filter(Boolean) as string[]).find((cookie) => cookie.startsWith(`${name}=`));

describe('the page the server sends for client routes', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: webDist(), SUPPORT_WHATSAPP: '9810054321', SUPPORT_PHONE: '9810012345' } });
  let admin: Record<string, string>;

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [account] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', account!.id));
  });

  const page = (url = '/', headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('carries the current catalogue and support contact as GET /api/services and /api/config/support answer them', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const data = pageData(res.body);
    expect(data.catalogue).toEqual((await ctx.app.inject({ method: 'GET', url: '/api/services' })).json());
    expect(data.support).toEqual((await ctx.app.inject({ method: 'GET', url: '/api/config/support' })).json());
    expect(data.support).toMatchObject({ whatsapp: '9810054321' });
  });

  it("preloads the home's first picture ahead of the scripts, at high priority", async () => {
    const { body } = await page();
    const first = pageData(body).catalogue.categories[0]!.services[0]!;
    expect(preloadOf(body)).toBe(first.image);
    expect(body.indexOf('rel="preload" as="image"')).toBeLessThan(body.indexOf('<script type="module"'));
  });

  it('draws the first screen for a guest and leaves the scripts to first-screen.js until it is painted', async () => {
    const { body } = await page();
    expect(body).toContain('<div id="root"><div inert><main data-first-screen>');
    expect(firstScreenOf(body)).toMatch(/^<main data-first-screen>Laundry \+ Fold, .* · 9810054321<\/main>$/);
    expect(body).not.toContain('<link rel="modulepreload"');
    expect(body).toContain(
      '<script type="module" src="/first-screen.js" data-app-entry="/assets/index-abc.js" data-app-preload="/assets/vendor-def.js /assets/button-ghi.js"></script>',
    );
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  });

  it('sends other client routes the data without the drawn home or its picture', async () => {
    for (const url of ['/rider/dashboard', '/?view=checkout', '/admin']) {
      const { body } = await page(url);
      expect(pageData(body).catalogue.categories.length, url).toBeGreaterThan(0);
      expect(firstScreenOf(body), url).toBe('');
      expect(body, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    }
    expect(preloadOf((await page('/?view=checkout')).body)).toBeDefined();
    expect(preloadOf((await page('/rider/dashboard')).body)).toBeUndefined();
  });

  it('draws no English first screen for a device reading Hindi', async () => {
    const { body } = await page('/', { cookie: `${LANGUAGE_COOKIE}=hi` });
    expect(firstScreenOf(body)).toBe('');
    expect(pageData(body).catalogue.categories.length).toBeGreaterThan(0);
    expect(firstScreenOf((await page('/', { cookie: `${LANGUAGE_COOKIE}=en` })).body)).not.toBe('');
  });

  it('keeps the build as it is at /index.html, the offline shell the service worker stores', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(BUILT_INDEX);
  });

  it('is compressed and tagged once per version and revalidates with a 304', async () => {
    const res = await page('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(pageData(brotliDecompressSync(res.rawPayload).toString()).catalogue.success).toBe(true);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await page('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    // The rider's page is another document, with its own tag.
    expect((await page('/rider/dashboard', { 'accept-encoding': 'br' })).headers.etag).not.toBe(etag);
  });

  it('changes with the catalogue when an admin changes it', async () => {
    const before = await page('/', { 'accept-encoding': 'br' });
    const etag = String(before.headers.etag);
    const disabled = await injectJson(ctx.app, {
      method: 'PATCH',
      url: '/api/admin/services/laundry-fold',
      headers: admin,
      payload: { enabled: false },
    });
    expect(disabled.res.statusCode).toBe(200);

    const after = await page('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const html = brotliDecompressSync(after.rawPayload).toString();
    const services = pageData(html).catalogue.categories.flatMap((category) => category.services);
    expect(services.map((service) => service.id)).not.toContain('laundry-fold');
    expect(preloadOf(html)).toBe(services[0]!.image);
    expect(preloadOf(html)).not.toBe('/images/services/laundry-fold.svg');
    expect(firstScreenOf(html)).not.toContain('Laundry + Fold');

    await injectJson(ctx.app, {
      method: 'PATCH',
      url: '/api/admin/services/laundry-fold',
      headers: admin,
      payload: { enabled: true },
    });
    expect((await page('/', { 'accept-encoding': 'br' })).headers.etag).toBe(etag);
  });

  it('keeps text from the catalogue from ending the data block early', async () => {
    const [iron] = (await injectJson(ctx.app, { method: 'GET', url: '/api/admin/services', headers: admin })).body.categories as {
      services: {
        id: string;
        categoryId: string;
        name: string;
        price: number;
        unit: string;
        popular: boolean;
        enabled: boolean;
        minQuantity: number;
        estimatedTime: string;
        image: string;
      }[];
    }[];
    const service = iron!.services[0]!;
    const description = 'Folded </script><script>alert(1)</script> <!-- crisp';
    const { id, ...fields } = service;
    const saved = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/admin/services/${id}`,
      headers: admin,
      payload: { ...fields, description },
    });
    expect(saved.res.statusCode).toBe(200);
    const { body } = await page('/rider/dashboard');
    expect(body).not.toContain('</script><script>alert(1)');
    const found = pageData(body)
      .catalogue.categories.flatMap((category) => category.services)
      .find((s) => s.id === id);
    expect(found?.description).toBe(description);
  });
});

describe('the customer session hint', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: webDist() } });
  const page = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('comes with the session cookie at sign-in, readable by scripts, and goes at logout', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { phone: '9811200001' } });
    const code = ctx.app.outbox.list().find((message) => message.to === '919811200001')!.code;
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phone: '9811200001', otp: code, name: 'Hint' },
    });
    expect(verify.statusCode).toBe(200);
    const session = cookieNamed(verify, 'wd_customer_session')!;
    const hint = cookieNamed(verify, CUSTOMER_SESSION_HINT_COOKIE);
    expect(hint).toMatch(/^wd_customer_signed_in=1;/);
    expect(hint).toContain('Max-Age=2592000');
    expect(hint).toContain('Path=/');
    expect(hint).not.toContain('HttpOnly');
    expect(session).toContain('HttpOnly');

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: browserHeaders(session.split(';')[0]!),
      payload: {},
    });
    expect(cookieNamed(out, CUSTOMER_SESSION_HINT_COOKIE)).toMatch(/^wd_customer_signed_in=;/);
  });

  it("is added on the page's way to a customer whose session came before it, and no first screen is drawn for them", async () => {
    const { cookie } = await signInCustomerViaOtp(ctx.app, '9811200003');
    const res = await page(cookie);
    expect(cookieNamed(res, CUSTOMER_SESSION_HINT_COOKIE)).toMatch(/^wd_customer_signed_in=1;/);
    expect(firstScreenOf(res.body)).toBe('');
    // Present already: nothing to add.
    expect(cookieNamed(await page(`${cookie}; ${CUSTOMER_SESSION_HINT_COOKIE}=1`), CUSTOMER_SESSION_HINT_COOKIE)).toBeUndefined();
  });

  it('is removed when the session it stood for has ended, by the page or by an API answer', async () => {
    const { cookie } = await signInCustomerViaOtp(ctx.app, '9811200004');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: browserHeaders(cookie), payload: {} });
    const stale = `${cookie}; ${CUSTOMER_SESSION_HINT_COOKIE}=1`;

    const res = await page(stale);
    expect(cookieNamed(res, CUSTOMER_SESSION_HINT_COOKIE)).toMatch(/^wd_customer_signed_in=;/);
    expect(firstScreenOf(res.body)).not.toBe('');

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: stale } });
    expect(profile.statusCode).toBe(401);
    expect(cookieNamed(profile, CUSTOMER_SESSION_HINT_COOKIE)).toMatch(/^wd_customer_signed_in=;/);
    // A hint with no session cookie at all goes too.
    expect(cookieNamed(await page(`${CUSTOMER_SESSION_HINT_COOKIE}=1`), CUSTOMER_SESSION_HINT_COOKIE)).toMatch(
      /^wd_customer_signed_in=;/,
    );
  });

  it('leaves a guest without either cookie alone', async () => {
    const res = await page();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(firstScreenOf(res.body)).not.toBe('');
  });
});
