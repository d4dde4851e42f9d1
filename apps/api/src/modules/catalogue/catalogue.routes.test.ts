import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueResponseSchema } from '@washday/core';
import { serviceCategories, services } from '../../db/schema/index.js';
import { useTestApp } from '../../test/test-app.js';

// customer-app.md §3, copied by hand from the spec so a wrong seed price fails here.
const SPEC_PRICES: Record<string, Array<[name: string, price: number, unit: string]>> = {
  laundry: [
    ['Laundry + Fold', 70, 'KG'],
    ['Laundry + Iron', 120, 'KG'],
  ],
  iron: [
    ['Regular Iron', 20, 'PC'],
    ['Suit / Lehenga / Heavy Iron', 150, 'SET'],
    ['Ladies Suit / Kurta / Saree Iron', 100, 'SET'],
    ['Regular Steam Iron', 40, 'PC'],
  ],
  // The spec's umbrella category: listed, with no services of its own.
  'dry-clean': [],
  'mens-dry-clean': [
    ['Shirt', 100, 'PC'],
    ['Trouser', 120, 'PC'],
    ['Coat', 240, 'PC'],
    ['Suit (2 Piece)', 360, 'SET'],
    ['Suit (3 Piece)', 540, 'SET'],
    ['Kurta Pyjama', 220, 'SET'],
    ['Sherwani', 300, 'SET'],
    ['Kurta', 120, 'PC'],
  ],
  'womens-dry-clean': [
    ['Kurta', 120, 'PC'],
    ['Salwar', 120, 'PC'],
    ['Saree', 240, 'PC'],
    ['Heavy Saree', 300, 'PC'],
    ['Blouse', 90, 'PC'],
    ['Dress', 240, 'PC'],
    ['Top', 140, 'PC'],
    ['Heavy Skirt', 180, 'PC'],
    ['Lehenga (1 Piece)', 400, 'PC'],
    ['Lehenga (2+ Piece)', 600, 'SET'],
    ['Heavy Lehenga', 700, 'SET'],
    ['Bridal Lehenga', 1000, 'SET'],
  ],
  'woolen-dry-clean': [
    ['Jacket', 240, 'PC'],
    ['Sweater', 180, 'PC'],
    ['Long Coat', 300, 'PC'],
    ['Shawl', 180, 'PC'],
    ['Pashmina', 300, 'PC'],
    ['Leather Jacket', 480, 'PC'],
  ],
};

describe('GET /api/services', () => {
  const ctx = useTestApp();

  it('returns the enabled catalogue with the spec prices and units, grouped by category', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const body = catalogueResponseSchema.parse(res.json());
    expect(body.categories.map((c) => c.id)).toEqual(Object.keys(SPEC_PRICES));
    for (const category of body.categories) {
      const actual = category.services.map((s) => [s.name, s.price, s.unit]);
      expect(actual, category.id).toEqual(SPEC_PRICES[category.id]);
      for (const service of category.services) {
        expect(service.category).toBe(category.id);
        expect(service.image).toBe(`/images/services/${service.id}.svg`);
        expect(service.minQuantity).toBeGreaterThanOrEqual(1);
        expect(service.estimatedTime).toMatch(/^\d{2}(-\d{2})? hours$/);
      }
    }
    const popular = body.categories
      .flatMap((c) => c.services)
      .filter((s) => s.popular)
      .map((s) => s.id);
    expect(popular).toEqual(['laundry-fold', 'laundry-iron']);
  });

  it('sends an ETag and answers 304 when the client already has this version', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/services' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({ method: 'GET', url: '/api/services', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends brotli or gzip as asked, each with its own ETag and 304, and the same JSON inside', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/services' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toContain('accept-encoding');
    const cases = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const;
    for (const [accept, coding, decode] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/services', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(res.headers.etag).not.toBe(plain.headers.etag);
      const again = await ctx.app.inject({
        method: 'GET',
        url: '/api/services',
        headers: { 'accept-encoding': accept, 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, accept).toBe(304);
      expect(again.headers.etag).toBe(res.headers.etag);
    }
    const identityOnly = await ctx.app.inject({
      method: 'GET',
      url: '/api/services',
      headers: { 'accept-encoding': 'identity, br;q=0' },
    });
    expect(identityOnly.headers['content-encoding']).toBeUndefined();
    expect(identityOnly.body).toBe(plain.body);
    // A weak form of the tag and a list both revalidate (If-None-Match uses the weak comparison).
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/services',
      headers: { 'if-none-match': `"other", W/${String(plain.headers.etag)}` },
    });
    expect(listed.statusCode).toBe(304);
  });

  it('leaves out disabled services and categories, and the ETag changes with the data', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/services' });
    await ctx.database.db.update(services).set({ enabled: false }).where(eq(services.id, 'dc-women-saree'));
    await ctx.database.db.update(serviceCategories).set({ enabled: false }).where(eq(serviceCategories.id, 'woolen-dry-clean'));
    // Written behind the admin routes' back, so this test drops the in-memory catalogue as they do.
    ctx.app.catalogue.invalidate();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/services' });
      const body = catalogueResponseSchema.parse(res.json());
      expect(body.categories.map((c) => c.id)).not.toContain('woolen-dry-clean');
      const ids = body.categories.flatMap((c) => c.services.map((s) => s.id));
      expect(ids).not.toContain('dc-women-saree');
      expect(ids).toContain('dc-women-heavy-saree');
      expect(res.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await ctx.database.db.update(services).set({ enabled: true }).where(eq(services.id, 'dc-women-saree'));
      await ctx.database.db.update(serviceCategories).set({ enabled: true }).where(eq(serviceCategories.id, 'woolen-dry-clean'));
      ctx.app.catalogue.invalidate();
    }
  });

  it("answers the spec's categories, with dry-clean only while a dry-clean category has services", async () => {
    const ids = async () =>
      catalogueResponseSchema
        .parse((await ctx.app.inject({ method: 'GET', url: '/api/services' })).json())
        .categories.map((c) => c.id);
    // customer-app.md §3 less 'all', which is the client's chip for every category.
    expect(await ids()).toEqual(['laundry', 'iron', 'dry-clean', 'mens-dry-clean', 'womens-dry-clean', 'woolen-dry-clean']);
    const dryCleaning = ['mens-dry-clean', 'womens-dry-clean', 'woolen-dry-clean'];
    await ctx.database.db.update(services).set({ enabled: false }).where(inArray(services.categoryId, dryCleaning));
    ctx.app.catalogue.invalidate();
    try {
      expect(await ids()).toEqual(['laundry', 'iron']);
    } finally {
      await ctx.database.db.update(services).set({ enabled: true }).where(inArray(services.categoryId, dryCleaning));
      ctx.app.catalogue.invalidate();
    }
  });

  it('answers wrong methods and unknown catalogue paths with JSON errors, not HTML', async () => {
    for (const [method, url] of [
      ['POST', '/api/services'],
      ['DELETE', '/api/services'],
      ['GET', '/api/services/not-a-thing'],
      ['GET', '/api/servicess'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
  });
});
